"use client";
import dynamic from "next/dynamic";
import { usePageT } from "@/lib/i18n/page-messages";
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

function Loading() {
  const t = usePageT("calendar");
  return (
    <div className="flex min-h-[24rem] items-center justify-center rounded-xl bg-maroon-50/60 text-sm text-stone-600 no-js:hidden" role="status">
      {t("loading")}
    </div>
  );
}

export function BookingLoader(props: BookingProps) {
  return <BookingWidget {...props} />;
}
