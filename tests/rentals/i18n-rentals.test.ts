import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { describe, expect, it } from "vitest";
import { ClientMessagesProvider } from "@/lib/i18n/client";
import { PageMessages } from "@/lib/i18n/page-messages";
import type { Locale } from "@/lib/i18n/locales";
import { CLIENT_NAMESPACES, catalogueFor, type Catalogue, type ClientNamespace } from "@/messages";
import { longDay, monthName, weekdayHeads } from "@/features/rentals/rules/calendar";
import { holdTimeText, lastMinuteText } from "@/features/rentals/rules/holds";
import { MonthCalendar } from "@/features/rentals/ui/month-calendar";
import { CalendarLegend } from "@/features/rentals/ui/calendar-legend";
import { StayEditor } from "@/features/rentals/ui/stay-editor";
import { SizeChoice } from "@/features/rentals/ui/size-choice";
import { RentLine } from "@/features/rentals/ui/rental-offer";
import { CustomerBookingView } from "@/features/rentals/ui/customer-booking";
import type { CustomerBooking, CustomerStay, LedgerEntryView } from "@/features/rentals/views";
import { getSiteConfig } from "@/lib/site/config";
import { shopVisit } from "@/lib/site/visit";
import { eachDay, formatDay } from "@/lib/dates";
import { format } from "@/lib/i18n/format-message";
import { verdictText } from "@/features/rentals/ui/booking-widget";
import { stayVerdict } from "@/features/rentals/rules/stay-verdict";
import { ReserveForm, EMPTY_DETAILS } from "@/features/rentals/ui/reserve-form";
import { StayActions } from "@/features/rentals/ui/stay-actions";
import { StayAlternatives } from "@/features/rentals/ui/stay-alternatives";
import type { CartProduct } from "@/features/cart/rules/cart";
import type { DayStatus } from "@/features/rentals/rules/availability";

// The rent-by-date widget and her booking page in Hindi (/hi); English unchanged.

const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };

/**
 * A client tree as the shop's document wraps it (the page's language and its client
 * catalogues) and as RentByDate wraps the widget (the calendar's words); a router for the
 * booking page's buttons. CustomerBookingView hands its buttons their words itself.
 */
function render(locale: Locale, element: ReactElement): string {
  const catalogue = catalogueFor(locale);
  const messages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, catalogue[ns]])) as Pick<
    Catalogue,
    ClientNamespace
  >;
  const words = h(PageMessages, { messages: { calendar: catalogue.calendar }, children: element });
  // a stand-in router: the components only call refresh()
  const tree = h(
    AppRouterContext.Provider,
    { value: router as unknown as AppRouterInstance },
    h(ClientMessagesProvider, { locale, messages, children: words }),
  );
  return renderToStaticMarkup(tree)
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const calendar = (locale: Locale) =>
  render(
    locale,
    h(MonthCalendar, {
      focus: "2026-12-14",
      today: "2026-12-01",
      horizon: "2027-06-01",
      statuses: new Map<string, DayStatus>([
        ["2026-12-14", "free"],
        ["2026-12-15", "booked"],
      ]),
      event: "2026-12-14",
      stay: { pickup: "2026-12-13", ret: "2026-12-15" },
      onMove() {},
      onPick() {},
    }),
  );

