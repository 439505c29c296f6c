import { formatRupees } from "@/lib/format";
import { formatDay } from "@/lib/dates";
import { stayDays } from "@/features/rentals/rules/terms";
import type { DatedLine } from "@/features/cart/rules/cart";
import { useLocale } from "@/lib/i18n/client";
import { pluralKey } from "@/lib/i18n/plural";
import { usePageT } from "@/lib/i18n/page-messages";

const DAY: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric" };

/** A day as a Remove button's hidden words name it: as stored in English (what it always said), in Hindi words on a Hindi page. */
export const removeDay = (day: string, locale: "en" | "hi") =>
  locale === "en" ? day : formatDay(day, { day: "numeric", month: "long", year: "numeric" }, locale);

/** A rental line's days, size, rent and deposit, per copy when it books several (cart and checkout; client components). */
export function StayLine({ line }: { line: DatedLine }) {
  const t = usePageT("cart");
  const locale = useLocale();
  const days = stayDays(line.from, line.to);
  // Several copies: the rent and deposit are per copy (the totals count every copy).
  const each = (amount: string) => (line.quantity > 1 ? t("each", { amount }) : amount);
  return (
    <div className="text-sm text-stone-700" data-testid="line-stay" data-keep-clear>
      <p>
        <span className="font-semibold text-maroon-900">{t("pickup")}</span> {formatDay(line.from, DAY, locale)} ·{" "}
        <span className="font-semibold text-maroon-900">{t("return")}</span> {formatDay(line.to, DAY, locale)} (
        {t(pluralKey(locale, "days", days), { count: days })})
      </p>
      {line.size ? <p>{t("size", { size: line.size })}</p> : null}
      <p>
        {t("rent")} <strong className="text-maroon-700">{each(formatRupees(line.price))}</strong> ·{" "}
        {t("refundableDeposit")} <strong>{each(formatRupees(line.deposit))}</strong>
      </p>
    </div>
  );
}

/**
 * Totals: what is paid for, the refundable deposits apart, the delivery charge when the
 * checkout's visitor chose delivery (`delivery`, 0 for free; null: no delivery line), and all
 * of it together.
 */
export function CartTotals({
  payable,
  deposits,
  delivery = null,
  testId,
}: {
  payable: number;
  deposits: number;
  delivery?: number | null;
  testId: string;
}) {
  const t = usePageT("cart");
  if (!deposits && delivery === null) {
    return (
      <p className="mt-2 flex justify-between text-lg" data-keep-clear>
        <span>{t("total")}</span>{" "}
        <strong className="text-maroon-700" data-testid={testId}>
          {formatRupees(payable)}
        </strong>
      </p>
    );
  }
  return (
    <div className="mt-2" data-keep-clear>
      <dl className="space-y-1">
        <div className="flex justify-between">
          <dt>{deposits ? t("rentAndItems") : t("items")}</dt>{" "}
          <dd data-testid="payable-total">{formatRupees(payable)}</dd>
        </div>
        {deposits ? (
          <div className="flex justify-between">
            <dt>{t("refundableDeposits")}</dt> <dd data-testid="deposit-total">{formatRupees(deposits)}</dd>
          </div>
        ) : null}
        {delivery !== null ? (
          <div className="flex justify-between">
            <dt>{t("delivery")}</dt>{" "}
            <dd data-testid="delivery-charge">{delivery ? formatRupees(delivery) : t("free")}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-lg">
          <dt>{t("totalToPay")}</dt>{" "}
          <dd>
            <strong className="text-maroon-700" data-testid={testId}>
              {formatRupees(payable + deposits + (delivery ?? 0))}
            </strong>
          </dd>
        </div>
      </dl>
      {deposits ? <p className="mt-1 text-sm text-stone-600">{t("depositsBack")}</p> : null}
    </div>
  );
}
