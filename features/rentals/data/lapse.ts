import "server-only";
import { Prisma, type ReservationKind } from "@/lib/generated/prisma/client";

/*
 * rules/holds.ts hasLapsed, as the database asks it: a booking still REQUESTED whose lapse
 * time has come (at or before `now`; a null lapse time never lapses) holds nothing any more.
 * Every query that asks whether a pending hold lapsed builds its condition here, so the SQL,
 * the Prisma filters and the pure rule cannot drift apart: change them together, and
 * tests/rentals/lapse.test.ts checks each against hasLapsed row by row.
 */

/**
 * The database's own clock, in the zone Prisma keeps DateTime columns in (UTC, as a timestamp
 * without zone), for the queries handed no `now`: the cached "available on" and "free for a
 * stay" lists (free-pieces.ts). They ask at the moment the database runs them; a clock a test
 * injects does not reach them, so moving one onto a passed `now` would change what they answer.
 */
export const DATABASE_NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

/** A lowercase SQL name: quoting one changes nothing, and nothing else can be spliced in. */
const SQL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * hasLapsed over the reservations row `alias` (a table alias, or the table's name), at `now`:
 * a parameter, or DATABASE_NOW. Parenthesised, and never NULL (hence IS NOT NULL, which `<=`
 * alone would not need): `NOT lapsedSql(...)` keeps a hold that never lapses.
 */
export function lapsedSql(alias: string, now: Date | Prisma.Sql): Prisma.Sql {
  if (!SQL_NAME.test(alias)) throw new Error(`lapsedSql: not a table alias: ${alias}`);
  const row = Prisma.raw(`"${alias}"`);
  return Prisma.sql`(${row}."status" = 'REQUESTED' AND ${row}."lapsesAt" IS NOT NULL AND ${row}."lapsesAt" <= ${now})`;
}

/** hasLapsed as a Prisma filter (`lte` excludes a null lapse time). */
export function lapsedWhere(now: Date): Prisma.ReservationWhereInput {
  return { status: "REQUESTED", lapsesAt: { lte: now } };
}

/** rules/holds.ts isHolding as a Prisma filter: REQUESTED and not lapsed, a null lapse time included. */
export function holdingWhere(now: Date): Prisma.ReservationWhereInput {
  return { status: "REQUESTED", OR: [{ lapsesAt: null }, { lapsesAt: { gt: now } }] };
}

/** An online hold still waiting: isHolding with a lapse time ahead (what the caps on unconfirmed holds count; a hold that never lapses is not one). */
export function lapsingWhere(now: Date): Prisma.ReservationWhereInput {
  return { status: "REQUESTED", lapsesAt: { gt: now } };
}

/**
 * The kinds of booking that are pending holds while REQUESTED: a customer's online booking, and
 * a try-on's hold on a copy. Both lapse at their lapse time, both count against the caps one
 * address may hold unconfirmed (so a stranger cannot hold the catalogue through try-ons).
 */
export const PENDING_KINDS: ReservationKind[] = ["RENTAL", "TRYON"];
