// Issue #46 (items 5 and 7): a delivery is named as one everywhere she and the owner read it;
// each piece is told its own return day; a cancelled booking's reminders read cancelled; the
// day she booked is India's; the piece calendar's chips never widen a phone's screen.
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { describe, expect, it } from "vitest";
import { ClientMessagesProvider } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { CLIENT_NAMESPACES, catalogueFor, type Catalogue, type ClientNamespace } from "@/messages";
import { getSiteConfig } from "@/lib/site/config";
import { shopVisit } from "@/lib/site/visit";
import { indiaToday } from "@/lib/format";
import {
  confirmationEmail,
  ownerReplyText,
  reminderMessage,
  staysIcs,
  type ReminderStay,
} from "@/features/rentals/rules/customer-messages";
import { customerWhatsappText, stayLines } from "@/features/rentals/rules/messages";
import { ledgerMail } from "@/features/rentals/rules/ledger-messages";
import { remindsOnlyCancelled } from "@/features/rentals/rules/reminders";
import { chipReason } from "@/features/rentals/rules/piece-calendar";
import { CustomerBookingView } from "@/features/rentals/ui/customer-booking";
import { BookingReminders } from "@/features/rentals/admin/booking-reminders";
import { MonthCalendar } from "@/features/rentals/admin/month-calendar";
import type { CustomerBooking, CustomerStay, ReminderRowView } from "@/features/rentals/views";

const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
function render(locale: Locale, element: ReactElement): string {
  const catalogue = catalogueFor(locale);
  const messages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, catalogue[ns]])) as Pick<
    Catalogue,
    ClientNamespace
  >;
  const tree = h(
    AppRouterContext.Provider,
    { value: router as unknown as AppRouterInstance },
    h(ClientMessagesProvider, { locale, messages, children: element }),
  );
  return renderToStaticMarkup(tree)
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const context = { shopName: "Rangrez", phone: "+91 98110 45872", bookingUrl: "https://rangrez.example/booking/abc" };
const saree: ReminderStay = {
  number: "R-7",
  title: "Banarasi Saree",
  from: "2026-12-10",
  to: "2026-12-12",
  rent: 2000,
  deposit: 2000,
};
const lehenga: ReminderStay = {
  number: "R-8",
  title: "Rani Lehenga",
  from: "2026-12-10",
  to: "2026-12-13",
  rent: 3000,
  deposit: 3000,
};

describe("each piece is told its own return day", () => {
  it("'Pickup tomorrow' for two pieces due back on different days names each with its own day", () => {
    const { text } = reminderMessage("PICKUP_TOMORROW", [saree, lehenga], context);
    expect(text).toContain("R-7 · Banarasi Saree: return by Sat, 12 Dec, 2026");
    expect(text).toContain("R-8 · Rani Lehenga: return by Sun, 13 Dec, 2026");
    expect(text).not.toContain("Return by Sun");
    expect(text).not.toMatch(/Banarasi Saree: return by Sun/);
  });

  it("in Hindi too", () => {
    const { text } = reminderMessage("PICKUP_TOMORROW", [saree, lehenga], context, "hi");
    expect(text).toMatch(/R-7 · Banarasi Saree: वापसी शनि, 12 दिस॰ 2026 तक/);
    expect(text).toMatch(/R-8 · Rani Lehenga: वापसी रवि, 13 दिस॰ 2026 तक/);
  });

  it("pieces due back on the same day keep the one 'Return by' line", () => {
    const { text } = reminderMessage("PICKUP_TOMORROW", [saree, { ...lehenga, to: "2026-12-12" }], context);
    expect(text).toContain("R-7 · Banarasi Saree\nR-8 · Rani Lehenga\nReturn by Sat, 12 Dec, 2026.");
  });

  it("the return and overdue reminders name each piece's day when they differ", () => {
    expect(reminderMessage("RETURN_TODAY", [saree, lehenga], context).text).toContain(
      "R-8 · Rani Lehenga: return by Sun, 13 Dec, 2026",
    );
    expect(reminderMessage("OVERDUE_1", [saree, lehenga], { ...context, daysLate: 1, lateFee: 400 }).text).toContain(
      "R-7 · Banarasi Saree: return by Sat, 12 Dec, 2026",
    );
  });

  it("the confirmation names each piece with its own days", () => {
    const { text } = reminderMessage("CONFIRMATION", [saree, lehenga], context);
    expect(text).toContain("R-7 · Banarasi Saree\nPickup: Thu, 10 Dec, 2026\nReturn: Sat, 12 Dec, 2026 (3 days)");
    expect(text).toContain("R-8 · Rani Lehenga\nPickup: Thu, 10 Dec, 2026\nReturn: Sun, 13 Dec, 2026 (4 days)");
  });
});

