"use client";
import { useEffect, useState } from "react";
import { REFUSED_DAY_KEY } from "@/features/catalogue/rules/browse-state";
import { indiaToday } from "@/lib/format";
import { addMonths, formatDay, type Day } from "@/lib/dates";
import { useLocale, useT } from "@/lib/i18n/client";

/**
 * Says why the "available on" day asked for is gone, and which days can be booked.
 * The proxy sends `?on=<a past or too far day>` to the plain page with the day under
 * `not-bookable`, a key the page ignores (so no page of its own is made or cached); this reads
 * it in the browser, then takes it out of the address.
 */
export function RefusedDayNotice({ aheadMonths }: { aheadMonths: number }) {
  const [refused, setRefused] = useState<{ day: Day; today: Day } | null>(null);
  const t = useT("productClient");
  const locale = useLocale();
  useEffect(() => {
    const url = new URL(window.location.href);
    const day = url.searchParams.get(REFUSED_DAY_KEY) ?? "";
    if (!url.searchParams.has(REFUSED_DAY_KEY)) return;
    url.searchParams.delete(REFUSED_DAY_KEY);
    window.history.replaceState(window.history.state, "", url);
    // Only a real day is repeated back: the address is anyone's to write.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read once, after hydration (the page is static)
    if (/^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day))) setRefused({ day, today: indiaToday() });
  }, []);
  if (!refused) return null;
  const last = addMonths(refused.today, aheadMonths);
  const day = formatDay(refused.day, undefined, locale);
  return (
    <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 lg:mt-0">
      {refused.day < refused.today ? t("dayPassed", { day }) : t("dayTooFar", { day })}{" "}
      {t("chooseDay", { last: formatDay(last, undefined, locale) })}
    </p>
  );
}
