import "server-only";
import { db } from "@/lib/db";
import { dateToDay, dayToDate, type Day } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BlockView } from "../views";

export interface BlocksQuery {
  from?: Day;
  to?: Day;
  /** words of the piece's title or of the reason */
  q?: string;
  page: number;
  limit: number;
}

/**
 * The Reservations page's "Blocked days": blocks that touch [from, to], soonest first, one
 * entry per block however many copies it holds (a block is one row per copy sharing a groupId,
 * so the pages count blocks, not rows).
 */
export async function listBlocks(query: BlocksQuery): Promise<{ blocks: BlockView[]; total: number }> {
  const and: Prisma.ReservationWhereInput[] = [{ kind: "BLOCK" }, { groupId: { not: null } }];
  if (query.from) and.push({ holdTo: { gte: dayToDate(query.from) } });
  if (query.to) and.push({ holdFrom: { lte: dayToDate(query.to) } });
  const q = query.q?.trim();
  if (q)
    and.push({
      OR: [{ title: { contains: q, mode: "insensitive" } }, { reason: { contains: q, mode: "insensitive" } }],
    });
  const where = { AND: and };
  const prisma = await db();
  const [page, all] = await Promise.all([
    prisma.reservation.groupBy({
      by: ["groupId"],
      where,
      _min: { holdFrom: true },
      orderBy: [{ _min: { holdFrom: "asc" } }, { groupId: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    prisma.reservation.groupBy({ by: ["groupId"], where }),
  ]);
  const ids = page.map((g) => g.groupId!);
  const rows = ids.length
    ? await prisma.reservation.findMany({
        where: { groupId: { in: ids } },
        select: {
          groupId: true,
          itemId: true,
          title: true,
          holdFrom: true,
          holdTo: true,
          reason: true,
          unit: { select: { number: true } },
          item: { select: { stock: true } },
        },
      })
    : [];
  const blocks = ids.flatMap((id): BlockView[] => {
    const copies = rows.filter((r) => r.groupId === id);
    const first = copies[0];
    if (!first) return [];
    return [
      {
        blockId: id,
        productId: first.itemId,
        title: first.title,
        from: dateToDay(first.holdFrom),
        to: dateToDay(first.holdTo),
        reason: first.reason,
        units: copies.map((c) => c.unit.number).sort((a, b) => a - b),
        stock: first.item.stock,
      },
    ];
  });
  return { blocks, total: all.length };
}
