-- AlterEnum
ALTER TYPE "PaymentMethod" ADD VALUE 'ONLINE';

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "razorpayPaymentId" VARCHAR(40);

-- CreateTable
CREATE TABLE "payment_links" (
    "id" VARCHAR(40) NOT NULL,
    "orderId" TEXT,
    "reservationId" TEXT,
    "amount" INTEGER NOT NULL,
    "shortUrl" VARCHAR(300) NOT NULL,
    "referenceId" VARCHAR(40) NOT NULL,
    "linkVersion" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payment_links_orderId_amount_idx" ON "payment_links"("orderId", "amount");

-- CreateIndex
CREATE INDEX "payment_links_reservationId_amount_idx" ON "payment_links"("reservationId", "amount");

-- CreateIndex
CREATE UNIQUE INDEX "payments_razorpayPaymentId_key" ON "payments"("razorpayPaymentId");

-- AddForeignKey
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (schema.prisma cannot express it; the drift test does not see it).
-- A payment link belongs to exactly one booking, as a payment does, and asks for more than nothing.
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_one_booking" CHECK (("orderId" IS NULL) <> ("reservationId" IS NULL));
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_amount_positive" CHECK ("amount" > 0);
