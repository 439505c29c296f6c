// The messages a customer gets, in Hindi when she booked in Hindi (the catalogues
// "whatsapp", "mail", "reminders", "ics"), and English, as before, otherwise.
import { describe, expect, it, vi } from "vitest";
import { customerWhatsappText } from "@/features/rentals/rules/messages";
import {
  confirmationEmail,
  depositRefundedMessage,
  ownerReplyText,
  reminderMessage,
  reservationIcs,
} from "@/features/rentals/rules/customer-messages";

const DEVANAGARI = /[\u0900-\u097F]/;
/** English interface words the messages use: none may be left in a Hindi one. */
const ENGLISH_WORDS =
  /\b(Pickup|Return|Rent|deposit|Namaste|Your|Questions|booking|confirmed|late|refunded|Thank|Open|Directions|Delivery|size|days?)\b/;
const stay = {
  number: "R-1042",
  title: "Rani lehenga",
  from: "2026-12-10",
  to: "2026-12-12",
  rent: 4500,
  deposit: 3000,
};
const context = {
  shopName: "Rangrez",
  phone: "+91 98110 45872",
  bookingUrl: "https://rangrez.example/hi/booking/o.x.0.sig",
  daysLate: 3,
  lateFee: 900,
};
const shop = {
  name: "Rangrez",
  address: "12 Main Road, Uttam Nagar",
  hours: "11–8",
  directions: "https://maps.example",
};

function noEnglish(text: string) {
  // The shop's name, the piece's title, links and the shop's own address and hours are not interface words.
  const words = text
    .replace(/https:\/\/\S+/g, "")
    .replace(/Rani lehenga|Rangrez|12 Main Road, Uttam Nagar|WhatsApp|UPI/g, "");
  expect(words, text).not.toMatch(ENGLISH_WORDS);
  expect(text).toMatch(DEVANAGARI);
}

describe("messages to a customer in Hindi", () => {
  it("her own WhatsApp message to the shop", () => {
    noEnglish(customerWhatsappText([{ ...stay, size: "M" }], "hi"));
    noEnglish(customerWhatsappText([{ ...stay, number: undefined }], "hi"));
    expect(customerWhatsappText([stay], "hi")).toContain("वापसी: ");
  });

  it("every reminder, the refund note and the owner's reply", () => {
    for (const kind of ["CONFIRMATION", "PICKUP_TOMORROW", "RETURN_TODAY", "OVERDUE_1", "OVERDUE_3"] as const) {
      const m = reminderMessage(kind, [stay], context, "hi");
      noEnglish(m.subject);
      noEnglish(m.text);
      expect(m.text).toContain(context.bookingUrl);
    }
    expect(reminderMessage("OVERDUE_3", [stay], context, "hi").subject).toContain("3 दिन की देर");
    const refund = depositRefundedMessage(
      [stay],
      context,
      { amount: 2100, methods: ["CASH", "UPI"], references: ["T123"] },
      "hi",
    );
    noEnglish(refund.subject);
    noEnglish(refund.text);
    expect(refund.text).toContain("₹2,100, नक़द और UPI से (रेफ़रेंस T123)");
    const reply = ownerReplyText(
      { ...stay, status: "confirmed", name: "Sunita", bookingUrl: context.bookingUrl },
      "Rangrez",
      "hi",
    );
    noEnglish(reply.replace("Sunita", ""));
    expect(reply).toContain("नमस्ते Sunita जी");
  });

  it("the confirmation e-mail and its calendar file, with Hindi dates", () => {
    const mail = confirmationEmail(
      { ...stay, bookingUrl: context.bookingUrl },
      "Rangrez",
      "+91 98110 45872",
      { fulfilment: "delivery", deliveryCharge: 250 },
      shop,
      "hi",
    );
    noEnglish(mail.subject);
    noEnglish(mail.body);
    expect(mail.body).toContain("दिस॰"); // December, as hi-IN writes it
    const ics = reservationIcs(
      { ...stay, id: "abc" },
      "Rangrez",
      "Uttam Nagar",
      new Date("2026-11-27T00:00:00Z"),
      "hi",
    ).replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Rani lehenga (R-1042) का पिकअप — Rangrez");
    expect(ics).toContain("PRODID:-//Rangrez//Reservations//HI");
  });

  it("English stays as it was", () => {
    expect(ownerReplyText({ ...stay, status: "settled", name: null }, "Rangrez")).toBe(
      [
        "Namaste, this is Rangrez.",
        "Your reservation R-1042 is complete, and your deposit is settled.",
        "",
        "Rani lehenga",
        "Pickup: Thu, 10 Dec, 2026",
        "Return: Sat, 12 Dec, 2026 (3 days)",
        "Rent: ₹4,500 + refundable deposit ₹3,000",
      ].join("\n"),
    );
    expect(customerWhatsappText([stay, { ...stay, number: "R-1043" }])).toMatch(
      /^Hello! About my reservations R-1042, R-1043:\n/,
    );
    expect(reminderMessage("OVERDUE_1", [stay], { ...context, daysLate: 1 }).subject).toBe(
      "R-1042 is 1 day late: please return it",
    );
  });
});

describe("WhatsApp templates for a Hindi customer", () => {
  it("go out in the templates' Hindi language when the shop has one approved, else in the default", async () => {
    const { sendWhatsappTemplate } = await import("@/features/rentals/whatsapp");
    const sent: string[] = [];
    const fetch = async (_url: string, init: { body: string }) => {
      sent.push((JSON.parse(init.body) as { template: { language: { code: string } } }).template.language.code);
      return new Response("{}", { status: 200 });
    };
    vi.stubGlobal("fetch", fetch);
    try {
      const config = { token: "t", phoneNumberId: "12345", baseUrl: "http://127.0.0.1:9", language: "en" };
      await sendWhatsappTemplate(
        { ...config, hindiLanguage: "hi" },
        "919811045872",
        "rental_pickup_tomorrow",
        [],
        "hi",
      );
      await sendWhatsappTemplate({ ...config, hindiLanguage: "hi" }, "919811045872", "rental_pickup_tomorrow", []);
      await sendWhatsappTemplate(
        { ...config, hindiLanguage: null },
        "919811045872",
        "rental_pickup_tomorrow",
        [],
        "hi",
      );
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent).toEqual(["hi", "en", "en"]);
  });
});
