import "server-only";
import { db } from "@/lib/db";
import { cached, TAGS } from "@/lib/cache";
import { normaliseImages } from "@/lib/images";
import { Prisma } from "@/lib/generated/prisma/client";
import { indiaToday } from "@/lib/format";
import type { PieceTermsRow } from "../rules/terms";
import { rentalRules } from "../settings";
import { DATABASE_NOW, lapsedSql } from "./lapse";

/** The days a piece must have a copy free: one day ("available on"), or a stay widened by each piece's own buffer days. */
type FreeSpan =
  { day: string } | { pickup: string; ret: string; bufferBefore: number; bufferAfter: number; today: string };

/**
 * A piece rented by date with a copy free throughout the span: fewer of its copies (up to its
 * stock) hold any day of it, buffers included, than it has; a pending hold past its lapse
 * time holds nothing (by the database's clock, lapse.ts DATABASE_NOW). Answered
 * per piece by the reservations' (itemId, holdFrom) index. For a stay the span is what a
 * booking of that piece would hold: pickup..return widened by its own buffer days (the shop's
 * defaults where it sets none), never before today, as `holdSpan` does.
 */
function freeSql(span: FreeSpan): Prisma.Sql {
  const [from, to] =
    "day" in span
      ? [Prisma.sql`${span.day}::date`, Prisma.sql`${span.day}::date`]
      : [
          Prisma.sql`GREATEST(${span.pickup}::date - COALESCE("collection_items"."bufferBefore", ${span.bufferBefore}::int), ${span.today}::date)`,
          Prisma.sql`(${span.ret}::date + COALESCE("collection_items"."bufferAfter", ${span.bufferAfter}::int))`,
        ];
  const today = "day" in span ? indiaToday() : span.today;
  return Prisma.sql`"rentPrice" IS NOT NULL AND (
    SELECT count(DISTINCT r."unitId") FROM "reservations" r JOIN "rental_units" u ON u."id" = r."unitId"
    WHERE r."itemId" = "collection_items"."id" AND r."status" <> 'CANCELLED' AND u."number" <= "collection_items"."stock"
      AND NOT ${lapsedSql("r", DATABASE_NOW)}
      AND r."holdFrom" <= ${to} AND ${holdEnd(today)} >= ${from}
  ) < "stock"`;
}

/** A hold's last day as rules/holds.ts holdEndOn sees it on `today`: a piece out past its return day holds today and its buffer days after. */
function holdEnd(today: string): Prisma.Sql {
  return Prisma.sql`(CASE WHEN r."status" = 'PICKED_UP' AND r."returnOn" < ${today}::date
    THEN GREATEST(r."holdTo", ${today}::date + COALESCE("collection_items"."bufferAfter", ${rentalRules().bufferAfter}::int)) ELSE r."holdTo" END)`;
}

/** "Available on" a day, for the catalogue's filter (features/catalogue/data/query.ts). */
export const freeOnSql = (day: string) => freeSql({ day });

/** A piece free for a stay, with what its rent for that stay is worked out from. */
export interface FreePiece {
  id: string;
  title: string;
  category: string;
  image: string | null;
  terms: PieceTermsRow;
}

export interface FreeForStayQuery {
  category: string;
  /** the piece the visitor is looking at: not offered again */
  except: string;
  pickup: string;
  ret: string;
  today: string;
  /** the shop's buffer days, for pieces that set none */
  bufferBefore: number;
  bufferAfter: number;
  limit: number;
}

/**
 * Other pieces of a category with a copy free for a whole stay, newest first: what a visitor
 * whose function date is taken can turn to. The same test as "available
 * on" (freeSql), over the stay; LIMIT bounds the work: the category's date index is read
 * newest first and stops at `limit` free pieces.
 */
async function piecesFreeForStayUncached(query: FreeForStayQuery): Promise<FreePiece[]> {
  const prisma = await db();
  const span = {
    pickup: query.pickup,
    ret: query.ret,
    today: query.today,
    bufferBefore: query.bufferBefore,
    bufferAfter: query.bufferAfter,
  };
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "collection_items"
    WHERE "category" = ${query.category} AND "id" <> ${query.except} AND ${freeSql(span)}
    ORDER BY "createdAt" DESC, "id" DESC LIMIT ${query.limit}`;
  const found = await prisma.collectionItem.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    select: {
      id: true,
      title: true,
      category: true,
      images: true,
      image: true,
      rentPrice: true,
      rentDays: true,
      extraDayPrice: true,
      deposit: true,
      stock: true,
      bufferBefore: true,
      bufferAfter: true,
    },
  });
  const byId = new Map(found.map((r) => [r.id, r]));
  return rows.flatMap(({ id }) => {
    const r = byId.get(id);
    if (!r) return [];
    const { rentPrice, rentDays, extraDayPrice, deposit, stock, bufferBefore, bufferAfter } = r;
    return [
      {
        id,
        title: r.title,
        category: r.category,
        image: normaliseImages(r.images, r.image)[0] ?? null,
        terms: { rentPrice, rentDays, extraDayPrice, deposit, stock, bufferBefore, bufferAfter },
      },
    ];
  });
}
/** Cached like the other dated lists: every booking, cancellation and block drops it. */
export const piecesFreeForStay = cached(
  piecesFreeForStayUncached,
  ["free-for-stay"],
  [TAGS.collection, TAGS.availability],
);
