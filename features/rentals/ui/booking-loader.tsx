"use client";
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type Ref } from "react";
import type { Catalogue } from "@/messages";
import { useLocale } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { PageMessages } from "@/lib/i18n/page-messages";
import { whenNearOrIdle } from "@/lib/when-near";
import type { BookingProps } from "./booking-widget";

/**
 * The calendar and its actions load after the page: they read the address, today's date in
 * India and live availability, none of which belongs in the cached HTML, and they stay out
 * of the product page's first-load JavaScript. Their words (5–10 KB a language) come in the
 * same load rather than in every product page's payload. The placeholder holds their room.
 */
const inLanguage = (words: () => Promise<{ default: Catalogue["calendar"] }>) =>
  lazy(() =>
    Promise.all([import("./booking-widget"), words()]).then(([{ BookingWidget }, { default: calendar }]) => ({
      default: function BookingWidgetInLanguage(props: BookingProps) {
        return (
          <PageMessages messages={{ calendar }}>
            <BookingWidget {...props} />
          </PageMessages>
        );
      },
    })),
  );
const WIDGETS: Record<Locale, ReturnType<typeof inLanguage>> = {
  en: inLanguage(() => import("@/messages/en/calendar.json")),
  hi: inLanguage(() => import("@/messages/hi/calendar.json")),
};

function Loading({ text, ref }: { text: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      className="flex min-h-[24rem] items-center justify-center rounded-xl bg-maroon-50/60 text-sm text-stone-600 no-js:hidden"
      role="status"
    >
      {text}
    </div>
  );
}

/**
 * On a phone the calendar sits a screen or more below the images, so its script,
 * its availability request and its month are not part of the page's load: they start when the
 * placeholder comes near the screen (at once where it is already in view, as in a desktop
 * popup) or, at the latest, when the loaded page falls idle. The widget reads ?from&to when it
 * mounts, so a link with dates still shows them.
 */
export function BookingLoader({ loading, ...props }: BookingProps & { loading: string }) {
  const Widget = WIDGETS[useLocale()];
  const [wanted, setWanted] = useState(false);
  const spot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = spot.current;
    if (!node) return;
    return whenNearOrIdle(node, () => startTransition(() => setWanted(true)));
  }, []);

  if (!wanted) return <Loading text={loading} ref={spot} />;
  return (
    <Suspense fallback={<Loading text={loading} />}>
      <Widget {...props} />
    </Suspense>
  );
}
