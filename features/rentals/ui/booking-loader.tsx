"use client";
import dynamic from "next/dynamic";
import { startTransition, useEffect, useRef, useState, type Ref } from "react";
import { usePageT } from "@/lib/i18n/page-messages";
import { whenNearOrIdle } from "@/lib/when-near";
import type { BookingProps } from "./booking-widget";

/**
 * The calendar and its actions load after the page: they read the address, today's date in
 * India and live availability, none of which belongs in the cached HTML, and they stay out
 * of the product page's first-load JavaScript. The placeholder holds their room.
 */
const BookingWidget = dynamic(() => import("./booking-widget").then((m) => m.BookingWidget), {
  ssr: false,
  loading: () => <Loading />,
});

function Loading({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const t = usePageT("calendar");
  return (
    <div ref={ref} className="flex min-h-[24rem] items-center justify-center rounded-xl bg-maroon-50/60 text-sm text-stone-600 no-js:hidden" role="status">
      {t("loading")}
    </div>
  );
}

/**
 * Issue #31: on a phone the calendar sits a screen or more below the images, so its script,
 * its availability request and its month are not part of the page's load: they start when the
 * placeholder comes near the screen (at once where it is already in view, as in a desktop
 * popup) or, at the latest, when the loaded page falls idle. The widget reads ?from&to when it
 * mounts, so a link with dates still shows them.
 */
export function BookingLoader(props: BookingProps) {
  const [wanted, setWanted] = useState(false);
  const spot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = spot.current;
    if (!node) return;
    return whenNearOrIdle(node, () => startTransition(() => setWanted(true)));
  }, []);

  return wanted ? <BookingWidget {...props} /> : <Loading ref={spot} />;
}