describe("rental dates in Hindi", () => {
  it("names days and months through Intl hi-IN, English unchanged", () => {
    expect(longDay("2026-12-14", "hi")).toBe("सोमवार 14 दिसंबर 2026");
    expect(monthName("2027-01", "hi")).toBe("जनवरी 2027");
    expect(weekdayHeads("hi").map((w) => w.short)).toEqual(["सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि", "रवि"]);
    expect(weekdayHeads("hi")[6]!.name).toBe("रविवार");
    expect(longDay("2026-12-14")).toBe("Monday 14 December 2026");
    expect(weekdayHeads().map((w) => w.short)).toEqual(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);
    expect(formatDay("2026-12-14", undefined, "hi")).toContain("दिस॰");
  });

  it("says when a hold lapses by the time of day, not am/pm", () => {
    expect(holdTimeText(new Date("2026-12-01T10:00:00Z"), "hi")).toBe("मंगल, 1 दिस॰, दोपहर 3:30");
    expect(holdTimeText(new Date("2026-12-01T10:00:00Z"))).toBe("Tue 1 Dec, 3:30 pm");
  });

  it("states a cutoff as the last minute before it: a Monday-midnight cutoff is Sunday 11:59 pm", () => {
    const mondayStarts = new Date("2026-12-20T18:30:00Z"); // 00:00 on Mon 21 Dec, India time
    expect(lastMinuteText(mondayStarts, "hi")).toBe("रवि, 20 दिस॰, रात 11:59");
    expect(lastMinuteText(mondayStarts)).toBe("Sun 20 Dec, 11:59 pm");
  });
});

describe("the booking widget in Hindi", () => {
  it("draws the month calendar with Hindi month, day names and each day's status", () => {
    const html = calendar("hi");
    expect(html).toContain("दिसंबर 2026");
    expect(html).toContain('abbr="सोमवार"');
    expect(html).toContain(">सोम</th>");
    expect(html).toContain('aria-label="सोमवार 14 दिसंबर 2026, ख़ाली, आपके फ़ंक्शन का दिन"');
    expect(html).toContain('aria-label="मंगलवार 15 दिसंबर 2026, बुक है, वापसी का दिन"');
    expect(html).toContain('aria-label="पिछला महीना"');
    expect(html).not.toMatch(/December|Monday|Previous month/);
  });

  it("keeps the English calendar as it was", () => {
    const html = calendar("en");
    expect(html).toContain("December 2026");
    expect(html).toContain('abbr="Monday"');
    expect(html).toContain(">Mo</th>");
    expect(html).toContain('aria-label="Monday 14 December 2026, free, your function day"');
  });

  it("explains the legend, the size choice and the stay in Hindi", () => {
    const legend = render("hi", h(CalendarLegend));
    expect(legend).toContain("बुक है");
    expect(legend).toContain("आपका फ़ंक्शन");
    const sizes = render("hi", h(SizeChoice, { sizes: ["S", "M"], size: null, onSize() {} }));
    expect(sizes).toContain("आपका साइज़");
    expect(sizes).toContain("यह पीस 2 साइज़ में है");
    const editor = render(
      "hi",
      h(StayEditor, {
        stay: { pickup: "2026-12-13", ret: "2026-12-17" },
        event: "2026-12-14",
        today: "2026-12-01",
        maxDays: 14,
        price: { days: 5, extraDays: 2, rent: 5000, deposit: 3000 },
        extraDay: 1000,
        onChange() {},
      }),
    );
    expect(editor).toContain("पिकअप");
    expect(editor).toContain("रवि, 13 दिस॰ 2026");
    expect(editor).toContain("2 एक्स्ट्रा दिन × ₹1,000");
    expect(editor).toContain('aria-label="पिकअप एक दिन पहले"');
    expect(editor).toContain("कुल देना है");
    // the e2e specs find the days by these
    expect(editor).toContain('data-testid="pickup-day"');
    expect(editor).toContain('data-testid="return-day"');
    const english = render(
      "en",
      h(StayEditor, {
        stay: { pickup: "2026-12-13", ret: "2026-12-17" },
        event: null,
        today: "2026-12-01",
        maxDays: 14,
        price: { days: 5, extraDays: 1, rent: 4000, deposit: 3000 },
        extraDay: 1000,
        onChange() {},
      }),
    );
    expect(english).toContain("Rent (1 extra day × ₹1,000)");
    expect(english).toContain('aria-label="Return one day later"');
  });

  it("states the rent on a piece's page in Hindi", () => {
    const rental = { terms: { rent: 3000, baseDays: 3, extraDay: 1000, deposit: 3000 } } as Parameters<
      typeof RentLine
    >[0]["rental"];
    expect(renderToStaticMarkup(h(RentLine, { rental, locale: "hi" }))).toContain("किराया: 3 दिन के लिए ₹3,000");
    expect(renderToStaticMarkup(h(RentLine, { rental }))).toContain("Rent: ₹3,000 for 3 days");
  });
});

