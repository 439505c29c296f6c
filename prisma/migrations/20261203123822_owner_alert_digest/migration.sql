-- AlterEnum
ALTER TYPE "EmailStatus" ADD VALUE 'HELD';
