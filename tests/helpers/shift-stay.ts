// Moves one stay back in time by whole days, so a test can have a piece come back late:
// the public API refuses past days. Its days (pickup, return, hold), the days of its
// requests for other days, and its booking's reminder rows all move by the same amount, so
// the stay reads as if it had been booked that much earlier.
//
// PostgreSQL: the rows are updated while the shop runs. The embedded database belongs to
// one process (its folder is locked), so there the shop must be stopped first; connect()
// takes the folder's lock, and the shop is started again on the same folder afterwards.
import pg from "pg";
import { connect } from "../../lib/db/connect";

export type StayDatabase = { url: string } | { pgliteDir: string };

// $1 the reservation's id, $2 the days to move back.
const SHIFT = [
  `UPDATE reservations SET "pickupOn" = "pickupOn" - $2::int, "returnOn" = "returnOn" - $2::int, "holdFrom" = "holdFrom" - $2::int, "holdTo" = "holdTo" - $2::int WHERE id = $1`,
  `UPDATE stay_changes SET "pickupOn" = "pickupOn" - $2::int, "returnOn" = "returnOn" - $2::int WHERE "reservationId" = $1`,
  `UPDATE reminders SET "day" = "day" - $2::int, "dueAt" = "dueAt" - make_interval(days => $2::int), "staleAt" = "staleAt" - make_interval(days => $2::int)
     WHERE "reservationId" = $1 OR "orderId" = (SELECT "orderId" FROM reservations WHERE id = $1)`,
];

/** Moves the reservation's dated rows `days` days earlier; throws unless exactly one reservation moved. */
export async function shiftStayBack(db: StayDatabase, reservationId: string, days: number): Promise<void> {
  if ("url" in db) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query("BEGIN");
      const moved = await client.query(SHIFT[0]!, [reservationId, days]);
      if (moved.rowCount !== 1) throw new Error(`no reservation ${reservationId} to move`);
      for (const sql of SHIFT.slice(1)) await client.query(sql, [reservationId, days]);
      await client.query("COMMIT");
    } finally {
      await client.end();
    }
    return;
  }
  const { prisma, close } = await connect({ url: "", pgliteDir: db.pgliteDir });
  try {
    await prisma.$transaction(async (tx) => {
      const moved = await tx.$executeRawUnsafe(SHIFT[0]!, reservationId, days);
      if (moved !== 1) throw new Error(`no reservation ${reservationId} to move`);
      for (const sql of SHIFT.slice(1)) await tx.$executeRawUnsafe(sql, reservationId, days);
    });
  } finally {
    await close();
  }
}
