-- CreateEnum
CREATE TYPE "StayChangeStatus" AS ENUM ('REQUESTED', 'APPROVED', 'DECLINED', 'WITHDRAWN');

-- CreateTable
CREATE TABLE "stay_changes" (
    "id" TEXT NOT NULL,
    "reservationId" TEXT NOT NULL,
    "pickupOn" DATE NOT NULL,
    "returnOn" DATE NOT NULL,
    "status" "StayChangeStatus" NOT NULL DEFAULT 'REQUESTED',
    "answeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stay_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stay_changes_reservationId_createdAt_idx" ON "stay_changes"("reservationId", "createdAt");

-- CreateIndex
CREATE INDEX "stay_changes_status_createdAt_idx" ON "stay_changes"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "stay_changes" ADD CONSTRAINT "stay_changes_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (schema.prisma cannot express it; the drift test does not see it).
-- One waiting request per stay: a newer one replaces the older in the same transaction.
CREATE UNIQUE INDEX "stay_changes_one_waiting" ON "stay_changes"("reservationId") WHERE ("status" = 'REQUESTED');
