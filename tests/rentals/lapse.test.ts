// One rule for "a pending hold has lapsed": the pure hasLapsed (features/rentals/rules/holds.ts)
// and its database twins (features/rentals/data/lapse.ts: the SQL fragment, its NOT, the Prisma
// filters) pick the same rows. Random statuses and lapse times around a fixed moment (the moment
// itself and a millisecond either side included, and holds that never lapse) are written to the
// database and read back through each twin; then the same by the database's own clock.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReservationStatus } from "@/lib/generated/prisma/enums";
import { hasLapsed, isHolding } from "@/features/rentals/rules/holds";
import { DATABASE_NOW, holdingWhere, lapsedSql, lapsedWhere, lapsingWhere } from "@/features/rentals/data/lapse";

const NOW = new Date("2026-12-01T09:30:00.000Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const STATUSES: ReservationStatus[] = ["REQUESTED", "CONFIRMED", "PICKED_UP", "RETURNED", "SETTLED", "CANCELLED"];
const runs = (numRuns: number) => ({ numRuns, seed: Number(process.env.FC_SEED ?? 20261201) });

interface Row {
  status: ReservationStatus;
  lapsesAt: Date | null;
}

/** Mostly pending holds, since only they can lapse; every status besides. */
const status = fc.oneof(
  { arbitrary: fc.constant<ReservationStatus>("REQUESTED"), weight: 3 },
  { arbitrary: fc.constantFrom(...STATUSES), weight: 2 },
);
/** Milliseconds from the moment asked about, or null (never lapses): the moment itself and a millisecond either side, or up to three days off. */
const offset = fc.oneof(fc.constant(null), fc.constantFrom(0, -1, 1), fc.integer({ min: -72 * HOUR, max: 72 * HOUR }));
/** The same, but never within a minute of it: the database's clock moves on while a test reads it. */
const offsetFar = fc.oneof(
  fc.constant(null),
  fc.integer({ min: MINUTE, max: 72 * HOUR }),
  fc.integer({ min: -72 * HOUR, max: -MINUTE }),
);
const rowsOf = (o: fc.Arbitrary<number | null>, maxLength: number) =>
  fc.array(fc.record({ status, offset: o }), { minLength: 1, maxLength });
const at = (base: Date, rows: { status: ReservationStatus; offset: number | null }[]): Row[] =>
  rows.map((r) => ({ status: r.status, lapsesAt: r.offset === null ? null : new Date(base.getTime() + r.offset) }));

let pieces = 0;

/** The rows on a piece of their own, each on its own copy (so the overlap and one-out-per-copy rules never refuse one); their piece and ids, in order. */
async function insert(rows: Row[]): Promise<{ itemId: string; ids: string[] }> {
  const prisma = await db();
  const item = await prisma.collectionItem.create({
    data: {
      category: "gown",
      title: `Lapse gown ${++pieces}`,
      description: "Gown",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 2000,
      stock: 1,
      bufferBefore: 0,
      bufferAfter: 0,
    },
  });
  const day = new Date("2026-12-20T00:00:00.000Z");
  const ids: string[] = [];
  for (const [i, r] of rows.entries()) {
    const unit = await prisma.rentalUnit.create({ data: { itemId: item.id, number: i + 1 } });
    const made = await prisma.reservation.create({
      data: {
        kind: "RENTAL",
        status: r.status,
        lapsesAt: r.lapsesAt,
        itemId: item.id,
        unitId: unit.id,
        title: "Lapse gown",
        pickupOn: day,
        returnOn: day,
        holdFrom: day,
        holdTo: day,
      },
      select: { id: true },
    });
    ids.push(made.id);
  }
  return { itemId: item.id, ids };
}

const sorted = (ids: string[]) => [...ids].sort();
const ids = (rows: { id: string }[]) => sorted(rows.map((r) => r.id));

describe("a pending hold has lapsed", () => {
  it("hasLapsed and the SQL fragment, its NOT and the Prisma filters pick the same rows", async () => {
    const prisma = await db();
    await fc.assert(
      fc.asyncProperty(rowsOf(offset, 30), async (drawn) => {
        const rows = at(NOW, drawn);
        const made = await insert(rows);
        const which = (keep: (r: Row) => boolean) => sorted(made.ids.filter((_, i) => keep(rows[i]!)));
        const lapsed = which((r) => hasLapsed(r, NOW));

        // over an alias (free-pieces.ts) and over the table's own name (the lapse sweeps)
        expect(
          ids(
            await prisma.$queryRaw<
              { id: string }[]
            >`SELECT r.id FROM reservations r WHERE r."itemId" = ${made.itemId} AND ${lapsedSql("r", NOW)}`,
          ),
        ).toEqual(lapsed);
        expect(
          ids(
            await prisma.$queryRaw<
              { id: string }[]
            >`SELECT id FROM reservations WHERE "itemId" = ${made.itemId} AND ${lapsedSql("reservations", NOW)}`,
          ),
        ).toEqual(lapsed);
        // never NULL: its NOT is every other row, holds that never lapse included
        expect(
          ids(
            await prisma.$queryRaw<
              { id: string }[]
            >`SELECT r.id FROM reservations r WHERE r."itemId" = ${made.itemId} AND NOT ${lapsedSql("r", NOW)}`,
          ),
        ).toEqual(which((r) => !hasLapsed(r, NOW)));

        const filter = async (where: Prisma.ReservationWhereInput) =>
          ids(await prisma.reservation.findMany({ where: { itemId: made.itemId, ...where }, select: { id: true } }));
        expect(await filter(lapsedWhere(NOW))).toEqual(lapsed);
        expect(await filter(holdingWhere(NOW))).toEqual(which((r) => isHolding(r, NOW)));
        expect(await filter(lapsingWhere(NOW))).toEqual(which((r) => isHolding(r, NOW) && r.lapsesAt !== null));
        // a pending hold is holding or lapsed, never both, never neither
        expect(which((r) => r.status === "REQUESTED" && isHolding(r, NOW) === hasLapsed(r, NOW))).toEqual([]);
      }),
      runs(25),
    );
  }, 300_000);

  it("by the database's own clock, as the cached free-pieces query asks it, agrees with hasLapsed at the moment it runs", async () => {
    const prisma = await db();
    await fc.assert(
      fc.asyncProperty(rowsOf(offsetFar, 20), async (drawn) => {
        const rows = at(new Date(), drawn);
        const made = await insert(rows);
        const found = await prisma.$queryRaw<
          { id: string }[]
        >`SELECT r.id FROM reservations r WHERE r.id IN (${Prisma.join(made.ids)}) AND ${lapsedSql("r", DATABASE_NOW)}`;
        const now = new Date();
        expect(ids(found)).toEqual(sorted(made.ids.filter((_, i) => hasLapsed(rows[i]!, now))));
      }),
      runs(10),
    );
  }, 300_000);

  it("takes only a plain name for its table, and the moment as a parameter", () => {
    expect(() => lapsedSql('r"."id', NOW)).toThrow(/not a table alias/);
    expect(() => lapsedSql("R", NOW)).toThrow(/not a table alias/);
    const sql = lapsedSql("r", NOW);
    expect(sql.values).toEqual([NOW]);
    expect(sql.sql).toBe(`("r"."status" = 'REQUESTED' AND "r"."lapsesAt" IS NOT NULL AND "r"."lapsesAt" <= ?)`);
    expect(lapsedSql("r", DATABASE_NOW).values).toEqual([]);
  });
});
