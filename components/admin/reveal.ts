/**
 * Scrolls `el` to the top of the screen (below the phone's sticky admin bar, through its
 * scroll-margin) unless its top is already in view, as the sticky form beside the list is on
 * a wide screen. Smooth unless the owner asked the system for reduced motion.
 */
export function reveal(el: HTMLElement | null, block: ScrollLogicalPosition = "start"): void {
  if (!el) return;
  const top = el.getBoundingClientRect().top;
  const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  if (top >= margin && top < window.innerHeight * 0.6) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block });
}
