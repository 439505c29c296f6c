"use client";
import { formatRupees } from "@/lib/format";
import { addDays, formatDay, type Day } from "@/lib/dates";
import type { Stay } from "../rules/stay-address";
import { stayDays, type StayPrice } from "../rules/terms";
import { useLocale } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";
import { pluralKey } from "@/lib/i18n/plural";

interface Props {
  stay: Stay;
  event: Day | null;
  today: Day;
  maxDays: number;
  price: StayPrice;
  extraDay: number;
  onChange(stay: Stay): void;
}

const LONG: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric" };

function Stepper({
  label,
  testId,
  earlierLabel,
  laterLabel,
  day,
  earlier,
  later,
  onEarlier,
  onLater,
}: {
  label: string;
  testId: string;
  earlierLabel: string;
  laterLabel: string;
  day: Day;
  earlier: boolean;
  later: boolean;
  onEarlier(): void;
  onLater(): void;
}) {
  const locale = useLocale();
  const button =
    "h-9 w-9 rounded-full text-lg font-semibold text-maroon-800 ring-1 ring-maroon-200 hover:bg-maroon-50 disabled:opacity-30";
  return (
    // On a narrow phone the day and its buttons wrap under the label rather than overflow.
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <dt className="font-semibold text-maroon-900">{label}</dt>
      <dd className="ml-auto flex items-center gap-2">
        <button type="button" className={button} onClick={onEarlier} disabled={!earlier} aria-label={earlierLabel}>
          −
        </button>
        <span className="min-w-28 text-center" data-testid={testId}>
          {formatDay(day, LONG, locale)}
        </span>
        <button type="button" className={button} onClick={onLater} disabled={!later} aria-label={laterLabel}>
          +
        </button>
      </dd>
    </div>
  );
}

/**
 * The proposed pickup and return, each a day earlier or later within the rules (pickup not
 * before today nor after the function, return not before it nor past the longest stay),
 * and what the stay costs.
 */
export function StayEditor({ stay, event, today, maxDays, price, extraDay, onChange }: Props) {
  const t = usePageT("calendar");
  const locale = useLocale();
  const { pickup, ret } = stay;
  const move = (p: Day, r: Day) => onChange({ pickup: p, ret: r });
  const row = "flex justify-between gap-3";
  return (
    <section aria-label={t("stayLabel")} className="rounded-xl bg-maroon-50 p-3 text-sm sm:p-4" data-keep-clear>
      {event ? (
        <p className="mb-2 text-stone-700">
          {t("functionDay")} <strong>{formatDay(event, LONG, locale)}</strong>
        </p>
      ) : null}
      <dl className="space-y-2">
        <Stepper
          label={t("pickup")}
          testId="pickup-day"
          earlierLabel={t("pickupEarlier")}
          laterLabel={t("pickupLater")}
          day={pickup}
          earlier={addDays(pickup, -1) >= today}
          later={addDays(pickup, 1) <= ret && (!event || addDays(pickup, 1) <= event)}
          onEarlier={() => move(addDays(pickup, -1), ret)}
          onLater={() => move(addDays(pickup, 1), ret)}
        />
        <Stepper
          label={t("return")}
          testId="return-day"
          earlierLabel={t("returnEarlier")}
          laterLabel={t("returnLater")}
          day={ret}
          earlier={addDays(ret, -1) >= pickup && (!event || addDays(ret, -1) >= event)}
          later={stayDays(pickup, addDays(ret, 1)) <= maxDays}
          onEarlier={() => move(pickup, addDays(ret, -1))}
          onLater={() => move(pickup, addDays(ret, 1))}
        />
        <div className={`${row} border-t border-maroon-100 pt-2`}>
          <dt>{t("days")}</dt>
          <dd data-testid="stay-days">{price.days}</dd>
        </div>
        <div className={row}>
          <dt>
            {t("rent")}
            {price.extraDays
              ? ` (${t(pluralKey(locale, "extraDays", price.extraDays), { count: price.extraDays, price: formatRupees(extraDay) })})`
              : ""}
          </dt>
          <dd data-testid="stay-rent">{formatRupees(price.rent)}</dd>
        </div>
        <div className={row}>
          <dt>{t("deposit")}</dt>
          <dd data-testid="stay-deposit">{formatRupees(price.deposit)}</dd>
        </div>
        <div className={`${row} border-t border-maroon-100 pt-2 text-base font-bold text-maroon-800`}>
          <dt>{t("totalToPay")}</dt>
          <dd data-testid="stay-total">{formatRupees(price.rent + price.deposit)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-stone-700">{t("depositBack", { amount: formatRupees(price.deposit) })}</p>
    </section>
  );
}