describe("a delivery is named as one", () => {
  const delivered = (s: ReminderStay): ReminderStay => ({ ...s, fulfilment: "delivery" });

  it("her reminder says 'Delivery tomorrow', never the address she typed", () => {
    const m = reminderMessage("PICKUP_TOMORROW", [delivered(saree)], context);
    expect(m.subject).toBe("Delivery tomorrow, Thu 10 Dec: R-7");
    expect(m.text).toContain("Your delivery is tomorrow, Thu, 10 Dec, 2026:");
    expect(m.text).not.toMatch(/pickup/i);
    const hi = reminderMessage("PICKUP_TOMORROW", [delivered(saree)], context, "hi");
    expect(hi.subject).toContain("डिलीवरी कल");
    expect(hi.text).toContain("आपकी डिलीवरी कल");
  });

  it("her WhatsApp message and the owner's reply say 'Delivery' with the day and the address", () => {
    const stay = {
      title: "Banarasi Saree",
      from: "2026-12-10",
      to: "2026-12-12",
      rent: 2000,
      deposit: 2000,
      fulfilment: "delivery" as const,
      deliverTo: "C-12, Janakpuri\nNew Delhi 110058",
    };
    const text = customerWhatsappText([{ ...stay, number: "R-7" }]);
    expect(text).toContain("Delivery: Thu, 10 Dec, 2026\nDeliver to: C-12, Janakpuri, New Delhi 110058");
    expect(text).not.toContain("Pickup");
    expect(customerWhatsappText([{ ...stay, number: "R-7" }], "hi")).toContain(
      "डिलीवरी: गुरु, 10 दिस॰ 2026\nइस पते पर: C-12, Janakpuri, New Delhi 110058",
    );
    const reply = ownerReplyText({ ...stay, number: "R-7", status: "confirmed" }, "Rangrez");
    expect(reply).toContain("Delivery: Thu, 10 Dec, 2026");
    expect(reply).toContain("Deliver to: C-12, Janakpuri");
  });

  it("a pickup still reads as one, and a view's address alone (no deliverTo) is never printed", () => {
    expect(stayLines({ title: "Gown", from: "2026-12-10", to: "2026-12-12", rent: 1, deposit: 1 })[1]).toBe(
      "Pickup: Thu, 10 Dec, 2026",
    );
    const spread = {
      title: "Gown",
      from: "2026-12-10",
      to: "2026-12-12",
      rent: 1,
      deposit: 1,
      fulfilment: "delivery" as const,
      address: "Visit evil.example",
    };
    expect(stayLines(spread).join("\n")).not.toContain("evil.example");
  });

  it("the confirmation e-mail says 'Delivery' for the day, without the address; the calendar file names the delivery", () => {
    const site = getSiteConfig();
    const mail = confirmationEmail(
      { title: "Banarasi Saree", from: "2026-12-10", to: "2026-12-12", rent: 2000, deposit: 2000, number: "R-7" },
      "Rangrez",
      "+91 98110 45872",
      { fulfilment: "delivery", deliveryCharge: 250 },
      shopVisit(site),
    );
    expect(mail.body).toContain("Delivery: Thu, 10 Dec, 2026");
    expect(mail.body).not.toContain("Pickup: ");
    const ics = staysIcs(
      [{ ...saree, id: "s7", fulfilment: "delivery", address: "Visit evil.example" } as never],
      "Rangrez",
      "Shop street",
      new Date("2026-12-01T00:00:00Z"),
    );
    expect(ics).toContain("SUMMARY:Delivery of Banarasi Saree (R-7) — Rangrez");
    expect(ics).not.toContain("evil.example");
  });

  it("her e-mail about new days says delivery for a delivery", () => {
    const money = {
      rent: 0,
      deposit: 0,
      delivery: 0,
      goods: 0,
      lateFee: 0,
      damage: 0,
      adjustments: 0,
      charged: 0,
      paid: 0,
      refunded: 0,
      due: 0,
      refundDue: 0,
      depositHeld: 0,
      credit: 0,
      entries: [],
    };
    const mail = ledgerMail(
      { event: "change", number: "R-7", from: "2026-12-11", to: "2026-12-13", rent: 2000, delivery: true },
      { ...context, numbers: ["R-7"], money } as never,
      "en",
    );
    expect(mail.body).toContain("R-7: delivery Fri, 11 Dec, 2026, return Sun, 13 Dec, 2026.");
  });
});

