import "server-only";
import { formatRupees } from "@/lib/format";
import { formatDay, type Day } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { pluralKey } from "@/lib/i18n/plural";
import { translator } from "@/lib/i18n/server";
import type { Adjustable, Books } from "./ledger";

/*
 * What the shop e-mails a customer when her booking's money moves or its charges change: a
 * payment came in, a refund went out, the owner adjusted a charge, cancelled the booking or
 * approved other days. Each says what happened, then the booking's figures after it and her
 * booking page. In her language, from the "ledgerMail" catalogue. Only the shop's own words,
 * the figures and R-numbers, and the owner's reasons: nothing a visitor typed (her name,
 * notes, size or address) is given to it, so nothing of it can reach the e-mail. Server only:
 * the translator carries every catalogue.
 */

/** How money moved, as the ledger names it ("UPI", "CASH", …; either case). */
export type MoneyMethod = "UPI" | "CASH" | "CARD" | "ONLINE" | "upi" | "cash" | "card" | "online";

/** What happened, with what the e-mail names. */
export type LedgerMailEvent =
  | { event: "payment"; amount: number; method: MoneyMethod }
  | { event: "refund"; amount: number; method: MoneyMethod }
  /** `number`: the stay a late fee or damage adjustment is on (the booking's R-numbers when left out) */
  | { event: "adjustment"; amount: number; reason: string; kind: Adjustable; number?: string | null }
  /** `numbers`: the stays the shop cancelled */
  | { event: "cancelled"; numbers: string[] }
  /** the stay moved, its new days and its rent for them */
  | { event: "change"; number: string; from: Day; to: Day; rent: number; delivery?: boolean };

/**
 * One line of the books, as views.ts's LedgerEntryView carries it (only what the e-mail reads;
 * rules/ does not import views.ts, which imports rules/).
 */
export interface LedgerLineWords {
  kind:
    | "rent"
    | "deposit"
    | "deposit_released"
    | "delivery"
    | "goods"
    | "late_fee"
    | "damage"
    | "adjustment"
    | "payment"
    | "refund";
  amount: number;
  reason: string | null;
  byOwner: boolean;
  /** the stay's R-number; null for the whole booking */
  stay: string | null;
}

/** The booking the e-mail is about: the shop, her page and the books after the event. */
export interface LedgerMailBooking {
  shopName: string;
  /** the shop's phone to call or WhatsApp */
  phone: string;
  /** her booking page, absolute */
  bookingUrl: string;
  /** the booking's R-numbers, every stay */
  numbers: string[];
  money: Pick<Books, "charged" | "paid" | "refunded" | "due" | "refundDue" | "depositHeld"> & {
    entries: LedgerLineWords[];
  };
}

type Words = ReturnType<typeof translator<"ledgerMail">>;

/** "+₹500" or "−₹500". */
const signedRupees = (amount: number) => (amount < 0 ? `−${formatRupees(-amount)}` : `+${formatRupees(amount)}`);

function byMethod(method: MoneyMethod, t: Words): string {
  switch (method.toUpperCase()) {
    case "UPI":
      return t("byUpi");
    case "CASH":
      return t("byCash");
    case "CARD":
      return t("byCard");
    default:
      return t("byOnline");
  }
}

const LATE = /^(\d+) days? late$/;

/**
 * A deduction's reason in her language: the ones the books post themselves ("2 days late",
 * "damaged") from the catalogue; the owner's own words (an adjustment's reason, her note on a
 * damaged piece) as she typed them.
 */
function reasonWords(e: LedgerLineWords, t: Words, locale: Locale): string | null {
  const reason = e.reason?.trim();
  if (!reason) return null;
  if (e.byOwner) return reason;
  const late = LATE.exec(reason);
  if (late) return t(pluralKey(locale, "daysLate", Number(late[1])), { count: late[1]! });
  if (reason === "damaged") return t("reasonDamaged");
  return reason;
}

const DEDUCTIONS: LedgerLineWords["kind"][] = ["late_fee", "damage", "adjustment"];

/** "• Late fee R-4: +₹800 (2 days late)": each late fee, damage and adjustment on the books, oldest first. */
export function deductionLines(entries: LedgerLineWords[], locale: Locale = "en"): string[] {
  const t = translator(locale, "ledgerMail");
  const what = { late_fee: t("kindLateFee"), damage: t("kindDamage"), adjustment: t("kindAdjustment") } as Record<
    string,
    string
  >;
  return entries
    .filter((e) => DEDUCTIONS.includes(e.kind))
    .map((e) => {
      const reason = reasonWords(e, t, locale);
      return `• ${what[e.kind]}${e.stay ? ` ${e.stay}` : ""}: ${signedRupees(e.amount)}${reason ? ` (${reason})` : ""}`;
    });
}

