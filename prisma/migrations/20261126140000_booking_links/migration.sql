-- AlterEnum
ALTER TYPE "CancelReason" ADD VALUE 'CUSTOMER';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "linkVersion" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "linkVersion" INTEGER NOT NULL DEFAULT 0;