const stay: CustomerStay = {
  id: "s1",
  number: "R-3",
  title: "Rani Pink Lehenga",
  image: null,
  href: "/product/rani-pink-lehenga",
  size: null,
  from: "2026-12-13",
  to: "2026-12-15",
  fulfilment: "delivery",
  status: "confirmed",
  cancelReason: null,
  lapsesAt: null,
  rent: 3000,
  deposit: 3000,
  change: null,
  canChange: false,
  returned: null,
  charged: 6000,
  cancelUntil: null,
};
// Placed at 00:30 on 2 Dec, India time: 19:00 on 1 Dec in UTC.
const booking: CustomerBooking = {
  path: "/booking/abc.def",
  name: "Asha",
  placedAt: "2026-12-01T19:00:00.000Z",
  stays: [stay],
  fulfilment: { fulfilment: "delivery", address: "C-12, Janakpuri", deliveryCharge: 250 },
  rent: 3000,
  deposit: 3000,
  paid: 0,
  due: 6250,
  charged: 6250,
  depositHeld: 0,
  credit: 0,
  delivery: 250,
  goods: 0,
  adjustments: 0,
  entries: [],
  lateFee: 0,
  damage: 0,
  refundDue: 0,
  refunded: 0,
  upi: null,
  online: null,
};

