import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle, whenNearOrIdle } from "@/lib/when-near";

// The booking calendar and Buy Now's script wait for the screen or an idle page.
// A stand-in browser: an IntersectionObserver the test drives, requestIdleCallback, load.
type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; disconnected: boolean }[] = [];
let idle: (() => void)[] = [];
let onLoad: (() => void)[] = [];

function browser(readyState: DocumentReadyState) {
  observers = [];
  idle = [];
  onLoad = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: { callback: Callback; disconnected: boolean };
      constructor(callback: Callback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  vi.stubGlobal("requestIdleCallback", (f: () => void) => idle.push(f));
  vi.stubGlobal("cancelIdleCallback", (id: number) => {
    idle[id - 1] = () => {};
  });
  vi.stubGlobal("document", { readyState });
  vi.stubGlobal("window", {
    addEventListener: (_: string, f: () => void) => onLoad.push(f),
    removeEventListener: () => (onLoad = []),
  });
}
afterEach(() => vi.unstubAllGlobals());

describe("whenNearOrIdle", () => {
  it("starts once when the placeholder comes near the screen, before the page is idle", () => {
    browser("complete");
    const start = vi.fn();
    whenNearOrIdle({} as Element, start);
    observers[0]!.callback([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    observers[0]!.callback([{ isIntersecting: true }]);
    for (const f of idle) f();
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it("starts when the loaded page falls idle if the placeholder never comes near", () => {
    browser("loading");
    const start = vi.fn();
    whenNearOrIdle({} as Element, start);
    expect(idle).toHaveLength(0);
    for (const f of onLoad) f();
    expect(start).not.toHaveBeenCalled();
    for (const f of idle) f();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled (the component unmounted)", () => {
    browser("complete");
    const start = vi.fn();
    whenNearOrIdle({} as Element, start)();
    observers[0]!.callback([{ isIntersecting: true }]);
    for (const f of idle) f();
    expect(start).not.toHaveBeenCalled();
  });
});

describe("whenIdle", () => {
  it("waits for the load event, then for idle", () => {
    browser("interactive");
    const start = vi.fn();
    whenIdle(start);
    for (const f of onLoad) f();
    expect(start).not.toHaveBeenCalled();
    idle[0]!();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
