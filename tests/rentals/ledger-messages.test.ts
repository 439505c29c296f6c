// What the shop e-mails her when her booking's money moves (features/rentals/rules/ledger-messages.ts):
// each event in English and in Hindi names the figures, the R-numbers, the owner's reason and
// her booking page, and nothing a visitor typed.
import { describe, expect, it } from "vitest";
import {
  deductionLines,
  ledgerMail,
  type LedgerMailBooking,
  type LedgerMailEvent,
} from "@/features/rentals/rules/ledger-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { LedgerEntryView } from "@/features/rentals/views";
import { entryAmount, entryReason, entryWhat } from "@/features/rentals/ui/booking-account";
import { translator } from "@/lib/i18n/server";

const DEVANAGARI = /[\u0900-\u097F]/;
/** English interface words the e-mails use: none may be left in a Hindi one. */
const ENGLISH_WORDS =
  /\b(Namaste|received|refunded|Refund|Payment|booking|charged|paid|Still|due|owes|Nothing|deposit|Reason|cancelled|approved|pickup|return|rent|Questions|Late|fee|Damage|late|damaged|shop)\b/;
const URL = "https://rangrez.example/hi/booking/o.abc.2.sig";

let n = 0;
const entry = (e: Partial<LedgerEntryView> & Pick<LedgerEntryView, "kind" | "amount">): LedgerEntryView => ({
  id: `e${++n}`,
  method: null,
  reference: null,
  reason: null,
  byOwner: false,
  online: false,
  stay: "R-41",
  on: "2026-11-24",
  createdAt: "2026-11-24T06:00:00.000Z",
  ...e,
});

/** Two pieces booked together: R-41 came back 2 days late and stained, R-42 is still to come. */
const entries: LedgerEntryView[] = [
  entry({ kind: "rent", amount: 4500, reason: "booked" }),
  entry({ kind: "deposit", amount: 3000, reason: "booked" }),
  entry({ kind: "rent", amount: 2000, reason: "booked", stay: "R-42" }),
  entry({ kind: "payment", amount: 9500, method: "upi", reference: "UTR 5521", byOwner: true, stay: null }),
  entry({ kind: "deposit_released", amount: -3000, reason: "returned" }),
  entry({ kind: "late_fee", amount: 900, reason: "2 days late" }),
  entry({ kind: "damage", amount: 1200, reason: "Turmeric stain on the dupatta" }),
  entry({ kind: "adjustment", amount: -500, reason: "Festival goodwill", byOwner: true, stay: null }),
];

/** What a visitor typed, lying about the booking: none of it may reach an e-mail. */
const VISITOR = { name: "Meher Kaur", notes: "Ring the bell twice", address: "14 Rajouri Garden", size: "Bust 36" };

const booking = (money: Partial<LedgerMailBooking["money"]> = {}): LedgerMailBooking =>
  ({
    shopName: "Rangrez",
    phone: "+91 99580 31264",
    bookingUrl: URL,
    numbers: ["R-41", "R-42"],
    money: { charged: 8100, paid: 9500, refunded: 0, due: 0, refundDue: 1400, depositHeld: 0, entries, ...money },
    // as if a caller handed the booking row over whole
    ...VISITOR,
  }) as LedgerMailBooking;

function checked(e: LedgerMailEvent, b: LedgerMailBooking, locale: Locale) {
  const m = ledgerMail(e, b, locale);
  const all = `${m.subject}\n${m.body}`;
  for (const typed of Object.values(VISITOR)) expect(all).not.toContain(typed);
  expect(m.body).toContain(URL);
  expect(m.body).toContain("+91 99580 31264");
  if (locale === "hi") {
    expect(m.subject).toMatch(DEVANAGARI);
    // the shop's name, the owner's own words, R-numbers, links and "UPI" are not interface words
    const words = all
      .replace(/https:\/\/\S+/g, "")
      .replace(/Rangrez|WhatsApp|UPI|Turmeric stain on the dupatta|Festival goodwill|Blouse alteration/g, "");
    expect(words, all).not.toMatch(ENGLISH_WORDS);
  }
  return m;
}

