// The owner's one tap against holds nobody pays for: while she requires the advance, a new
// online hold keeps its days RENTAL_UNPAID_HOLD_HOURS (2) instead of RENTAL_HOLD_HOURS (48),
// her own bookings are confirmed as ever, and Today says which way the switch stands.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getSwitch, POST as postSwitch } from "@/app/api/reservations/require-advance/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { todaysWork } from "@/features/rentals";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";

const HOUR = 3600_000;
const day = (n: number) => addDays(indiaToday(), n);
let owner: string;
let phone = 9811073000;

beforeAll(async () => {
  owner = await adminToken();
});

async function piece() {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "gown",
      title: `Advance gown ${Math.random().toString(36).slice(2, 7)}`,
      description: "A test piece",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 3000,
      stock: 1,
    },
  });
  return row.id;
}
const turn = (on: unknown, auth = true) =>
  postSwitch(
    jsonRequest("/api/reservations/require-advance", { on }, { headers: auth ? bearer(owner) : {} }),
    undefined,
  );
const book = async (productId: string, headers: Record<string, string> = {}) => {
  const res = await postReservation(
    jsonRequest(
      "/api/reservations",
      { productId, from: day(20), to: day(22), name: "Tara", phone: String(phone++) },
      { headers },
    ),
    undefined,
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { heldUntil: string | null; reservation: { status: string } };
};
const hoursLeft = (heldUntil: string | null) => (new Date(heldUntil!).getTime() - Date.now()) / HOUR;

describe("requiring the advance", () => {
  it("is the owner's alone, and says what it takes", async () => {
    expect((await turn(true, false)).status).toBe(401);
    expect((await getSwitch(new Request("http://shop.test/api/reservations/require-advance"), undefined)).status).toBe(
      401,
    );
    const bad = await turn("yes");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.on).toBe("Say on: true or on: false.");
  });

  it("on: a new online hold keeps its days two hours, the owner's booking is confirmed, Today shows it; off: 48 hours again", async () => {
    const before = await book(await piece());
    expect(hoursLeft(before.heldUntil)).toBeGreaterThan(47);

    const on = await turn(true);
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({
      on: true,
      message: expect.stringMatching(/2 hours unless the advance is paid online or you confirm them/),
    });
    expect((await todaysWork()).unpaidAhead).toMatchObject({ advanceRequired: true, unpaidHoldHours: 2 });

    const held = await book(await piece());
    expect(hoursLeft(held.heldUntil)).toBeGreaterThan(1.9);
    expect(hoursLeft(held.heldUntil)).toBeLessThanOrEqual(2);
    const ownerBooking = await book(await piece(), bearer(owner));
    expect(ownerBooking).toMatchObject({ heldUntil: null, reservation: { status: "confirmed" } });

    expect(await (await turn(false)).json()).toMatchObject({ on: false });
    expect((await todaysWork()).unpaidAhead.advanceRequired).toBe(false);
    expect(hoursLeft((await book(await piece())).heldUntil)).toBeGreaterThan(47);
  });
});
