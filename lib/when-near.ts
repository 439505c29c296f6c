/**
 * Calls `start` once, when the page has loaded and the browser falls idle. For work a visitor
 * may soon want (a dialog's script) that need not share a slow phone's main thread with the
 * page's load. Returns a function that cancels it.
 */
export function whenIdle(start: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(start, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback: a moment after load instead.
      const id = setTimeout(start, 200);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") idle();
  else {
    window.addEventListener("load", idle, { once: true });
    cancel = () => window.removeEventListener("load", idle);
  }
  return () => cancel();
}

/**
 * Calls `start` once: when `node` comes within `margin` of the screen, or, at the latest, when
 * the page has loaded and the browser falls idle. For islands below the fold whose script,
 * requests and first render need not share the main thread with the page's load. Returns a
 * function that cancels both.
 */
export function whenNearOrIdle(node: Element, start: () => void, margin = "300px 0px"): () => void {
  let near: IntersectionObserver | undefined;
  let done = false;
  const go = () => {
    if (done) return;
    stop();
    start();
  };
  const cancelIdle = whenIdle(go);
  const stop = () => {
    done = true;
    near?.disconnect();
    cancelIdle();
  };
  if (typeof IntersectionObserver !== "undefined") {
    near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: margin });
    near.observe(node);
  }
  return stop;
}