describe("her e-mail when a payment comes in", () => {
  const e: LedgerMailEvent = { event: "payment", amount: 9500, method: "UPI" };
  const b = booking({
    charged: 9500,
    paid: 9500,
    refundDue: 0,
    due: 0,
    depositHeld: 3000,
    entries: entries.slice(0, 4),
  });

  it("in English: the amount, how, the R-numbers, and where the booking stands", () => {
    const m = checked(e, b, "en");
    expect(m.subject).toBe("Payment received: ₹9,500 for R-41, R-42");
    expect(m.body).toContain("We have received ₹9,500 by UPI for your booking R-41, R-42.");
    expect(m.body).toContain("Your booking now: ₹9,500 charged, ₹9,500 paid.");
    expect(m.body).toContain("Nothing is due.");
    expect(m.body).toContain("The shop holds your deposit of ₹3,000");
  });

  it("in Hindi", () => {
    const m = checked(e, b, "hi");
    expect(m.subject).toBe("भुगतान मिल गया: R-41, R-42 के लिए ₹9,500");
    expect(m.body).toContain("आपकी बुकिंग R-41, R-42 के लिए ₹9,500 UPI से मिल गए हैं।");
    expect(m.body).toContain("अब कुछ भी बाक़ी नहीं है।");
    expect(m.body).toContain("₹3,000 का डिपॉज़िट");
  });

  it("says what is still due after a part payment, and each way money moves", () => {
    const part = booking({ charged: 9500, paid: 4000, refundDue: 0, due: 5500, entries: entries.slice(0, 4) });
    expect(checked({ event: "payment", amount: 4000, method: "CASH" }, part, "en").body).toContain(
      "We have received ₹4,000 in cash",
    );
    expect(checked({ event: "payment", amount: 4000, method: "CASH" }, part, "en").body).toContain(
      "Still due: ₹5,500.",
    );
    expect(checked({ event: "payment", amount: 4000, method: "CASH" }, part, "hi").body).toContain("अभी बाक़ी: ₹5,500।");
    expect(checked({ event: "payment", amount: 4000, method: "CARD" }, part, "hi").body).toContain(
      "₹4,000 कार्ड से मिल गए हैं",
    );
    expect(checked({ event: "payment", amount: 4000, method: "ONLINE" }, part, "en").body).toContain("₹4,000 online");
  });
});

describe("her e-mail when a refund goes out", () => {
  const b = booking({ refunded: 1000, refundDue: 400 });
  const e: LedgerMailEvent = { event: "refund", amount: 1000, method: "UPI" };

  it("in English: the refund, each deduction with its reason, and what is still owed back", () => {
    const m = checked(e, b, "en");
    expect(m.subject).toBe("Refund sent: ₹1,000 for R-41, R-42");
    expect(m.body).toContain("We have refunded ₹1,000 by UPI for your booking R-41, R-42.");
    expect(m.body).toContain("• Late fee R-41: +₹900 (2 days late)");
    expect(m.body).toContain("• Damage R-41: +₹1,200 (Turmeric stain on the dupatta)");
    expect(m.body).toContain("• Adjustment: −₹500 (Festival goodwill)");
    expect(m.body).toContain("Your booking now: ₹8,100 charged, ₹9,500 paid, ₹1,000 refunded.");
    expect(m.body).toContain("The shop owes you ₹400");
    expect(m.body).not.toContain("Still due");
  });

  it("in Hindi, the books' own reasons in Hindi and the owner's as she typed them", () => {
    const m = checked(e, b, "hi");
    expect(m.subject).toBe("रिफ़ंड भेज दिया गया: R-41, R-42 के लिए ₹1,000");
    expect(m.body).toContain("आपकी बुकिंग R-41, R-42 के ₹1,000 UPI से वापस कर दिए गए हैं।");
    expect(m.body).toContain("• लेट फ़ीस R-41: +₹900 (2 दिन देर से)");
    expect(m.body).toContain("• नुक़सान R-41: +₹1,200 (Turmeric stain on the dupatta)");
    expect(m.body).toContain("• हिसाब में बदलाव: −₹500 (Festival goodwill)");
    expect(m.body).toContain("दुकान को आपको ₹400 लौटाने हैं");
  });

  it("lists no deductions when there are none, and names a damaged piece without a note", () => {
    const plain = booking({ entries: entries.slice(0, 5), refunded: 3000, refundDue: 0 });
    expect(checked(e, plain, "en").body).not.toContain("deducted");
    expect(deductionLines([entry({ kind: "damage", amount: 800, reason: "damaged" })], "hi")).toEqual([
      "• नुक़सान R-41: +₹800 (पीस ख़राब हुआ)",
    ]);
    expect(deductionLines([entry({ kind: "late_fee", amount: 300, reason: "1 day late" })], "en")).toEqual([
      "• Late fee R-41: +₹300 (1 day late)",
    ]);
  });
});

