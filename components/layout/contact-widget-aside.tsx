"use client";
import { useEffect } from "react";

/** What the floating buttons never lie over: whatever a visitor taps, and what a page marks `data-keep-clear` (a price, a total). */
const KEEP_CLEAR =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [data-keep-clear]';
// Room kept around the buttons, so a thing that only touches them counts as under them.
const GAP = 8;

/**
 * Moves the floating Call/WhatsApp buttons aside (`data-aside`, drawn in app/globals.css)
 * while something of KEEP_CLEAR is under them. One IntersectionObserver whose root is the
 * buttons' own corner of the screen: the browser does the geometry while the page scrolls,
 * and this runs only when something enters or leaves that corner.
 */
export function ContactWidgetAside() {
  useEffect(() => {
    const widget = document.querySelector<HTMLElement>("[data-contact-widget]");
    if (!widget || typeof IntersectionObserver === "undefined") return;
    const under = new Set<Element>();
    const settle = () => {
      for (const el of under) if (!el.isConnected) under.delete(el);
      widget.toggleAttribute("data-aside", under.size > 0);
    };
    let corner: IntersectionObserver | null = null;
    const watch = (root: Element) => {
      if (root.matches(KEEP_CLEAR) && !widget.contains(root)) corner?.observe(root);
      for (const el of root.querySelectorAll(KEEP_CLEAR)) if (!widget.contains(el)) corner?.observe(el);
    };
    // The buttons' box: the widget itself never moves (only its links do), so it is where they rest.
    const start = () => {
      corner?.disconnect();
      under.clear();
      const r = widget.getBoundingClientRect();
      if (!r.width) return settle(); // hidden under a modal dialog: measured again when it shows
      const margin = [r.top - GAP, innerWidth - r.right - GAP, innerHeight - r.bottom - GAP, r.left - GAP];
      corner = new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            if (e.isIntersecting) under.add(e.target);
            else under.delete(e.target);
          }
          settle();
        },
        { rootMargin: margin.map((m) => `${-Math.max(0, m)}px`).join(" ") },
      );
      watch(document.body);
    };
    // A calendar's next month, the cart's lines, a form's new field: watched as they come.
    const added = new MutationObserver((records) => {
      for (const rec of records) for (const n of rec.addedNodes) if (n instanceof Element) watch(n);
      settle();
    });
    const resized = new ResizeObserver(start);
    resized.observe(widget);
    addEventListener("resize", start);
    added.observe(document.body, { childList: true, subtree: true });
    return () => {
      corner?.disconnect();
      added.disconnect();
      resized.disconnect();
      removeEventListener("resize", start);
    };
  }, []);
  return null;
}
