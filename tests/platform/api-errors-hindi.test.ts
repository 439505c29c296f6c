// A Hindi page's request (X-Shop-Locale: hi, or `locale: "hi"` in its body) is answered in
// Hindi: the sentence and each field's own reason, through the real route handlers, so the
// form can show her why beside the field. English requests keep their English.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { describe, expect, it } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { POST as postContact } from "@/app/api/contact/route";
import { POST as postQuote } from "@/app/api/cart/quote/route";
import { GET as search } from "@/app/api/search/route";
import { db } from "@/lib/db";
import { addDays } from "@/lib/dates";
import { indiaToday } from "@/lib/format";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.CART_QUOTE_RATE_LIMIT = "100000";

const HINDI = { "x-shop-locale": "hi" };
/** Latin words of three letters or more: what a Hindi answer must not hold (the phone example "98xxx xxxxx" aside). */
const englishWords = (text: string) => (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !/^x+$/.test(w));

async function rentablePiece(titleHi: string | null = null) {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "gown",
      title: `Answer gown ${Math.random().toString(36).slice(2, 7)}`,
      titleHi,
      description: "A test piece",
      descriptionHi: titleHi ? "जाँच के लिए एक पीस" : null,
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 3000,
    },
  });
  return row.id;
}

describe("answers to a Hindi page", () => {
  it("a checkout with wrong fields names each field's reason in Hindi; the same request in English stays English", async () => {
    const body = { name: "", email: "not-an-email", phone: "12345", items: [{ productId: "x", quantity: 1 }] };
    const hindi = await postCheckout(jsonRequest("/api/checkout", body, { headers: HINDI }), undefined);
    expect(hindi.status).toBe(400);
    const said = await hindi.json();
    expect(said.errors).toMatchObject({
      name: "पूरा नाम भरना ज़रूरी है।",
      email: "सही ईमेल पता लिखें।",
      phone: "10 अंकों का भारतीय मोबाइल नंबर लिखें, जैसे 98xxx xxxxx।",
    });
    expect(said.message).toBe(said.errors.name);
    for (const text of Object.values<string>(said.errors)) expect(englishWords(text), text).toEqual([]);

    const english = await (await postCheckout(jsonRequest("/api/checkout", body), undefined)).json();
    expect(english.errors).toMatchObject({
      name: "Full name is required.",
      email: "Enter a valid email address.",
      phone: "Enter a 10-digit Indian mobile number, e.g. 98xxx xxxxx.",
    });
  });

  it("the body's own `locale: \"hi\"` is enough, and a message zod wrote itself becomes the catalogue's 'check this'", async () => {
    const answer = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Riya",
        email: "riya@example.in",
        phone: "9811045872",
        items: [{ productId: "x", quantity: 1, colour: "red" }],
        locale: "hi",
      }),
      undefined,
    );
    expect(answer.status).toBe(400);
    const said = await answer.json();
    expect(Object.values(said.errors)).toEqual(["कृपया यह जानकारी जाँच लें।"]);
  });

  it("a malformed request (no catalogue words of its own) is answered with the catalogue's general Hindi", async () => {
    const request = new Request("http://shop.test/api/checkout", {
      method: "POST",
      headers: { "content-type": "text/plain", host: "shop.test", ...HINDI },
      body: "hello",
    });
    const answer = await postCheckout(request, undefined);
    expect(answer.status).toBe(415);
    expect((await answer.json()).message).toBe(
      "यह रिक्वेस्ट पूरी नहीं हो सकी। कृपया पेज दोबारा खोलकर फिर से कोशिश करें, या दुकान को कॉल या WhatsApp करें।",
    );
  });

  it("a booking refused by the shop's rules says so in Hindi, on the field", async () => {
    const productId = await rentablePiece();
    const yesterday = addDays(indiaToday(), -1);
    const answer = await postReservation(
      jsonRequest(
        "/api/reservations",
        { productId, from: yesterday, to: addDays(yesterday, 2), name: "रिया", phone: "9811045872" },
        { headers: { ...HINDI, "x-forwarded-for": "10.50.0.1" } },
      ),
      undefined,
    );
    expect(answer.status).toBe(422);
    const said = await answer.json();
    expect(said.message).toBe("पिकअप का दिन निकल चुका है। आज या उसके बाद का कोई दिन चुनें।");
    expect(said.errors).toEqual({ from: said.message });
  });

  it("a visit that cannot be had names each field in Hindi", async () => {
    const answer = await postContact(
      jsonRequest(
        "/api/contact",
        { name: "रिया", email: "riya@example.in", appointment: true, locale: "hi" },
        { headers: { "x-forwarded-for": "10.50.0.2" } },
      ),
      undefined,
    );
    expect(answer.status).toBe(422);
    const said = await answer.json();
    expect(Object.keys(said.errors).sort()).toEqual(["phone", "preferredDay", "preferredTime"]);
    for (const text of Object.values<string>(said.errors)) {
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(englishWords(text), text).toEqual([]);
    }
  });

  it("a search with nothing typed asks in Hindi", async () => {
    const answer = await search(new Request("http://shop.test/api/search", { headers: HINDI }), undefined);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      message: "खोजने के लिए कुछ लिखें।",
      errors: { q: "खोजने के लिए कुछ लिखें।" },
    });
  });

  it("the cart's quote names a line by the owner's Hindi title, and a stay the rules refuse in Hindi", async () => {
    const productId = await rentablePiece("जाँच गाउन");
    const from = addDays(indiaToday(), 5);
    const past = addDays(indiaToday(), -3);
    const items = [
      { productId, quantity: 1, from, to: addDays(from, 2) },
      { productId, quantity: 1, from: past, to: addDays(past, 1) },
    ];
    const hindi = await (
      await postQuote(jsonRequest("/api/cart/quote", { items }, { headers: HINDI }), undefined)
    ).json();
    expect(hindi.lines[0]).toMatchObject({ available: true, title: "जाँच गाउन", description: "जाँच के लिए एक पीस" });
    expect(hindi.lines[1]).toMatchObject({
      available: false,
      problem: "पिकअप का दिन निकल चुका है। आज या उसके बाद का कोई दिन चुनें।",
    });
    const english = await (await postQuote(jsonRequest("/api/cart/quote", { items }), undefined)).json();
    expect(english.lines[0].title).toMatch(/^Answer gown /);
    expect(english.lines[0].description).toBe("A test piece");
    expect(english.lines[1].problem).toBe("The pickup day has passed. Choose today or a later day.");
  });
});