describe("her e-mail when the owner adjusts a charge", () => {
  it("a late fee waived on one stay, with the owner's reason", () => {
    const b = booking({ charged: 7600, refundDue: 1900 });
    const e: LedgerMailEvent = {
      event: "adjustment",
      amount: -500,
      reason: "Festival goodwill",
      kind: "late_fee",
      number: "R-41",
    };
    const en = checked(e, b, "en");
    expect(en.subject).toBe("A change to the charges of R-41");
    expect(en.body).toContain("The shop took ₹500 off the late fee of R-41.");
    expect(en.body).toContain("Reason: Festival goodwill");
    expect(en.body).toContain("The shop owes you ₹1,900");
    const hi = checked(e, b, "hi");
    expect(hi.body).toContain("दुकान ने R-41 की लेट फ़ीस में से ₹500 कम कर दिए हैं।");
    expect(hi.body).toContain("वजह: Festival goodwill");
  });

  it("a charge added to the whole booking, named by its R-numbers", () => {
    const b = booking({ charged: 8600, paid: 8100, refundDue: 0, due: 500 });
    const e: LedgerMailEvent = { event: "adjustment", amount: 500, reason: "Blouse alteration", kind: "other" };
    const en = checked(e, b, "en");
    expect(en.body).toContain("The shop added ₹500 to your booking R-41, R-42.");
    expect(en.body).toContain("Reason: Blouse alteration");
    expect(en.body).toContain("Still due: ₹500.");
    const hi = checked(e, b, "hi");
    expect(hi.body).toContain("दुकान ने आपकी बुकिंग R-41, R-42 में ₹500 जोड़े हैं।");
    expect(hi.body).toContain("अभी बाक़ी: ₹500।");
    expect(checked({ ...e, kind: "damage", number: "R-41" }, b, "hi").body).toContain(
      "दुकान ने R-41 के नुक़सान के चार्ज में ₹500 जोड़े हैं।",
    );
  });
});

describe("her e-mail when the shop cancels", () => {
  const paid = booking({ charged: 0, paid: 6500, refundDue: 6500, entries: [] });

  it("names the stays cancelled and the refund due when she had paid", () => {
    const en = checked({ event: "cancelled", numbers: ["R-42"] }, paid, "en");
    expect(en.subject).toBe("Rangrez has cancelled your booking R-42");
    expect(en.body).toContain("the shop has cancelled your booking R-42.");
    expect(en.body).toContain("You had paid ₹6,500: the refund due to you is ₹6,500");
    const hi = checked({ event: "cancelled", numbers: ["R-42"] }, paid, "hi");
    expect(hi.subject).toBe("Rangrez ने आपकी बुकिंग R-42 कैंसल कर दी है");
    expect(hi.body).toContain("आपने ₹6,500 दिए थे: आपका ₹6,500 का रिफ़ंड बनता है");
  });

  it("says nothing is due when she had not paid", () => {
    const unpaid = booking({ charged: 0, paid: 0, refundDue: 0, due: 0, entries: [] });
    const en = checked({ event: "cancelled", numbers: ["R-41", "R-42"] }, unpaid, "en");
    expect(en.body).toContain("your booking R-41, R-42.");
    expect(en.body).toContain("Nothing is due.");
    expect(en.body).not.toContain("refund");
    expect(checked({ event: "cancelled", numbers: [] }, unpaid, "hi").body).toContain("R-41, R-42 कैंसल कर दी है");
  });
});