describe("reserving in Hindi", () => {
  const stay = { pickup: "2026-12-13", ret: "2026-12-15" };
  const summary = {
    title: "Rani Pink Lehenga",
    from: stay.pickup,
    to: stay.ret,
    rent: 3000,
    deposit: 3000,
    size: null,
    link: "https://example.test/x",
  };
  const piece = { _id: "p1", title: "Rani Pink Lehenga", kind: "collection" } as unknown as CartProduct;

  it("asks for her details and offers the cart, with the cart link under /hi", () => {
    const form = render(
      "hi",
      h(ReserveForm, {
        productId: "p1",
        stay,
        size: "",
        summary,
        whatsappNumber: "919999999999",
        details: EMPTY_DETAILS,
        onDetails() {},
        onUse() {},
        onReserved() {},
        onTaken() {},
      }),
    );
    expect(form).toContain("हम रवि, 13 दिस॰ – मंगल, 15 दिस॰ के लिए यह पीस आपके नाम पर रखेंगे");
    expect(form).toContain("बुकिंग भेजें");
    expect(form).toContain('aria-label="इन तारीख़ों के लिए बुक करें"');
    expect(form).toContain(">नाम");
    const actions = render(
      "hi",
      h(StayActions, {
        piece,
        stay,
        summary,
        size: "",
        onSize() {},
        ready: true,
        whatsappNumber: "91",
        onUse() {},
        onReserved() {},
        onTaken() {},
      }),
    );
    expect(actions).toContain("इन तारीख़ों के साथ कार्ट में डालें");
    expect(actions).toContain("अभी बुक करें");
    expect(actions).toContain('placeholder="जैसे M, या बस्ट 36"');
    expect(render("hi", h(StayAlternatives, { productId: "p1", stay, size: null, onUse() {} }))).toContain(
      "ख़ाली दिन और दूसरे पीस ढूँढे जा रहे हैं…",
    );
  });

  it("says why a stay cannot be booked in the page's language, buffers included", () => {
    const terms = { rent: 3000, baseDays: 3, extraDay: 1000, deposit: 3000, stock: 1, bufferBefore: 1, bufferAfter: 2 };
    const rules = { maxDays: 14, aheadMonths: 18 };
    const free = new Map<string, DayStatus>(eachDay("2026-12-01", "2026-12-31").map((d) => [d, "free"]));
    // The return on the 12th is held two more days for cleaning: the 14th is one of them.
    const booked = new Map(free).set("2026-12-14", "booked");
    const say = (locale: "en" | "hi", pickup: string, ret: string, statuses = free, checking = false) => {
      const words = catalogueFor(locale).calendar as Record<string, string>;
      const t = (key: string, values?: Record<string, string | number>) => format(words[key]!, values);
      const verdict = stayVerdict({ stay: { pickup, ret }, today: "2026-12-01", rules, terms, statuses, checking });
      return verdictText(verdict, rules, terms, t, locale);
    };
    expect(say("hi", "2026-12-10", "2026-12-12", booked)).toBe(
      "यह पीस इन सभी दिनों पर ख़ाली नहीं है। फ़िटिंग और सफ़ाई के लिए दुकान इसे पिकअप से 1 दिन पहले और वापसी के 2 दिन बाद भी अपने पास रखती है। फ़ंक्शन की कोई और तारीख़ चुनें, या पिकअप और वापसी के दिन आगे-पीछे करें।",
    );
    expect(say("en", "2026-12-10", "2026-12-12", booked)).toBe(
      "This piece is not free on all of these days. The shop also keeps it 1 day before pickup and 2 days after return for fitting and cleaning. Choose another function date, or move pickup and return.",
    );
    expect(say("hi", "2026-12-10", "2026-12-30")).toBe(
      "किराए पर ज़्यादा से ज़्यादा 14 दिन के लिए ले सकते हैं। इससे ज़्यादा दिनों के लिए कृपया दुकान को कॉल करें।",
    );
    expect(say("en", "2026-12-10", "2026-12-30")).toBe(
      "A rental can be at most 14 days. For longer, please call the shop.",
    );
    expect(say("hi", "2026-11-30", "2026-12-02")).toBe("पिकअप का दिन निकल चुका है। आज या उसके बाद का कोई दिन चुनें।");
    expect(say("en", "2026-11-30", "2026-12-02")).toBe("The pickup day has passed. Choose today or a later day.");
    expect(say("hi", "2026-12-10", "2026-12-12", free, true)).toBe("ये दिन देखे जा रहे हैं…");
    expect(say("en", "2026-12-10", "2026-12-12")).toBeNull();
  });
});

