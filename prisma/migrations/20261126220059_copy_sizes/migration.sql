-- AlterTable
ALTER TABLE "collection_items" ADD COLUMN     "copySizes" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "rental_units" ADD COLUMN     "size" TEXT;
