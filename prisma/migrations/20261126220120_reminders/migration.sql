-- CreateEnum
CREATE TYPE "ReminderKind" AS ENUM ('CONFIRMATION', 'PICKUP_TOMORROW', 'RETURN_TODAY', 'OVERDUE_1', 'OVERDUE_3');

-- CreateEnum
CREATE TYPE "ReminderStatus" AS ENUM ('PENDING', 'SENT', 'SKIPPED');

-- CreateTable
CREATE TABLE "reminders" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "orderId" TEXT,
    "reservationId" TEXT,
    "kind" "ReminderKind" NOT NULL,
    "day" DATE NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "staleAt" TIMESTAMP(3) NOT NULL,
    "status" "ReminderStatus" NOT NULL DEFAULT 'PENDING',
    "claimedUntil" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "doneAt" TIMESTAMP(3),
    "outcome" VARCHAR(200),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reminders_key_key" ON "reminders"("key");

-- CreateIndex
CREATE INDEX "reminders_status_dueAt_idx" ON "reminders"("status", "dueAt");

-- CreateIndex
CREATE INDEX "reminders_orderId_idx" ON "reminders"("orderId");

-- CreateIndex
CREATE INDEX "reminders_reservationId_idx" ON "reminders"("reservationId");

-- AddForeignKey
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (schema.prisma cannot express it; the drift test does not see it).
-- A reminder belongs to exactly one booking: a checkout order's, or a reservation made on its own.
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_one_booking" CHECK (("orderId" IS NULL) <> ("reservationId" IS NULL));
-- A stale limit after its due time.
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_stale_after_due" CHECK ("staleAt" > "dueAt");
-- Bookings made before reminders existed get theirs too (not the confirmation: the owner's
-- confirmation e-mail went out then): one row per booking, kind and day, at the India times of
-- features/rentals/rules/reminders.ts (India is UTC+05:30 all year: 10:00 IST is 04:30 UTC, a
-- day begins at 18:30 UTC the day before). Rows already past their stale limit are not written.
INSERT INTO "reminders" ("id", "key", "orderId", "reservationId", "kind", "day", "dueAt", "staleAt")
SELECT DISTINCT ON (key) gen_random_uuid()::text, key, "orderId", "reservationId", kind::"ReminderKind", day, "dueAt", "staleAt"
FROM (
  SELECT CASE WHEN r."orderId" IS NOT NULL THEN 'o:' || r."orderId" ELSE 'r:' || r."id" END || '|' || k.kind || '|' || to_char(k.day, 'YYYY-MM-DD') AS key,
         r."orderId", CASE WHEN r."orderId" IS NULL THEN r."id" END AS "reservationId", k.kind, k.day, k."dueAt", k."staleAt"
  FROM "reservations" r
  CROSS JOIN LATERAL (VALUES
    ('PICKUP_TOMORROW', r."pickupOn", (r."pickupOn" - 1) + interval '4 hours 30 minutes', (r."pickupOn" - 1) + interval '18 hours 30 minutes'),
    ('RETURN_TODAY', r."returnOn", r."returnOn" + interval '3 hours 30 minutes', r."returnOn" + interval '18 hours 30 minutes'),
    ('OVERDUE_1', r."returnOn", (r."returnOn" + 1) + interval '3 hours 30 minutes', (r."returnOn" + 1) + interval '18 hours 30 minutes'),
    ('OVERDUE_3', r."returnOn", (r."returnOn" + 3) + interval '3 hours 30 minutes', (r."returnOn" + 3) + interval '18 hours 30 minutes')
  ) AS k(kind, day, "dueAt", "staleAt")
  WHERE r."kind" = 'RENTAL' AND r."status" IN ('REQUESTED', 'CONFIRMED', 'PICKED_UP')
) AS planned
WHERE "staleAt" > (now() AT TIME ZONE 'UTC')
ORDER BY key;
