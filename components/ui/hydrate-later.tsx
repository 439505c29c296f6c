import { Activity, type ReactNode } from "react";

/**
 * Server HTML that React hydrates after the rest of the page, in short slices at idle
 * priority, instead of inside the page's first long hydration task: React leaves a boundary
 * dehydrated in the first pass and comes back to it (earlier if it is clicked or typed in).
 *
 * A visible <Activity>, not a <Suspense>: React 19.2+ moves a finished Suspense boundary of
 * more than 500 bytes behind a large shell (over 12.8 kB, as any page here) out of place, into
 * a hidden <div> at the end of the document that an inline script moves back, throttled by up
 * to 300 ms: without JavaScript the section would never show, and with it the footer would
 * jump. An Activity boundary is written in place (`<!--&-->…<!--/&-->`) and hydrates the same
 * deferred way.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
