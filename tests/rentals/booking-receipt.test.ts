// The thank-you page showed whatever reservation numbers its address named
// (`/thank-you?reservations=R-999` told anyone "Your order is in… R-999") and, in a new tab,
// a WhatsApp text with no piece or days. It now shows the order this browser placed, from a
// signed cookie the checkout's answer sets, read back from the database. This is its data
// source: it answers this browser's own order and refuses anything else.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { expect, it } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { bookingOfThisBrowser, receiptCookieName, receiptMaxAge } from "@/features/rentals";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays, formatDay } from "@/lib/dates";
import { customerWhatsappText } from "@/features/rentals/rules/messages";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

const day = (n: number) => addDays(indiaToday(), n);

async function piece(title: string) {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "gowns",
      title,
      description: "Gown",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 2000,
      stock: 2,
      bufferBefore: 0,
      bufferAfter: 0,
    },
  });
  return row.id;
}

/** A checkout as a browser sends it; the Cookie header that browser then holds. */
async function checkout(phone: string, items: unknown[], choice: object = { address: "12, Rajouri Garden, Delhi" }) {
  const res = await postCheckout(
    jsonRequest("/api/checkout", { name: "Priya Sharma", email: "priya@example.com", phone, ...choice, items }),
    undefined,
  );
  expect(res.status).toBe(201);
  const setCookie = res.headers.get("set-cookie") ?? "";
  const body = (await res.json()) as { order: { _id: string }; reservations: { number: string }[] };
  return {
    setCookie,
    cookie: setCookie.split(";")[0]!,
    numbers: body.reservations.map((r) => r.number),
    orderId: body.order._id,
  };
}

it("the browser that checked out gets its stays back: each piece, size, days and number, and no one else's", async () => {
  const [gown, lehenga] = [await piece("Receipt gown"), await piece("Receipt lehenga")];
  const mine = await checkout("9811045872", [
    { productId: gown, quantity: 1, from: day(20), to: day(22), size: "M" },
    { productId: lehenga, quantity: 1, from: day(25), to: day(27) },
  ]);
  const theirs = await checkout("9958031264", [{ productId: gown, quantity: 1, from: day(20), to: day(22) }]);
  expect(mine.setCookie).toMatch(new RegExp(`^${receiptCookieName()}=`));
  expect(mine.setCookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=172800/);

  const receipt = await bookingOfThisBrowser(`theme=dark; ${mine.cookie}`);
  expect(receipt?.stays.map((s) => s.number)).toEqual(mine.numbers);
  expect(receipt?.stays).toEqual([
    expect.objectContaining({
      title: "Receipt gown",
      size: "M",
      from: day(20),
      to: day(22),
      rent: 3000,
      deposit: 2000,
      status: "requested",
      lapsesAt: expect.any(String),
    }),
    expect.objectContaining({ title: "Receipt lehenga", size: null, from: day(25), to: day(27) }),
  ]);
  expect(receipt?.stays.map((s) => s.number)).not.toContain(theirs.numbers[0]);
  // Sent with an address and no choice (the spec's shape): a delivery, shown with its address.
  expect(receipt?.fulfilment).toEqual({
    fulfilment: "delivery",
    address: "12, Rajouri Garden, Delhi",
    deliveryCharge: 0,
  });

  // The WhatsApp text the page sends: every piece with its number, size and days.
  const text = customerWhatsappText(receipt!.stays.map((s) => ({ ...s, link: `https://shop.example${s.href}` })));
  expect(text).toContain(`Hello! About my reservations ${mine.numbers.join(", ")}:`);
  expect(text).toContain(
    `${mine.numbers[0]} · Receipt gown (size M)\nPickup: ${formatDay(day(20))}\nReturn: ${formatDay(day(22))} (3 days)`,
  );
  expect(text).toContain(`${mine.numbers[1]} · Receipt lehenga\nPickup: ${formatDay(day(25))}`);
});

it("refuses what this browser did not book: no cookie, another order's id under this cookie's signature, a made-up or an old cookie", async () => {
  const gown = await piece("Refused gown");
  const mine = await checkout("9811045872", [{ productId: gown, quantity: 1, from: day(40), to: day(42) }]);
  const theirs = await checkout("9958031264", [{ productId: gown, quantity: 1, from: day(40), to: day(42) }]);
  expect(await bookingOfThisBrowser(mine.cookie)).not.toBeNull();

  expect(await bookingOfThisBrowser(null)).toBeNull();
  expect(await bookingOfThisBrowser("")).toBeNull();
  // The order id is in the cookie, but a browser cannot swap in someone else's.
  expect(await bookingOfThisBrowser(mine.cookie.replace(mine.orderId, theirs.orderId))).toBeNull();
  expect(await bookingOfThisBrowser(`${receiptCookieName()}=${theirs.orderId}`)).toBeNull();
  expect(
    await bookingOfThisBrowser(`${receiptCookieName()}=${theirs.orderId}.${Math.floor(Date.now() / 1000)}.forged`),
  ).toBeNull();
  // A reservation number in the cookie's place means nothing either.
  expect(await bookingOfThisBrowser(`${receiptCookieName()}=R-1`)).toBeNull();
  // Short-lived: past a hold's time the page no longer shows it.
  expect(await bookingOfThisBrowser(mine.cookie, Date.now() + (receiptMaxAge() + 60) * 1000)).toBeNull();
});

it("a pickup's receipt says so, with no address", async () => {
  const gown = await piece("Pickup receipt gown");
  const mine = await checkout("9811045873", [{ productId: gown, quantity: 1, from: day(30), to: day(32) }], {
    fulfilment: "pickup",
    address: "typed by mistake",
  });
  expect((await bookingOfThisBrowser(mine.cookie))?.fulfilment).toEqual({
    fulfilment: "pickup",
    address: null,
    deliveryCharge: 0,
  });
});

it("an order with no rentals is named by its pieces; a deleted order shows nothing", async () => {
  const soap = await (
    await db()
  ).beautyItem.create({ data: { category: "soap", title: "Neem soap", description: "Soap", price: 150 } });
  const plain = await checkout("9811045872", [{ productId: soap.id, quantity: 2 }]);
  expect(await bookingOfThisBrowser(plain.cookie)).toMatchObject({
    orderId: plain.orderId,
    stays: [],
    lines: [{ title: "Neem soap", quantity: 2 }],
  });
  await (await db()).order.delete({ where: { id: plain.orderId } });
  expect(await bookingOfThisBrowser(plain.cookie)).toBeNull();
});
