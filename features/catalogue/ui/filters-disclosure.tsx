"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { HydrateLater } from "@/components/ui/hydrate-later";

/** When a pick on a phone happened, for the instance the new address renders (soon after). */
let pickedAt = 0;

/**
 * On a phone the filters sit behind a "Filters" button (aria-expanded); from lg up they are
 * always shown. Before script runs the control is a link to #filters, which opens the panel
 * through :target, so the filters work without JavaScript too. Picking a filter on a phone
 * closes the panel and brings the Filters button and the results under it into view, so the
 * visitor sees what the pick changed (the links keep scroll={false} for the desktop sidebar).
 */
export function FiltersDisclosure({
  label,
  children,
}: {
  /** "Filters (2)", in the page's language */ label: string;
  children: React.ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the button replaces the no-script link once hydrated
  useEffect(() => setMounted(true), []);
  // Folded away on a phone, a few dozen links on a desktop: they hydrate after the rest of the
  // page. The same element on every render, or the re-render that swaps in the button would
  // hydrate them at once.
  const filters = useMemo(() => <HydrateLater>{children}</HydrateLater>, [children]);
  // The link the visitor tapped is about to be hidden: focus goes back to the button (the
  // results' count is a live region and announces the new total). The new address renders a
  // new instance of this component, which takes the focus over when it mounts.
  function picked() {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
    root.current?.scrollIntoView({ block: "start" });
    pickedAt = Date.now();
  }
  useEffect(() => {
    if (!mounted || Date.now() - pickedAt > 10_000) return;
    pickedAt = 0;
    button.current?.focus({ preventScroll: true });
  }, [mounted]);
  const control =
    "inline-flex items-center gap-2 rounded-full border border-maroon-700 px-4 py-2 text-sm font-semibold text-maroon-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700 lg:hidden";
  return (
    <div ref={root} className="scroll-mt-28 lg:w-56 lg:shrink-0">
      {mounted ? (
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls="filters"
          onClick={() => setOpen((o) => !o)}
          className={control}
        >
          {label}
        </button>
      ) : (
        <a href="#filters" className={control}>
          {label}
        </a>
      )}
      <div
        id="filters"
        onClick={(e) => open && (e.target as Element).closest("a[href]") && picked()}
        className={`${open ? "block" : "hidden"} mt-4 target:block lg:mt-0 lg:block`}
      >
        {filters}
      </div>
    </div>
  );
}
