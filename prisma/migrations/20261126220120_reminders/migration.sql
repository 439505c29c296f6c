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
