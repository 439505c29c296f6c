-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';
