// The reminders bench's worker (bench/reminders.mjs runs it with tsx): `seed <n> <nowIso>` writes
// n due reminders (n confirmed reservations, each its own booking with one "return today" due),
// `drain <nowIso> <outFile>` is one instance draining them and writes the ids it sent, and
// `race <n> <nowIso>` seeds and runs two drains at once in this process (PGlite: one connection).
// The drain is the shop's own (drainReminders: claim with FOR UPDATE SKIP LOCKED, judge, e-mail
// through the outbox), so the numbers are the shop's, not a stand-in's.
import { writeFileSync } from "node:fs";
import { drainReminders } from "@/features/rentals/reminders-timer";
import { beforeFirstUse, db } from "@/lib/db";
import { seed as firstStart } from "@/features/storefront/seed";

console.info = () => {};
beforeFirstUse((prisma) => firstStart(prisma));
const [mode, a, b] = process.argv.slice(2);

async function seed(n: number, now: Date) {
  const prisma = await db();
  const pieces = 200;
  const due = new Date(now.getTime() - 60_000).toISOString();
  const stale = new Date(now.getTime() + 86_400_000).toISOString();
  await prisma.$executeRawUnsafe(`INSERT INTO collection_items (id, category, title, description, price, "rentPrice", "updatedAt")
    SELECT 'rbpiece' || g, 'gown', 'Reminder gown ' || g, 'Bench', 3000, 3000, now() FROM generate_series(1, ${pieces}) g`);
  await prisma.$executeRawUnsafe(
    `INSERT INTO rental_units (id, "itemId", number) SELECT 'rbunit' || g, 'rbpiece' || g, 1 FROM generate_series(1, ${pieces}) g`,
  );
  // Stay g on piece g % 200, a week after the piece's previous one: no two overlap on a copy.
  await prisma.$executeRawUnsafe(`
    INSERT INTO reservations (id, number, status, "itemId", "unitId", title, "pickupOn", "returnOn", "holdFrom", "holdTo", "customerName", phone, email, rent, deposit, "updatedAt")
      SELECT 'rbres' || g, 1000000 + g, 'CONFIRMED', 'rbpiece' || (g % ${pieces} + 1), 'rbunit' || (g % ${pieces} + 1), 'Reminder gown',
             d + 1, d + 3, d, d + 5, 'Bench customer', '+919811000000', 'bench' || g || '@example.com', 3000, 3000, now()
      FROM generate_series(0, ${n - 1}) g, LATERAL (SELECT (date '2027-01-01' + (g / ${pieces}) * 7) AS d) s`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO reminders (id, key, "reservationId", kind, day, "dueAt", "staleAt")
      SELECT 'rbrem' || r.id, 'r:' || r.id || '|RETURN_TODAY|' || r."returnOn", r.id, 'RETURN_TODAY', r."returnOn", '${due}'::timestamptz AT TIME ZONE 'UTC', '${stale}'::timestamptz AT TIME ZONE 'UTC'
      FROM reservations r WHERE r.id LIKE 'rbres%'`);
  return prisma.reminder.count({ where: { status: "PENDING", dueAt: { lte: now } } });
}

async function drain(now: Date) {
  const started = performance.now();
  const r = await drainReminders({ now, max: 1_000_000 });
  return {
    ms: Math.round(performance.now() - started),
    sent: r.sent,
    skipped: r.skipped,
    waiting: r.waiting,
    ids: r.sentIds,
  };
}

if (mode === "seed") {
  console.log(JSON.stringify({ due: await seed(Number(a), new Date(b!)) }));
} else if (mode === "drain") {
  const result = await drain(new Date(a!));
  writeFileSync(b!, JSON.stringify(result));
} else if (mode === "race") {
  const now = new Date(b!);
  const due = await seed(Number(a), now);
  const started = performance.now();
  const [x, y] = await Promise.all([drain(now), drain(now)]);
  const ids = [...x.ids, ...y.ids];
  console.log(
    JSON.stringify({
      due,
      ms: Math.round(performance.now() - started),
      perInstance: [x.sent, y.sent],
      sent: ids.length,
      duplicates: ids.length - new Set(ids).size,
      left: await (await db()).reminder.count({ where: { status: "PENDING" } }),
    }),
  );
} else {
  console.error("usage: tsx bench/reminders-drain.ts seed <n> <nowIso> | drain <nowIso> <outFile> | race <n> <nowIso>");
  process.exit(2);
}
process.exit(0);
