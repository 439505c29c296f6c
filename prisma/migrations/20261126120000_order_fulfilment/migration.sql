-- Issue #26, item 7: a checkout order is picked up at the shop or delivered. Written by
-- `npm run db:diff -- order_fulfilment` (named after 20261126100000_search_colours, which
-- carries a later stamp than the day it was written, so migrations still apply in order),
-- plus the backfill at the end.

-- CreateEnum
CREATE TYPE "Fulfilment" AS ENUM ('PICKUP', 'DELIVERY');

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "deliveryCharge" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "fulfilment" "Fulfilment";

-- Every checkout so far asked for an address to deliver to, so DELIVERY is what those orders
-- were; they were charged nothing for it (deliveryCharge stays 0). Buy Now requests named no
-- address and made no choice: they stay NULL (the owner arranges them on the phone).
UPDATE "orders" SET "fulfilment" = 'DELIVERY' WHERE "kind" = 'CHECKOUT';