describe("her booking page in Hindi", () => {
  const entry = (
    e: Partial<LedgerEntryView> & Pick<LedgerEntryView, "id" | "kind" | "amount" | "on">,
  ): LedgerEntryView => ({
    method: null,
    reference: null,
    reason: null,
    byOwner: false,
    online: false,
    stay: null,
    createdAt: `${e.on}T06:00:00.000Z`,
    ...e,
  });
  const requested: CustomerStay = {
    id: "s1",
    number: "R-3",
    title: "Rani Pink Lehenga",
    image: null,
    href: "/product/rani-pink-lehenga",
    size: "M",
    from: "2026-12-13",
    to: "2026-12-15",
    status: "requested",
    cancelReason: null,
    lapsesAt: "2026-12-01T10:00:00.000Z",
    rent: 3000,
    deposit: 3000,
    change: { from: "2026-12-14", to: "2026-12-16", status: "requested" },
    canChange: true,
    returned: null,
    charged: 6000,
    cancelUntil: "2026-12-12T06:30:00.000Z",
  };
  // A pending hold, nothing paid yet: its rent and deposit are due, and the UPI link asks for them.
  const booking: CustomerBooking = {
    path: "/booking/abc.def",
    name: "Asha",
    placedAt: "2026-12-01T06:00:00.000Z",
    stays: [requested],
    fulfilment: null,
    rent: 3000,
    deposit: 3000,
    paid: 0,
    due: 6000,
    charged: 6000,
    depositHeld: 0,
    credit: 0,
    delivery: 0,
    goods: 0,
    adjustments: 0,
    entries: [
      entry({ id: "e1", kind: "rent", amount: 3000, reason: "booked", stay: "R-3", on: "2026-12-01" }),
      entry({ id: "e2", kind: "deposit", amount: 3000, reason: "booked", stay: "R-3", on: "2026-12-01" }),
    ],
    lateFee: 0,
    damage: 0,
    refundDue: 0,
    refunded: 0,
    upi: { amount: 6000, id: "shop@upi", link: "upi://pay?pa=shop@upi&am=6000", svg: "<svg></svg>" },
    online: null,
  };
  // A piece back two days late: ₹4,000 paid, rent ₹2,000 and the ₹800 late fee charged, the deposit released: ₹1,200 to refund.
  const returned: CustomerBooking = {
    ...booking,
    path: "/booking/ghi.jkl",
    placedAt: "2026-11-15T06:00:00.000Z",
    stays: [
      {
        id: "s2",
        number: "R-4",
        title: "Gold Gown",
        image: null,
        href: "/product/gold-gown",
        size: null,
        from: "2026-11-20",
        to: "2026-11-22",
        status: "returned",
        cancelReason: null,
        lapsesAt: null,
        rent: 2000,
        deposit: 2000,
        change: null,
        canChange: false,
        returned: {
          returnedOn: "2026-11-24",
          daysLate: 2,
          lateFee: 800,
          damage: 0,
          refundDue: 1200,
          owed: 0,
          refunded: null,
        },
        charged: 2800,
        cancelUntil: null,
      },
    ],
    rent: 2000,
    deposit: 2000,
    paid: 4000,
    due: 0,
    charged: 2800,
    depositHeld: 0,
    credit: 1200,
    entries: [
      entry({ id: "f1", kind: "rent", amount: 2000, reason: "booked", stay: "R-4", on: "2026-11-15" }),
      entry({ id: "f2", kind: "deposit", amount: 2000, reason: "booked", stay: "R-4", on: "2026-11-15" }),
      entry({ id: "f3", kind: "payment", amount: 4000, method: "upi", byOwner: true, on: "2026-11-20" }),
      entry({ id: "f4", kind: "deposit_released", amount: -2000, reason: "returned", stay: "R-4", on: "2026-11-24" }),
      entry({ id: "f5", kind: "late_fee", amount: 800, reason: "2 days late", stay: "R-4", on: "2026-11-24" }),
    ],
    lateFee: 800,
    refundDue: 1200,
    upi: null,
  };
  const site = getSiteConfig();
  const page = (locale: Locale, b: CustomerBooking = booking) =>
    render(locale, h(CustomerBookingView, { booking: b, site, shop: shopVisit(site), locale }));

  it("says everything in Hindi, with Hindi dates, and links under /hi", () => {
    const html = page("hi");
    expect(html).toContain("आपकी बुकिंग");
    expect(html).toContain("Asha के लिए, मंगल, 1 दिस॰ 2026 को बुक किया गया।");
    expect(html).toContain("कन्फ़र्मेशन बाक़ी");
    expect(html).toContain("दुकान के कन्फ़र्म न करने पर मंगल, 1 दिस॰, दोपहर 3:30 (भारतीय समय) तक ही रखा गया है");
    expect(html).toContain("पिकअप रवि, 13 दिस॰ 2026 · वापसी मंगल, 15 दिस॰ 2026");
    expect(html).toContain("आपने सोम, 14 दिस॰ 2026 से बुध, 16 दिस॰ 2026 माँगे हैं");
    expect(html).toContain("आप शनि, 12 दिस॰, सुबह 11:59 (भारतीय समय) तक यहाँ"); // her last minute to cancel
    expect(html).toContain('href="/hi/product/rani-pink-lehenga"');
    // the UPI words in Hindi, its link as it is
    expect(html).toContain("किसी भी UPI ऐप से स्कैन करें");
    expect(html).toContain("UPI से ₹6,000 भेजें");
    expect(html).toContain('href="upi://pay?pa=shop@upi&am=6000"');
    // her buttons (client components)
    expect(html).toContain("R-3 कैंसल करें");
    expect(html).toContain("हाँ, कैंसल करें");
    expect(html).toContain("दूसरे दिन माँगें");
    expect(html).toContain("वापसी का दिन");
    expect(html).not.toMatch(/Your booking|Pickup |Requested|Cancel |Ask for other days|Scan with|held until/);
    const back = page("hi", returned);
    expect(back).toContain("मंगल, 24 नव॰ 2026 को लौटाया गया, 2 दिन देर से: लेट फ़ीस ₹800; ₹1,200 वापस किए जाएँगे।");
    expect(back).not.toMatch(/Your booking|Returned |late fee|to be refunded|Scan with/);
  });

  it("keeps the English page's words", () => {
    const html = page("en");
    expect(html).toContain(
      "For Asha, booked on Tue, 1 Dec, 2026. Keep this page's link: it is your booking's key, so share it only with people you trust.",
    );
    expect(html).toContain(" · held until Tue 1 Dec, 3:30 pm (India time) unless the shop confirms it");
    expect(page("en", returned)).toContain(
      "Returned Tue, 24 Nov, 2026, 2 days late: late fee ₹800; ₹1,200 to be refunded.",
    );
    expect(html).toContain(">Cancel R-3</button>");
    expect(html).toContain(
      "Plans changed? You can cancel here until Sat 12 Dec, 11:59 am (India time); after that, please call the shop.",
    );
    expect(html).toContain('href="/product/rani-pink-lehenga"');
    expect(html).toContain("Or pay ₹6,000 to the UPI id <span");
    expect(html).toContain("</span>. The shop confirms your booking once it sees the payment;");
  });
});
