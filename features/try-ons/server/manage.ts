import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { indiaDayStart } from "@/lib/format";
import { availabilityChanged, bookTryOnHolds, extendTryOnHolds, releaseTryOnHolds } from "@/features/rentals";
import { changeCutoff, decidesUntil, statusWord } from "../rules/try-on";
import { tryOnLimits } from "../settings";
import type { TryOnView } from "../views";
import { readTryOnToken } from "../link";
import { findTryOn, lockTryOn, toTryOnView, tryOnsBetween, type TryOnRow } from "../data/try-ons";

// Refusals name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** The try-on her link names: 404 for a tampered, made-up or revoked link. */
export async function tryOnOfToken(token: string): Promise<TryOnRow> {
  const ref = readTryOnToken(token);
  const row = ref ? await findTryOn(ref.id) : null;
  if (!row || row.linkVersion !== ref!.version) throw new HttpError(404, { key: "tryOnNotFound" });
  return row;
}

/** The try-on by its id (the owner's screens): 404 when there is none. */
export async function tryOnById(id: string): Promise<TryOnRow> {
  const row = await findTryOn(id);
  if (!row) throw new HttpError(404, { key: "tryOnNotFound" });
  return row;
}

export const viewOf = (row: TryOnRow, now = new Date()) => toTryOnView(row, now, tryOnLimits());

/**
 * Cancels a try-on and frees everything it holds, in one transaction. She may until
 * TRYON_CHANGE_HOURS before her slot (422 after: the shop has put the pieces aside); the
 * owner at any time before it became a booking.
 */
export async function cancelTryOn(row: TryOnRow, by: "CUSTOMER" | "OWNER", now = new Date()): Promise<TryOnView> {
  const limits = tryOnLimits();
  const word = statusWord(row, now, limits.graceMinutes);
  if (word === "cancelled") return viewOf(row, now);
  if (word === "booked_out") throw new HttpError(409, { key: "tryOnNotLive" });
  if (by === "CUSTOMER" && now > changeCutoff(row.start, limits.changeHours))
    throw new HttpError(422, { key: "tryOnTooLateToChange", values: { hours: limits.changeHours } });
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    // as it is now, under its lock: a move or a booking a moment ago decides first
    const current = await lockTryOn(tx, row.id);
    if (!current || current.status === "CANCELLED") return;
    if (current.status === "BOOKED_OUT") throw new HttpError(409, { key: "tryOnNotLive" });
    if (by === "CUSTOMER" && now > changeCutoff(current.start, limits.changeHours))
      throw new HttpError(422, { key: "tryOnTooLateToChange", values: { hours: limits.changeHours } });
    await tx.tryOn.update({ where: { id: row.id }, data: { status: "CANCELLED", cancelReason: by } });
    await releaseTryOnHolds(tx, row.id, by);
  });
  await availabilityChanged();
  return viewOf((await findTryOn(row.id))!, now);
}

/** The owner saw her arrive: her function holds now last TRYON_HOLD_HOURS past the slot, for her to decide. */
export async function markCame(row: TryOnRow, now = new Date()): Promise<TryOnView> {
  const limits = tryOnLimits();
  const word = statusWord(row, now, limits.graceMinutes);
  if (word !== "booked" && word !== "no_show" && word !== "came") throw new HttpError(409, { key: "tryOnNotLive" });
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const current = await lockTryOn(tx, row.id);
    if (!current || (current.status !== "BOOKED" && current.status !== "CAME"))
      throw new HttpError(409, { key: "tryOnNotLive" });
    await tx.tryOn.update({ where: { id: row.id }, data: { status: "CAME", cameAt: row.cameAt ?? now } });
    await extendTryOnHolds(tx, row.id, decidesUntil(row.end, limits.holdHours), now);
  });
  return viewOf((await findTryOn(row.id))!, now);
}

/**
 * The pieces she chose become one booking for her held function days (features/rentals
 * bookTryOnHolds): by the owner, confirmed at once; from her page, a pending hold as online.
 * Everything else the try-on held is freed in the same transaction.
 */
export async function bookFromTryOn(
  row: TryOnRow,
  chosen: string[],
  byOwner: boolean,
  now = new Date(),
): Promise<{ tryOn: TryOnView; booking: Awaited<ReturnType<typeof bookTryOnHolds>> }> {
  const limits = tryOnLimits();
  const word = statusWord(row, now, limits.graceMinutes);
  if (word === "cancelled" || word === "booked_out") throw new HttpError(409, { key: "tryOnNotLive" });
  if (!row.functionFrom) throw new HttpError(422, { key: "tryOnNoFunctionDays" });
  const unknown = chosen.find((id) => !row.pieces.some((p) => p.id === id));
  if (unknown) throw new HttpError(422, { key: "tryOnPieceNotInIt" });
  const booking = await bookTryOnHolds({
    tryOnId: row.id,
    chosen: [...new Set(chosen)],
    byOwner,
    customer: { name: row.name, phone: row.phone, email: row.email, locale: row.locale as Locale },
    now,
    // under the try-on's lock, as it is now: a second tap, or the owner and her at once, books once
    first: async (tx) => {
      const current = await lockTryOn(tx, row.id);
      if (!current || (current.status !== "BOOKED" && current.status !== "CAME"))
        throw new HttpError(409, { key: "tryOnNotLive" });
    },
    then: async (tx, orderId) => {
      await tx.tryOn.update({
        where: { id: row.id },
        data: { status: "BOOKED_OUT", orderId, cameAt: row.cameAt ?? (byOwner ? now : null) },
      });
    },
  });
  return { tryOn: viewOf((await findTryOn(row.id))!, now), booking };
}

/** The try-ons of an India day, as the owner's Today shows them (cancelled ones left out). */
export async function tryOnsOn(day: string, now = new Date()): Promise<TryOnView[]> {
  const rows = await tryOnsBetween(indiaDayStart(day), indiaDayStart(day, 1));
  return rows.map((r) => viewOf(r, now));
}
