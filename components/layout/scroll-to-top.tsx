"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { splitLocale } from "@/lib/i18n/locales";

// A product URL opened over its grid (and closed again) is a popup, not a new page (in either language: /hi/collection/…).
const isProduct = (path: string) => /^\/(collection|beauty-care)\/[^/]+\/[^/]+$/.test(splitLocale(path).path);
const parent = (path: string) => path.replace(/\/[^/]+$/, "");

/** spec §2: every route change scrolls to the top — except opening or closing a product popup, or a link to a part of a page. */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    const popup =
      (isProduct(pathname) && parent(pathname) === before) || (isProduct(before) && parent(before) === pathname);
    // A link to a part of a page (/trending#suits) lands on that part, not on the top.
    const toPart =
      window.location.hash.length > 1 && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (before !== pathname && !popup && !toPart) window.scrollTo({ top: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
