// A taken function date offered no way forward ("This piece is not free…"
// with the buttons off). The availability API now answers, for a stay, the nearest free stays
// of the piece and other pieces of its kind free for those days (their own buffer days
// included), each linking to its page with the days chosen.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { expect, it } from "vitest";
import { GET as getAlternatives } from "@/app/api/availability/[productId]/alternatives/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

const day = (n: number) => addDays(indiaToday(), n);

/** Pieces of a category of their own, oldest first, so "newest first" is predictable. */
async function pieces(
  category: string,
  specs: { title: string; rentPrice?: number | null; bufferBefore?: number; bufferAfter?: number }[],
) {
  const prisma = await db();
  const ids: string[] = [];
  for (const [i, s] of specs.entries()) {
    const row = await prisma.collectionItem.create({
      data: {
        category,
        title: s.title,
        description: "Gown",
        price: 3000,
        rentPrice: s.rentPrice === undefined ? 3000 : s.rentPrice,
        rentDays: 3,
        deposit: 2000,
        stock: 1,
        bufferBefore: s.bufferBefore ?? 0,
        bufferAfter: s.bufferAfter ?? 0,
        createdAt: new Date(Date.now() - (specs.length - i) * 60_000),
      },
    });
    ids.push(row.id);
  }
  return ids;
}

const reserve = (productId: string, from: string, to: string) =>
  postReservation(
    jsonRequest("/api/reservations", { productId, from, to, name: "Priya Sharma", phone: "98110 45872" }),
    undefined,
  );

async function alternatives(productId: string, query: string) {
  const res = await getAlternatives(
    new Request(`http://shop.test/api/availability/${productId}/alternatives?${query}`),
    { params: Promise.resolve({ productId }) },
  );
  return { status: res.status, body: await res.json() };
}

it("a taken stay: the nearest free stays (as a booking's 409 names them) and up to four other pieces of its kind free for those days", async () => {
  const category = `alike-${Math.random().toString(36).slice(2, 7)}`;
  const [wanted, busy, cleaning, noRent, a, ...newer] = await pieces(category, [
    { title: "Wanted gown" },
    { title: "Busy gown" },
    // Booked from day 34 with a day before it for alterations: held from day 33, so a stay to
    // day 32 would need it back on day 34 after its own two cleaning days. Not free.
    { title: "Cleaning gown", bufferBefore: 1, bufferAfter: 2 },
    { title: "Not rented gown", rentPrice: null },
    { title: "Free gown A" },
    { title: "Free gown B" },
    { title: "Free gown C" },
    { title: "Free gown D" },
    { title: "Free gown E" },
  ]);
  const [elsewhere] = await pieces(`${category}-other`, [{ title: "Other kind" }]);
  const e = newer.at(-1);
  expect((await reserve(wanted!, day(30), day(32))).status).toBe(201);
  expect((await reserve(busy!, day(31), day(31))).status).toBe(201);
  expect((await reserve(cleaning!, day(34), day(35))).status).toBe(201);
  const refused = await reserve(wanted!, day(30), day(32));
  expect(refused.status).toBe(409);
  const { nearestFree } = await refused.json();

  const { status, body } = await alternatives(wanted!, `from=${day(30)}&to=${day(32)}`);
  expect(status).toBe(200);
  expect(body).toMatchObject({ productId: wanted, from: day(30), to: day(32), free: false, nearestFree });
  expect(body.nearestFree.length).toBeGreaterThan(0);
  // Newest first, at most four; not the piece itself, not a taken one, not one without rent, not another kind.
  expect(body.others.map((o: { title: string }) => o.title)).toEqual([
    "Free gown E",
    "Free gown D",
    "Free gown C",
    "Free gown B",
  ]);
  expect(body.others[0]).toEqual({
    id: e,
    title: "Free gown E",
    image: null,
    href: `/collection/${category}/${e}?from=${day(30)}&to=${day(32)}`,
    rent: 3000,
    deposit: 2000,
  });
  for (const id of [wanted, busy, cleaning, noRent, elsewhere, a])
    expect(body.others.map((o: { id: string }) => o.id)).not.toContain(id);

  // A booking drops the cached list at once: the piece just taken is no longer offered.
  expect((await reserve(e!, day(29), day(33))).status).toBe(201);
  const after = await alternatives(wanted!, `from=${day(30)}&to=${day(32)}`);
  expect(after.body.others.map((o: { title: string }) => o.title)).toEqual([
    "Free gown D",
    "Free gown C",
    "Free gown B",
    "Free gown A",
  ]);
});

it("a free stay says so, with no nearest stays; the days are checked as a booking checks them", async () => {
  const [piece] = await pieces(`alike-${Math.random().toString(36).slice(2, 7)}`, [{ title: "Free alone" }]);
  expect((await alternatives(piece!, `from=${day(50)}&to=${day(52)}`)).body).toMatchObject({
    free: true,
    nearestFree: [],
    others: [],
  });

  const missing = await alternatives(piece!, `to=${day(52)}`);
  expect(missing.status).toBe(400);
  expect(missing.body.message).toBe("Pickup day (from) is required.");
  const past = await alternatives(piece!, `from=${day(-2)}&to=${day(1)}`);
  expect(past.status).toBe(422);
  expect(past.body.message).toBe("The pickup day has passed. Choose today or a later day.");
  expect((await alternatives(piece!, `from=${day(5)}&to=${day(60)}`)).status).toBe(422);
  expect((await alternatives("nosuchpiece000000000000000", `from=${day(5)}&to=${day(6)}`)).status).toBe(404);
  const [plain] = await pieces("alike-plain", [{ title: "Sold, not rented", rentPrice: null }]);
  expect((await alternatives(plain!, `from=${day(5)}&to=${day(6)}`)).status).toBe(422);
});
