-- AlterTable
ALTER TABLE "admin_users" ADD COLUMN     "sessionVersion" INTEGER NOT NULL DEFAULT 0;
