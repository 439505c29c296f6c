import { formatDay } from "@/lib/dates";
import { formatRupees } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { pluralKey } from "@/lib/i18n/plural";
import { translator } from "@/lib/i18n/server";
import type { LedgerEntryView } from "../views";

type Words = ReturnType<typeof translator<"bookingPage">>;

/*
 * "Your account" on her booking page: every line of her booking's books, oldest first, in her
 * words: what it is, why (the books' own reasons in her language, the owner's as typed), the
 * piece's R-number, and the amount (a charge signed, money in "paid", money back "refunded").
 * A server component: a plain table, three narrow columns that wrap on a 320 px phone.
 */

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };

function byMethod(method: LedgerEntryView["method"], t: Words): string | null {
  if (method === "upi") return t("byUpi");
  if (method === "cash") return t("byCash");
  if (method === "card") return t("byCard");
  if (method === "online") return t("byOnline");
  return null;
}

/** What the line is, in her words. */
export function entryWhat(e: LedgerEntryView, t: Words): string {
  switch (e.kind) {
    case "rent":
      return t("rent");
    case "deposit":
      return t("deposit");
    case "deposit_released":
      return t("depositBack");
    case "delivery":
      return t("delivery");
    case "goods":
      return t("goods");
    case "late_fee":
      return t("lateFee");
    case "damage":
      return t("damage");
    case "adjustment":
      return t("adjustment");
    case "payment": {
      const by = byMethod(e.method, t);
      return by ? t("paymentBy", { by }) : t("payment");
    }
    case "refund": {
      const by = byMethod(e.method, t);
      return by ? t("refundBy", { by }) : t("refund");
    }
  }
}

const LATE = /^(\d+) days? late$/;

/**
 * Why, in her language: the reasons the books post themselves are fixed English codes, named
 * from the catalogue; the owner's own words (a payment's note, an adjustment's reason, her note
 * on a damaged piece) are shown as she typed them.
 */
export function entryReason(e: LedgerEntryView, t: Words, locale: Locale): string | null {
  const reason = e.reason?.trim();
  if (!reason) return null;
  if (e.byOwner) return reason;
  const late = LATE.exec(reason);
  if (late) return t(pluralKey(locale, "daysLate", Number(late[1])), { count: Number(late[1]) });
  switch (reason) {
    case "booked":
      return t("reasonBooked");
    case "cancelled":
      return t("reasonCancelled");
    case "booked again":
      return t("reasonBookedAgain");
    case "returned":
      return t("reasonReturned");
    case "new days":
      return t("reasonNewDays");
    case "changed":
      return t("reasonChanged");
    case "damaged":
      return t("reasonDamaged");
    default:
      return reason;
  }
}

/** "+₹3,000" / "−₹3,000" for a charge; "₹8,000 paid", "₹1,200 refunded" for money that moved. */
export function entryAmount(e: LedgerEntryView, t: Words): string {
  if (e.kind === "payment") return t("amountPaid", { amount: formatRupees(e.amount) });
  if (e.kind === "refund") return t("refunded", { amount: formatRupees(e.amount) });
  return e.amount < 0 ? `−${formatRupees(-e.amount)}` : `+${formatRupees(e.amount)}`;
}

export function BookingAccount({ entries, locale }: { entries: LedgerEntryView[]; locale: Locale }) {
  const t = translator(locale, "bookingPage");
  if (!entries.length) return null;
  return (
    <div className="mt-4 border-t border-stone-200 pt-4">
      <table className="w-full text-left text-sm text-stone-800" data-testid="booking-account">
        <caption className="mb-2 text-left font-bold text-maroon-800">{t("accountCaption")}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600">
            <th scope="col" className="py-1 pr-2 font-semibold">
              {t("colDay")}
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              {t("colWhat")}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t("colAmount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const reason = entryReason(e, t, locale);
            const about = [e.stay, reason].filter(Boolean).join(" · ");
            const money = e.kind === "payment" || e.kind === "refund";
            return (
              <tr key={e.id} className="border-b border-stone-100 align-top last:border-0" data-testid="account-entry">
                <td className="py-2 pr-2 whitespace-nowrap">{formatDay(e.on, DAY, locale)}</td>
                <td className="py-2 pr-2 [overflow-wrap:anywhere]">
                  <span className="font-medium">{entryWhat(e, t)}</span>
                  {about ? <span className="block text-xs text-stone-600">{about}</span> : null}
                </td>
                <td className={`py-2 text-right tabular-nums ${money ? "font-semibold text-green-900" : ""}`}>
                  {entryAmount(e, t)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
