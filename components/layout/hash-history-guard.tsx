"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * A same-page link such as "#grid" (Explore Collection, the skip link) makes the browser
 * add a history entry without the app router's state. When a product popup later closes
 * with router.back() onto that entry, the router ignores the stateless popstate and keeps
 * rendering the popup's tree; opening the same card again then rendered no <main> at all.
 * Handing each such entry to the router right away gives it the
 * router's state, so going back to it restores the grid like any other entry.
 */
export function HashHistoryGuard() {
  const router = useRouter();
  useEffect(() => {
    const adopt = () => {
      // __NA marks entries the app router wrote (next/dist/client/components/app-router).
      if ((window.history.state as { __NA?: boolean } | null)?.__NA) return;
      router.replace(`${location.pathname}${location.search}${location.hash}`, { scroll: false });
    };
    window.addEventListener("hashchange", adopt);
    return () => window.removeEventListener("hashchange", adopt);
  }, [router]);
  return null;
}
