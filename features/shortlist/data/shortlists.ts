import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A piece as the list stores it (the `pieces` JSON column), in her order. */
export interface StoredPiece {
  productId: string;
  size: string | null;
}

export interface ShortlistRow {
  id: string;
  event: string;
  day: string | null;
  pieces: StoredPiece[];
  linkVersion: number;
  editKeyHash: string;
}

const dayOf = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const dateOf = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

function piecesFrom(json: Prisma.JsonValue): StoredPiece[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((p) => {
    const v = p as { productId?: unknown; size?: unknown } | null;
    return v && typeof v.productId === "string"
      ? [{ productId: v.productId, size: typeof v.size === "string" ? v.size : null }]
      : [];
  });
}

const toRow = (r: {
  id: string;
  event: string;
  day: Date | null;
  pieces: Prisma.JsonValue;
  linkVersion: number;
  editKeyHash: string;
}): ShortlistRow => ({
  id: r.id,
  event: r.event,
  day: dayOf(r.day),
  pieces: piecesFrom(r.pieces),
  linkVersion: r.linkVersion,
  editKeyHash: r.editKeyHash,
});

export interface ListContent {
  event: string;
  day: string | null;
  pieces: StoredPiece[];
}

export async function insertShortlist(
  list: ListContent,
  editKeyHash: string,
  from: string | null,
): Promise<ShortlistRow> {
  const prisma = await db();
  const row = await prisma.shortlist.create({
    data: {
      event: list.event,
      day: dateOf(list.day),
      pieces: list.pieces as unknown as Prisma.InputJsonValue,
      editKeyHash,
      createdFrom: from,
    },
  });
  return toRow(row);
}

/** The list a token names, at the version it was signed for: null when gone or revoked since. */
export async function findShortlist(id: string, version: number): Promise<ShortlistRow | null> {
  const prisma = await db();
  const row = await prisma.shortlist.findUnique({ where: { id } });
  return row && row.linkVersion === version ? toRow(row) : null;
}

/**
 * Replaces the list's event, day and pieces, only while its link is still this version (a
 * revoke a moment before wins). False when nothing was changed.
 */
export async function replaceShortlist(id: string, version: number, list: ListContent): Promise<boolean> {
  const prisma = await db();
  const { count } = await prisma.shortlist.updateMany({
    where: { id, linkVersion: version },
    data: { event: list.event, day: dateOf(list.day), pieces: list.pieces as unknown as Prisma.InputJsonValue },
  });
  return count === 1;
}

/** Raises the link version: every link sent so far stops working. */
export async function revokeShortlistLink(id: string, version: number): Promise<boolean> {
  const prisma = await db();
  const { count } = await prisma.shortlist.updateMany({
    where: { id, linkVersion: version },
    data: { linkVersion: { increment: 1 } },
  });
  return count === 1;
}

export interface VoteRow {
  productId: string;
  up: boolean;
  name: string;
  note: string | null;
  updatedAt: Date;
}

export async function votesOf(shortlistId: string): Promise<VoteRow[]> {
  const prisma = await db();
  return prisma.shortlistVote.findMany({
    where: { shortlistId },
    orderBy: { updatedAt: "asc" },
    select: { productId: true, up: true, name: true, note: true, updatedAt: true },
  });
}

/** The most browsers that may vote on one list: a family, never a crowd (what the list and its page show stays bounded). */
export const MAX_VOTERS = 40;

/**
 * One vote per browser per piece: a second from the same voter replaces the first (the unique
 * key's upsert). A browser new to the list is refused once MAX_VOTERS have voted on it (null),
 * counted under the list's lock so voters arriving at once cannot pass it together.
 */
export async function putVote(
  shortlistId: string,
  vote: { productId: string; voter: string; name: string; up: boolean; note: string | null },
  from: string | null,
): Promise<VoteRow | null> {
  const prisma = await db();
  const { productId, voter, name, up, note } = vote;
  return prisma.$transaction(async (tx) => {
    const key = `shortlist-votes:${shortlistId}`;
    await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${key}))) AS held`;
    const known = await tx.shortlistVote.count({ where: { shortlistId, voter } });
    if (!known) {
      const voters = await tx.shortlistVote.groupBy({ by: ["voter"], where: { shortlistId } });
      if (voters.length >= MAX_VOTERS) return null;
    }
    return tx.shortlistVote.upsert({
      where: { shortlistId_productId_voter: { shortlistId, productId, voter } },
      create: { shortlistId, productId, voter, name, up, note, votedFrom: from },
      update: { name, up, note, votedFrom: from },
      select: { productId: true, up: true, name: true, note: true, updatedAt: true },
    });
  });
}
