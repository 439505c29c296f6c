-- CreateEnum
CREATE TYPE "CancelReason" AS ENUM ('LAPSED', 'OWNER', 'ORDER');

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "bookedFrom" TEXT,
ADD COLUMN     "cancelReason" "CancelReason",
ADD COLUMN     "lapsesAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "reservations_status_phone_idx" ON "reservations"("status", "phone");

-- CreateIndex
CREATE INDEX "reservations_status_bookedFrom_idx" ON "reservations"("status", "bookedFrom");

-- Written by hand: requests made before this migration keep "lapsesAt" NULL and never lapse
-- (the owner may already have promised them on the phone); only new online bookings lapse.
-- A lapsed hold is CANCELLED with reason LAPSED, so the exclusion constraint
-- reservations_no_overlap (WHERE status <> 'CANCELLED') needs no change.
