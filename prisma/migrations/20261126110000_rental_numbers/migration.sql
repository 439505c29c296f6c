-- Issue #26, item 9: the owner's blocks took R-numbers from the one sequence the customers'
-- bookings use, so customers saw R-1, R-3, R-4. Customers' bookings now draw their numbers
-- from the "rental-number" counter in the booking's transaction (lib/data/rental-numbers.ts);
-- blocks have none. Numbers customers were given stay exactly as they are.

-- AlterTable
ALTER TABLE "reservations" ALTER COLUMN "number" DROP NOT NULL,
ALTER COLUMN "number" DROP DEFAULT;
DROP SEQUENCE "reservations_number_seq";

-- CreateTable
CREATE TABLE "counters" (
    "name" TEXT NOT NULL,
    "value" INTEGER NOT NULL,

    CONSTRAINT "counters_pkey" PRIMARY KEY ("name")
);

-- Written by hand: a block's number was never shown or quoted (blocks are found by piece and
-- reason), so it is dropped; the next customer's number follows the highest one given.
UPDATE "reservations" SET "number" = NULL WHERE "kind" = 'BLOCK';
INSERT INTO "counters" ("name", "value")
  SELECT 'rental-number', COALESCE(MAX("number"), 0) FROM "reservations" WHERE "kind" = 'RENTAL';