/** The booking's figures after the event: charged and paid, then what is due, owed back, or nothing. */
function figureLines(money: LedgerMailBooking["money"], t: Words, owed?: string): string[] {
  const charged = formatRupees(money.charged);
  const paid = formatRupees(money.paid);
  const totals =
    money.refunded > 0
      ? t("nowTotalsRefunded", { charged, paid, refunded: formatRupees(money.refunded) })
      : t("nowTotals", { charged, paid });
  const standing =
    money.refundDue > 0
      ? (owed ?? t("shopOwes", { amount: formatRupees(money.refundDue) }))
      : money.due > 0
        ? t("stillDue", { amount: formatRupees(money.due) })
        : t("nothingDue");
  const held = money.depositHeld > 0 ? [t("depositHeld", { amount: formatRupees(money.depositHeld) })] : [];
  return [totals, standing, ...held];
}

function adjustmentLine(e: Extract<LedgerMailEvent, { event: "adjustment" }>, number: string, t: Words): string {
  const amount = formatRupees(Math.abs(e.amount));
  const up = e.amount > 0;
  if (e.kind === "late_fee") return up ? t("lateFeeUp", { amount, number }) : t("lateFeeDown", { amount, number });
  if (e.kind === "damage") return up ? t("damageUp", { amount, number }) : t("damageDown", { amount, number });
  return up ? t("otherUp", { amount, number }) : t("otherDown", { amount, number });
}

/** The e-mail to her about one event on her booking's books, in her language. */
export function ledgerMail(
  e: LedgerMailEvent,
  b: LedgerMailBooking,
  locale: Locale = "en",
): { subject: string; body: string } {
  const t = translator(locale, "ledgerMail");
  const numbers = b.numbers.join(", ");
  const day = (d: Day) => formatDay(d, undefined, locale);
  let subject: string;
  let what: string[];
  let owed: string | undefined;
  switch (e.event) {
    case "payment": {
      const amount = formatRupees(e.amount);
      subject = t("paymentSubject", { amount, numbers });
      what = [t("paymentLine", { amount, by: byMethod(e.method, t), numbers })];
      break;
    }
    case "refund": {
      const amount = formatRupees(e.amount);
      const deductions = deductionLines(b.money.entries, locale);
      subject = t("refundSubject", { amount, numbers });
      what = [
        t("refundLine", { amount, by: byMethod(e.method, t), numbers }),
        ...(deductions.length ? ["", t("deductionsHead"), ...deductions] : []),
      ];
      break;
    }
    case "adjustment": {
      const number = e.number || numbers;
      subject = t("adjustmentSubject", { numbers: number });
      what = [adjustmentLine(e, number, t), t("reasonLine", { reason: e.reason })];
      break;
    }
    case "cancelled": {
      const cancelled = (e.numbers.length ? e.numbers : b.numbers).join(", ");
      subject = t("cancelledSubject", { shop: b.shopName, numbers: cancelled });
      what = [t("cancelledLine", { numbers: cancelled })];
      // Money paid and now owed back: the refund due, in so many words.
      const kept = b.money.paid - b.money.refunded;
      if (kept > 0 && b.money.refundDue > 0)
        owed = t("cancelledRefund", { paid: formatRupees(kept), amount: formatRupees(b.money.refundDue) });
      break;
    }
    case "change": {
      const days = e.from === e.to ? day(e.from) : `${day(e.from)} – ${day(e.to)}`;
      subject = t("changeSubject", { number: e.number, days });
      // A delivery's new first day is its delivery day, not a pickup at the shop.
      what = [
        t(e.delivery ? "changeLineDelivery" : "changeLine", { number: e.number, from: day(e.from), to: day(e.to) }),
        t("changeRent", { number: e.number, rent: formatRupees(e.rent) }),
      ];
      break;
    }
  }
  return {
    subject,
    body: [
      t("head", { shop: b.shopName }),
      "",
      ...what,
      "",
      ...figureLines(b.money, t, owed),
      "",
      t("bookingPage", { url: b.bookingUrl }),
      t("questions", { phone: b.phone }),
    ].join("\n"),
  };
}
