"use client";
import { useEffect, useState } from "react";

/**
 * On a phone the filters sit behind a "Filters" button (aria-expanded); from lg up they are
 * always shown. Before script runs the control is a link to #filters, which opens the panel
 * through :target, so the filters work without JavaScript too.
 */
export function FiltersDisclosure({ active, children }: { active: number; children: React.ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the button replaces the no-script link once hydrated
  useEffect(() => setMounted(true), []);
  const label = `Filters${active ? ` (${active})` : ""}`;
  const control = "inline-flex items-center gap-2 rounded-full border border-maroon-700 px-4 py-2 text-sm font-semibold text-maroon-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700 lg:hidden";
  return (
    <div className="lg:w-56 lg:shrink-0">
      {mounted ? (
        <button type="button" aria-expanded={open} aria-controls="filters" onClick={() => setOpen((o) => !o)} className={control}>
          {label}
        </button>
      ) : (
        <a href="#filters" className={control}>
          {label}
        </a>
      )}
      <div id="filters" className={`${open ? "block" : "hidden"} mt-4 target:block lg:mt-0 lg:block`}>
        {children}
      </div>
    </div>
  );
}