describe("her e-mail when the owner approves other days", () => {
  const b = booking({ charged: 10500, paid: 9500, refundDue: 0, due: 1000, entries: entries.slice(0, 4) });
  const e: LedgerMailEvent = { event: "change", number: "R-42", from: "2026-12-13", to: "2026-12-16", rent: 3000 };

  it("in English: the new days, the new rent and what is due now", () => {
    const m = checked(e, b, "en");
    expect(m.subject).toBe("New days approved for R-42: Sun, 13 Dec, 2026 – Wed, 16 Dec, 2026");
    expect(m.body).toContain(
      "The shop has approved your new days for R-42: pickup Sun, 13 Dec, 2026, return Wed, 16 Dec, 2026.",
    );
    expect(m.body).toContain("The rent of R-42 for these days is ₹3,000.");
    expect(m.body).toContain("Still due: ₹1,000.");
  });

  it("in Hindi, with Hindi dates", () => {
    const m = checked(e, b, "hi");
    expect(m.subject).toContain("R-42 के नए दिन मंज़ूर");
    expect(m.body).toContain("पिकअप रवि, 13 दिस॰ 2026, वापसी बुध, 16 दिस॰ 2026।");
    expect(m.body).toContain("इन दिनों के लिए R-42 का किराया ₹3,000 है।");
    expect(m.body).toContain("अभी बाक़ी: ₹1,000।");
  });
});

describe("her account on her booking page, line by line", () => {
  const words = (locale: Locale) => translator(locale, "bookingPage");

  it("names each line in her words, the books' reasons translated and the owner's as typed", () => {
    const en = words("en");
    const hi = words("hi");
    const line = (e: Partial<LedgerEntryView> & Pick<LedgerEntryView, "kind" | "amount">, locale: Locale) => {
      const x = entry(e);
      const t = locale === "en" ? en : hi;
      return [entryWhat(x, t), entryReason(x, t, locale), entryAmount(x, t)];
    };
    expect(line({ kind: "rent", amount: 4500, reason: "booked" }, "en")).toEqual(["Rent", "booked", "+₹4,500"]);
    expect(line({ kind: "rent", amount: -4500, reason: "cancelled" }, "hi")).toEqual([
      "किराया",
      "कैंसल होने पर",
      "−₹4,500",
    ]);
    expect(line({ kind: "deposit_released", amount: -3000, reason: "returned" }, "hi")).toEqual([
      "पीस लौटने पर डिपॉज़िट वापस",
      "पीस लौट आया",
      "−₹3,000",
    ]);
    expect(line({ kind: "late_fee", amount: 300, reason: "1 day late" }, "hi")).toEqual([
      "लेट फ़ीस",
      "1 दिन देर से",
      "+₹300",
    ]);
    expect(line({ kind: "damage", amount: 1200, reason: "Turmeric stain on the dupatta" }, "hi")[1]).toBe(
      "Turmeric stain on the dupatta",
    );
    expect(line({ kind: "adjustment", amount: -500, reason: "booked", byOwner: true }, "hi")[1]).toBe("booked");
    expect(line({ kind: "goods", amount: 900, reason: "booked again" }, "hi").slice(0, 2)).toEqual([
      "सामान",
      "फिर से बुक होने पर",
    ]);
    expect(line({ kind: "payment", amount: 9500, method: "upi" }, "en")).toEqual([
      "Payment by UPI",
      null,
      "₹9,500 paid",
    ]);
    expect(line({ kind: "payment", amount: 9500, method: "cash" }, "hi")).toEqual([
      "नक़द भुगतान",
      null,
      "₹9,500 का भुगतान",
    ]);
    expect(line({ kind: "refund", amount: 1200, method: "card" }, "en")).toEqual([
      "Refund by card",
      null,
      "₹1,200 refunded",
    ]);
    expect(line({ kind: "refund", amount: 1200, method: "upi" }, "hi")).toEqual([
      "UPI से रिफ़ंड",
      null,
      "₹1,200 वापस किए गए",
    ]);
  });
});
