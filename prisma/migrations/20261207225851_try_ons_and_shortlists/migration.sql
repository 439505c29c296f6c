-- CreateEnum
CREATE TYPE "TryOnHoldRole" AS ENUM ('KEEP', 'FUNCTION');

-- CreateEnum
CREATE TYPE "TryOnStatus" AS ENUM ('BOOKED', 'CAME', 'BOOKED_OUT', 'CANCELLED');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ReminderKind" ADD VALUE 'TRYON_TOMORROW';
ALTER TYPE "ReminderKind" ADD VALUE 'TRYON_SOON';

-- AlterEnum
ALTER TYPE "ReservationKind" ADD VALUE 'TRYON';

-- AlterTable
ALTER TABLE "reminders" ADD COLUMN     "tryOnId" TEXT;

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "tryOnPieceId" TEXT,
ADD COLUMN     "tryOnRole" "TryOnHoldRole";

-- CreateTable
CREATE TABLE "try_ons" (
    "id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "start" TIMESTAMP(3) NOT NULL,
    "end" TIMESTAMP(3) NOT NULL,
    "room" INTEGER NOT NULL,
    "status" "TryOnStatus" NOT NULL DEFAULT 'BOOKED',
    "name" VARCHAR(100) NOT NULL,
    "phone" VARCHAR(20) NOT NULL,
    "email" VARCHAR(200),
    "locale" TEXT NOT NULL DEFAULT 'en',
    "functionFrom" DATE,
    "functionTo" DATE,
    "linkVersion" INTEGER NOT NULL DEFAULT 0,
    "byOwner" BOOLEAN NOT NULL DEFAULT false,
    "moves" INTEGER NOT NULL DEFAULT 0,
    "bookedFrom" TEXT,
    "cameAt" TIMESTAMP(3),
    "cancelReason" "CancelReason",
    "orderId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "try_ons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "try_on_pieces" (
    "id" TEXT NOT NULL,
    "tryOnId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "unitId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "size" TEXT,
    "rent" INTEGER NOT NULL DEFAULT 0,
    "deposit" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "try_on_pieces_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shortlists" (
    "id" TEXT NOT NULL,
    "event" VARCHAR(60) NOT NULL,
    "day" DATE,
    "pieces" JSONB NOT NULL,
    "linkVersion" INTEGER NOT NULL DEFAULT 0,
    "editKeyHash" VARCHAR(64) NOT NULL,
    "createdFrom" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shortlists_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shortlist_votes" (
    "id" TEXT NOT NULL,
    "shortlistId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "voter" VARCHAR(64) NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "up" BOOLEAN NOT NULL,
    "note" VARCHAR(200),
    "votedFrom" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shortlist_votes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "try_ons_number_key" ON "try_ons"("number");

-- CreateIndex
CREATE UNIQUE INDEX "try_ons_orderId_key" ON "try_ons"("orderId");

-- CreateIndex
CREATE INDEX "try_ons_start_idx" ON "try_ons"("start");

-- CreateIndex
CREATE INDEX "try_ons_status_start_idx" ON "try_ons"("status", "start");

-- CreateIndex
CREATE INDEX "try_ons_phone_idx" ON "try_ons"("phone");

-- CreateIndex
CREATE INDEX "try_ons_bookedFrom_createdAt_idx" ON "try_ons"("bookedFrom", "createdAt");

-- CreateIndex
CREATE INDEX "try_on_pieces_tryOnId_idx" ON "try_on_pieces"("tryOnId");

-- CreateIndex
CREATE INDEX "try_on_pieces_itemId_idx" ON "try_on_pieces"("itemId");

-- CreateIndex
CREATE INDEX "shortlists_createdFrom_createdAt_idx" ON "shortlists"("createdFrom", "createdAt");

-- CreateIndex
CREATE INDEX "shortlist_votes_votedFrom_createdAt_idx" ON "shortlist_votes"("votedFrom", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "shortlist_votes_shortlistId_productId_voter_key" ON "shortlist_votes"("shortlistId", "productId", "voter");

-- CreateIndex
CREATE INDEX "reminders_tryOnId_idx" ON "reminders"("tryOnId");

-- CreateIndex
CREATE INDEX "reservations_tryOnPieceId_idx" ON "reservations"("tryOnPieceId");

-- AddForeignKey
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tryOnPieceId_fkey" FOREIGN KEY ("tryOnPieceId") REFERENCES "try_on_pieces"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_tryOnId_fkey" FOREIGN KEY ("tryOnId") REFERENCES "try_ons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "try_ons" ADD CONSTRAINT "try_ons_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "try_on_pieces" ADD CONSTRAINT "try_on_pieces_tryOnId_fkey" FOREIGN KEY ("tryOnId") REFERENCES "try_ons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "try_on_pieces" ADD CONSTRAINT "try_on_pieces_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "collection_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "try_on_pieces" ADD CONSTRAINT "try_on_pieces_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "rental_units"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shortlist_votes" ADD CONSTRAINT "shortlist_votes_shortlistId_fkey" FOREIGN KEY ("shortlistId") REFERENCES "shortlists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Two live try-ons never share a fitting room of one slot: 50 visitors racing for a slot of
-- two rooms get two try-ons. Visitors take rooms 1..the slot's rooms (the server's choice,
-- under a lock per slot); this index is the database's own word on it.
CREATE UNIQUE INDEX "try_ons_one_per_room" ON "try_ons" ("start", "room") WHERE "status" IN ('BOOKED', 'CAME');
ALTER TABLE "try_ons" ADD CONSTRAINT "try_ons_room_positive" CHECK ("room" >= 1);
ALTER TABLE "try_ons" ADD CONSTRAINT "try_ons_slot_ordered" CHECK ("end" > "start");
ALTER TABLE "try_on_pieces" ADD CONSTRAINT "try_on_pieces_price_positive" CHECK ("rent" >= 0 AND "deposit" >= 0);

-- A reminder is about exactly one thing: a checkout's booking, a reservation made on its own, or a try-on.
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_one_booking";
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_one_booking" CHECK (num_nonnulls("orderId", "reservationId", "tryOnId") = 1);

-- A try-on's hold that becomes a booking (kind TRYON to RENTAL, in place: same copy, same
-- days, so no other booking can slip between) is charged its rent and deposit as booked.
CREATE OR REPLACE FUNCTION ledger_post_stay() RETURNS trigger AS $$
DECLARE
  was_rent INTEGER := 0; was_deposit INTEGER := 0; was_released INTEGER := 0;
  now_rent INTEGER := 0; now_deposit INTEGER := 0; now_released INTEGER := 0;
  day DATE;
  why TEXT;
  total INTEGER;
BEGIN
  IF NEW.kind <> 'RENTAL' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.kind = 'RENTAL' AND OLD.status <> 'CANCELLED' THEN
    was_rent := OLD.rent; was_deposit := OLD.deposit;
    IF OLD.status IN ('RETURNED', 'SETTLED') THEN was_released := -OLD.deposit; END IF;
  END IF;
  IF NEW.status <> 'CANCELLED' THEN
    now_rent := NEW.rent; now_deposit := NEW.deposit;
    IF NEW.status IN ('RETURNED', 'SETTLED') THEN now_released := -NEW.deposit; END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    day := ledger_india_day(NEW."createdAt"); why := 'booked';
  ELSE
    day := ledger_india_day(NEW."updatedAt");
    why := CASE
      WHEN OLD.kind <> 'RENTAL' THEN 'booked'
      WHEN NEW.status = 'CANCELLED' THEN 'cancelled'
      WHEN OLD.status = 'CANCELLED' THEN 'booked again'
      WHEN NEW.status IN ('RETURNED', 'SETTLED') AND OLD.status NOT IN ('RETURNED', 'SETTLED') THEN 'returned'
      ELSE 'new days' END;
  END IF;
  IF now_rent <> was_rent THEN
    INSERT INTO "ledger_entries" (id, "stayId", kind, amount, reason, "on", "createdAt") VALUES (gen_random_uuid()::text, NEW.id, 'RENT', now_rent - was_rent, why, day, NEW."updatedAt");
  END IF;
  IF now_deposit <> was_deposit THEN
    INSERT INTO "ledger_entries" (id, "stayId", kind, amount, reason, "on", "createdAt") VALUES (gen_random_uuid()::text, NEW.id, 'DEPOSIT', now_deposit - was_deposit, why, day, NEW."updatedAt");
  END IF;
  IF now_released <> was_released THEN
    INSERT INTO "ledger_entries" (id, "stayId", kind, amount, reason, "on", "createdAt") VALUES (gen_random_uuid()::text, NEW.id, 'DEPOSIT_RELEASED', now_released - was_released, why, day, NEW."updatedAt");
  END IF;
  -- A cancellation takes off what the stay was charged; what the owner took off by hand
  -- beyond that (a goodwill amount, before she cancelled) must not leave the booking charged
  -- below nothing, or the books would owe her money she never paid.
  IF TG_OP = 'UPDATE' AND NEW.status = 'CANCELLED' AND OLD.status <> 'CANCELLED' THEN
    SELECT COALESCE(SUM(e.amount), 0) INTO total FROM "ledger_entries" e LEFT JOIN "reservations" s ON s.id = e."stayId"
      WHERE e.kind NOT IN ('PAYMENT', 'REFUND')
        AND CASE WHEN NEW."orderId" IS NOT NULL THEN (e."orderId" = NEW."orderId" OR s."orderId" = NEW."orderId") ELSE e."stayId" = NEW.id END;
    IF total < 0 THEN
      INSERT INTO "ledger_entries" (id, "stayId", kind, amount, reason, "on", "createdAt") VALUES (gen_random_uuid()::text, NEW.id, 'ADJUSTMENT', -total, 'cancelled: nothing left to take off', day, NEW."updatedAt");
    END IF;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
