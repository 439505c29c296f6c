// Issue 25, second review: a busy database is a 503 to try again, never a 500. The owner's
// sweep of lapsed holds skips rows a booking has locked instead of waiting on them (waiting,
// in another order than the booking, deadlocked on PostgreSQL); a transaction that runs past
// its time (Prisma's P2028) is mapped like the other database errors. The sweep's locking is
// PostgreSQL's: the embedded database has one connection, where nothing can hold a row
// while another statement runs, so that part runs with TEST_DATABASE_URL only.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listReservations, POST as postReservation } from "@/app/api/reservations/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { toErrorResponse } from "@/lib/http";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";

const day = (n: number) => addDays(indiaToday(), n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let token: string;
let n = 0;

beforeAll(async () => {
  token = await adminToken();
});

async function expiredHold(): Promise<string> {
  const prisma = await db();
  const item = await prisma.collectionItem.create({
    data: {
      category: "gown",
      title: `Busy gown ${n}`,
      description: "Gown",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 2000,
      stock: 1,
    },
  });
  const body = {
    productId: item.id,
    from: day(20),
    to: day(21),
    name: "Made Up",
    phone: `96${String(30000000 + n++ * 13).padStart(8, "0")}`,
  };
  const res = await postReservation(
    jsonRequest("/api/reservations", body, { headers: { "x-forwarded-for": `198.51.100.${100 + n}` } }),
    undefined,
  );
  const { reservation } = await res.json();
  await prisma.reservation.update({ where: { id: reservation.id }, data: { lapsesAt: new Date(Date.now() - 60_000) } });
  return reservation.id;
}

it("a transaction that ran past its time answers 503 with a sentence and Retry-After, not 500", async () => {
  const prisma = await db();
  const error = await prisma
    .$transaction(
      async (tx) => {
        await sleep(300);
        return tx.reservation.count();
      },
      { timeout: 50 },
    )
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect((error as { code?: string }).code).toBe("P2028");
  const res = toErrorResponse(error);
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  expect((await res.json()).message).toBe(
    "The shop is busy with many requests at once and nothing was saved. Please try again in a few seconds.",
  );
});

it("the owner's list marks a hold past its time lapsed", async () => {
  const id = await expiredHold();
  const before = Date.now();
  expect(
    (await listReservations(new Request("http://shop.test/api/reservations", { headers: bearer(token) }), undefined))
      .status,
  ).toBe(200);
  const row = await (await db()).reservation.findUniqueOrThrow({ where: { id } });
  expect(row).toMatchObject({ status: "CANCELLED", cancelReason: "LAPSED" });
  expect(Math.abs(row.updatedAt.getTime() - before)).toBeLessThan(60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("the owner's sweep of lapsed holds on PostgreSQL", () => {
  it("skips a hold a booking has locked, lapses the others, and does not wait for it", async () => {
    const locked = await expiredHold();
    const other = await expiredHold();
    const prisma = await db();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let lockTaken!: () => void;
    const taken = new Promise<void>((r) => (lockTaken = r));
    // A booking's transaction holding the row, as lapseHolds does under its unit locks.
    const booking = prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM reservations WHERE id = ${locked} FOR UPDATE`;
        lockTaken();
        await held;
      },
      { timeout: 20_000 },
    );
    await taken;
    // The owner's Reservations list sweeps first.
    const list = listReservations(
      new Request("http://shop.test/api/reservations", { headers: bearer(token) }),
      undefined,
    );
    const answer = await Promise.race([list, sleep(3000).then(() => "waited")]);
    release();
    await booking;
    expect(answer).not.toBe("waited");
    expect((answer as Response).status).toBe(200);
    expect((await prisma.reservation.findUniqueOrThrow({ where: { id: other } })).cancelReason).toBe("LAPSED");
    expect((await prisma.reservation.findUniqueOrThrow({ where: { id: locked } })).status).toBe("REQUESTED");
  });
});