describe("her booking page", () => {
  const site = getSiteConfig();
  const page = (b: CustomerBooking, locale: Locale = "en") =>
    render(locale, h(CustomerBookingView, { booking: b, site, shop: shopVisit(site), locale }));

  it("gives the day she booked in India time: 00:30 on 2 Dec is 2 Dec, not the UTC 1 Dec", () => {
    expect(indiaToday(new Date(booking.placedAt))).toBe("2026-12-02");
    expect(page(booking)).toContain("For Asha, booked on Wed, 2 Dec, 2026.");
    expect(page(booking, "hi")).toContain("बुध, 2 दिस॰ 2026 को बुक किया गया");
  });

  it("a delivery reads 'Delivery … · Return …' and is paid on delivery, not at pickup; her WhatsApp text names the address", () => {
    const html = page(booking);
    expect(html).toContain("Delivery Sun, 13 Dec, 2026 · Return Tue, 15 Dec, 2026");
    expect(html).toContain("What is still due is paid on delivery;");
    expect(html).not.toMatch(/at pickup|Pickup Sun/);
    const wa = decodeURIComponent(/href="https:\/\/wa\.me\/[^"?]*\?text=([^"]*)"/.exec(html)![1]!);
    expect(wa).toContain("Delivery: Sun, 13 Dec, 2026\nDeliver to: C-12, Janakpuri");
    const hi = page(booking, "hi");
    expect(hi).toContain("डिलीवरी रवि, 13 दिस॰ 2026 · वापसी मंगल, 15 दिस॰ 2026");
    expect(hi).toContain("बाक़ी रक़म डिलीवरी के समय दें");
  });

  it("a pickup keeps 'Pickup' and 'paid at pickup'", () => {
    const html = page({
      ...booking,
      fulfilment: { fulfilment: "pickup", address: null, deliveryCharge: 0 },
      stays: [{ ...stay, fulfilment: "pickup" }],
    });
    expect(html).toContain("Pickup Sun, 13 Dec, 2026 · Return Tue, 15 Dec, 2026");
    expect(html).toContain("What is still due is paid at pickup;");
  });
});

describe("reminders of a cancelled booking", () => {
  const row = (kind: ReminderRowView["kind"], status: ReminderRowView["status"]): ReminderRowView => ({
    kind,
    day: "2026-12-10",
    dueAt: "2026-12-09T04:30:00.000Z",
    staleAt: "2026-12-09T18:30:00.000Z",
    dueIndia: "9 Dec 2026, 10:00 am",
    status,
    outcome: null,
  });

  it("read cancelled once every stay they are about is cancelled; a booking with a live piece keeps them pending", () => {
    const cancelled = { status: "cancelled" as const, from: "2026-12-10", to: "2026-12-12" };
    const live = { status: "confirmed" as const, from: "2026-12-10", to: "2026-12-13" };
    expect(remindsOnlyCancelled("PICKUP_TOMORROW", "2026-12-10", [cancelled])).toBe(true);
    expect(remindsOnlyCancelled("CONFIRMATION", "2026-12-10", [cancelled, live])).toBe(false);
    // The saree's return day is its own: only the cancelled saree is due back on the 12th.
    expect(remindsOnlyCancelled("RETURN_TODAY", "2026-12-12", [cancelled, live])).toBe(true);
    expect(remindsOnlyCancelled("RETURN_TODAY", "2026-12-13", [cancelled, live])).toBe(false);
  });

  it("the owner's card counts them as cancelled, not pending", () => {
    const html = render(
      "en",
      h(BookingReminders, {
        reminders: [
          row("CONFIRMATION", "sent"),
          row("PICKUP_TOMORROW", "cancelled"),
          row("RETURN_TODAY", "cancelled"),
          row("OVERDUE_1", "cancelled"),
        ],
        number: "R-3",
      }),
    );
    expect(html).toContain("Reminders: 1 sent, 3 cancelled");
    expect(html).not.toContain("pending");
    const none = render("en", h(BookingReminders, { reminders: [row("PICKUP_TOMORROW", "cancelled")], number: "R-3" }));
    expect(none).toContain("Reminders: 1 cancelled");
    expect(
      render(
        "en",
        h(BookingReminders, { reminders: [row("PICKUP_TOMORROW", "pending")], number: "R-3", delivery: true }),
      ),
    ).toContain("Delivery tomorrow");
  });
});

describe("the piece calendar on a phone", () => {
  const long = "Alterations for the bride's sister: sleeves shortened, waist taken in by two inches, hem re-done";

  it("cuts a long block reason on its chip, whole characters, and says it in full to a screen reader and in the title", () => {
    expect(chipReason(long)).toHaveLength(24);
    expect(chipReason(long)!.endsWith("…")).toBe(true);
    expect(chipReason("Fitting")).toBe("Fitting");
    expect(chipReason("  ")).toBeNull();
    expect([...chipReason("🪡".repeat(40))!]).toHaveLength(24);
    const html = renderToStaticMarkup(
      h(MonthCalendar, {
        month: "2026-12",
        today: "2026-12-01",
        copies: false,
        holds: [
          {
            id: "b1",
            kind: "block",
            number: "",
            name: null,
            reason: long,
            unit: 1,
            blockId: "g1",
            from: "2026-12-08",
            to: "2026-12-09",
            holdFrom: "2026-12-08",
            holdTo: "2026-12-09",
          },
        ],
      }),
    );
    // nothing in a day cell keeps its words on one line (what made the table 704 px wide)
    expect(html).not.toContain("truncate");
    expect(html).toContain("[overflow-wrap:anywhere]");
    expect(html).toContain(`${chipReason(long)}</span>`);
    expect(html.replace(/&#x27;/g, "'")).toContain(`<span class="sr-only">${long} (blocked)</span>`);
  });
});
