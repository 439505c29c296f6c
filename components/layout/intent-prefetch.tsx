"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** A page reached for again within this long is not asked for again (the router keeps it). */
const AGAIN_MS = 30_000;

/**
 * Prefetches a page when a visitor reaches for one of its links, not when the link is seen
 * (components/ui/link.tsx): a finger or a mouse button going down on it, a mouse over it,
 * the keyboard's focus on it. One listener on the document serves every link on the page,
 * server-rendered or not. A tap's pointerdown comes ~100 ms before its click, a hover much
 * earlier; the click then finds the page fetched or on its way.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const asked = new Map<string, number>();
    const onIntent = (event: Event) => {
      if (event instanceof PointerEvent && event.type === "pointerover" && event.pointerType !== "mouse") return;
      const href = prefetchable(event.target);
      if (!href) return;
      const now = Date.now();
      if (now - (asked.get(href) ?? -Infinity) < AGAIN_MS) return;
      asked.set(href, now);
      router.prefetch(href);
    };
    const types = ["pointerdown", "pointerover", "focusin"] as const;
    for (const type of types) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of types) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [router]);
  return null;
}

/** The address of a link to another page of this site, opened in this tab; else null. */
function prefetchable(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  if (link.pathname.startsWith("/api/")) return null;
  const href = link.pathname + link.search;
  return href === location.pathname + location.search ? null : href;
}
