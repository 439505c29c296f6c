import "server-only";
import { HttpError } from "@/lib/errors";
import { isOneVisitor } from "@/lib/http/client-ip";
import { indiaToday } from "@/lib/format";
import { dateToDay, dayToDate } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { holdCopiesForTryOn, releaseTryOnHolds, type HeldCopy } from "@/features/rentals";
import { bookableOnline, freeRoom, nearestOpenSlots, slotAt, type Slot } from "../rules/slots";
import { changeCutoff, statusWord, waitsUntil } from "../rules/try-on";
import { tryOnLimits } from "../settings";
import type { TryOnInput } from "../validation";
import type { TryOnView } from "../views";
import { tryOnSettings } from "../data/settings";
import {
  findTryOn,
  lockSlot,
  lockTryOn,
  nextTryOnNumber,
  roomsTaken,
  toTryOnView,
  tryOnsAheadFrom,
  type TryOnRow,
} from "../data/try-ons";
import { slotsNear } from "./slots";
import { writeTryOnReminders } from "./reminders";

// Refusals name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** Every fitting room of the slot is taken: thrown inside the transaction, answered as a 409 after. */
class SlotFull extends Error {}

export interface TryOnBookingOptions {
  now?: Date;
  /** the owner's: any slot of her hours, past the rooms, outside the caps on pending holds */
  byOwner?: boolean;
  beforeBooking?: (pieceDays: number) => Promise<void | (() => Promise<void>)>;
}

/** The slot asked for, when it is one of the owner's and (online) still offered: 422 otherwise. */
/** Her function days come after the try-on: held days before it would be a hold with nothing to try. */
function assertFunctionAfter(slot: Slot, days: { from: string } | null) {
  if (days && days.from < slot.day) throw new HttpError(422, { key: "tryOnFunctionBeforeSlot" });
}

async function slotAsked(start: Date, byOwner: boolean, now: Date) {
  const limits = tryOnLimits();
  const settings = await tryOnSettings();
  const slot = slotAt(start, settings);
  if (!slot) throw new HttpError(422, { key: "tryOnNoSuchSlot" });
  if (!byOwner && !bookableOnline(slot, now, indiaToday(now), limits))
    throw new HttpError(422, { key: "tryOnSlotNotOffered", values: { days: limits.aheadDays } });
  return { slot, settings, limits };
}

interface Seat {
  slot: Slot;
  /** the slot's fitting rooms, from the settings it was read with */
  rooms: number;
  pieces: { productId: string; size?: string | null }[];
  functionDays: { from: string; to: string } | null;
  who: { name: string; phone: string; email: string | null; locale: Locale };
  bookedFrom: string | null;
  /** a move: the try-on that gives up its seat and holds for this one, in the same transaction */
  moving?: TryOnRow;
}

/**
 * One transaction for a seat and its pieces: the slot's room under the slot's lock (the
 * partial unique index refuses two in one room whatever slips past it), then a copy of every
 * piece kept in the shop for the slot and held for her function days (features/rentals
 * holdCopiesForTryOn: the same caps as online holds), then the try-on's rows. A move first
 * lets go of its old holds, so the same pieces can be held again for the new time.
 */
async function takeSeat(seat: Seat, options: TryOnBookingOptions, now: Date): Promise<string> {
  const { slot } = seat;
  const limits = tryOnLimits();
  let room = 0;
  try {
    const { result } = await holdCopiesForTryOn(
      {
        pieces: seat.pieces,
        keepOn: slot.day,
        keepUntil: slot.end,
        function: seat.functionDays,
        functionUntil: waitsUntil(slot.end, limits.graceMinutes),
      },
      { ...seat.who, bookedFrom: seat.bookedFrom },
      {
        now,
        byOwner: options.byOwner,
        beforeBooking: options.beforeBooking,
        first: async (tx) => {
          await lockSlot(tx, slot.start);
          if (seat.moving) await assertStillMovable(tx, seat.moving, limits.moves, !!options.byOwner);
          const address = options.byOwner ? null : onlineAddress(seat.bookedFrom);
          if (address && (await tryOnsAheadFrom(tx, address, now, seat.moving?.id)) >= limits.perAddress)
            throw new HttpError(429, { key: "tryOnsPerAddress", values: { max: limits.perAddress } }, undefined, {
              "Retry-After": "3600",
            });
          const free = freeRoom(await roomsTaken(tx, slot.start, seat.moving?.id), seat.rooms, !!options.byOwner);
          if (!free) throw new SlotFull();
          room = free;
          if (seat.moving) await releaseTryOnHolds(tx, seat.moving.id, "CUSTOMER");
        },
        record: (tx, copies) => recordSeat(tx, seat, room, copies, options, now),
      },
    );
    return result;
  } catch (error) {
    if (!(error instanceof SlotFull)) throw error;
    const near = nearestOpenSlots(
      (await slotsNear(slot.day, now)).map((s) => ({ ...s, start: new Date(s.start) })),
      slot.start,
    ).map((s) => ({ ...s, start: s.start.toISOString() }));
    throw new HttpError(409, { key: near.length ? "tryOnSlotFull" : "tryOnSlotFullNoneNear" }, undefined, undefined, {
      nearestFree: near,
    });
  }
}

/** The address the per-address cap counts, when it stands for one visitor (as a booking's: features/rentals). */
const onlineAddress = (address: string | null) => (isOneVisitor(address) ? address : null);

/**
 * A move checks the try-on again under its row's lock: one read before a booking, a cancel or
 * another move committed must not act on it (it would free a booking's pieces, or hold a
 * cancelled try-on's again). She may move it TRYON_MOVES times, so moving never keeps the
 * pieces held for ever; the owner as often as she likes.
 */
async function assertStillMovable(tx: Prisma.TransactionClient, row: TryOnRow, most: number, byOwner: boolean) {
  const now = await lockTryOn(tx, row.id);
  if (!now || now.status !== "BOOKED" || now.start.getTime() !== row.start.getTime())
    throw new HttpError(409, { key: "tryOnNotLive" });
  if (!byOwner && now.moves >= most) throw new HttpError(422, { key: "tryOnMovesUsed", values: { max: most } });
}

/** The try-on's rows (new, or moved to the seat) and her reminders: the piece id of each copy, in order. */
async function recordSeat(
  tx: Prisma.TransactionClient,
  seat: Seat,
  room: number,
  copies: HeldCopy[],
  options: TryOnBookingOptions,
  now: Date,
): Promise<{ pieceIds: string[]; result: string }> {
  const pieces = copies.map((c) => ({
    itemId: c.itemId,
    unitId: c.unitId,
    title: c.title,
    size: c.size,
    rent: c.rent,
    deposit: c.deposit,
  }));
  const when = { start: seat.slot.start, end: seat.slot.end, room };
  const include = { pieces: { orderBy: { id: "asc" }, select: { id: true, unitId: true } } } as const;
  const row = seat.moving
    ? await (async () => {
        // its old pieces go with their holds (let go above): the new ones keep the new time's copies
        await tx.tryOnPiece.deleteMany({ where: { tryOnId: seat.moving!.id } });
        return tx.tryOn.update({
          where: { id: seat.moving!.id },
          data: { ...when, moves: { increment: 1 }, pieces: { create: pieces } },
          include,
        });
      })()
    : await tx.tryOn.create({
        data: {
          ...when,
          number: await nextTryOnNumber(tx),
          name: seat.who.name,
          phone: seat.who.phone,
          email: seat.who.email,
          locale: seat.who.locale,
          functionFrom: seat.functionDays ? dayToDate(seat.functionDays.from) : null,
          functionTo: seat.functionDays ? dayToDate(seat.functionDays.to) : null,
          byOwner: !!options.byOwner,
          bookedFrom: seat.bookedFrom,
          pieces: { create: pieces },
        },
        include,
      });
  // her reminders commit with the try-on (a moved one's old rows are skipped when claimed: their key names the old time)
  await writeTryOnReminders(tx, { id: row.id, start: seat.slot.start }, now);
  // the pieces in the order of the copies they keep (ids are not in creation order)
  const left = [...row.pieces];
  const pieceIds = copies.map(
    (c) =>
      left.splice(
        left.findIndex((p) => p.unitId === c.unitId),
        1,
      )[0]!.id,
  );
  return { pieceIds, result: row.id };
}

/**
 * Books a try-on (POST /api/try-ons): a fitting room of the slot and the pieces kept and held
 * for her. Her holds wait for her until the slot's end plus the grace; the owner's "She came"
 * keeps them TRYON_HOLD_HOURS past the slot. 409 with `nearestFree` slots when the slot is full,
 * or naming a piece that is out (with its nearest free days); 422 for a slot that is not one.
 */
export async function bookTryOn(
  input: TryOnInput,
  bookedFrom: string | null,
  options: TryOnBookingOptions = {},
): Promise<TryOnView> {
  const now = options.now ?? new Date();
  const { slot, settings, limits } = await slotAsked(input.start, !!options.byOwner, now);
  const functionDays =
    input.functionFrom && input.functionTo ? { from: input.functionFrom, to: input.functionTo } : null;
  assertFunctionAfter(slot, functionDays);
  const id = await takeSeat(
    {
      slot,
      rooms: settings.rooms,
      pieces: input.pieces,
      functionDays,
      who: { name: input.name, phone: input.phone, email: input.email, locale: input.locale ?? "en" },
      bookedFrom,
    },
    options,
    now,
  );
  return toTryOnView((await findTryOn(id))!, now, limits);
}

/**
 * Moves her try-on to another slot (her page, up to TRYON_CHANGE_HOURS before; the owner at any
 * time before the slot): the same pieces, kept and held for the new time in one transaction, or
 * nothing changes (409 with the nearest free times, or naming a piece out that day).
 */
export async function moveTryOn(
  row: TryOnRow,
  start: Date,
  by: "CUSTOMER" | "OWNER",
  options: Omit<TryOnBookingOptions, "byOwner"> = {},
): Promise<TryOnView> {
  const now = options.now ?? new Date();
  const byOwner = by === "OWNER";
  const { slot, settings, limits } = await slotAsked(start, byOwner, now);
  if (statusWord(row, now, limits.graceMinutes) !== "booked") throw new HttpError(409, { key: "tryOnNotLive" });
  if (!byOwner && now > changeCutoff(row.start, limits.changeHours))
    throw new HttpError(422, { key: "tryOnTooLateToChange", values: { hours: limits.changeHours } });
  await takeSeat(
    {
      slot,
      rooms: settings.rooms,
      pieces: row.pieces.map((p) => ({ productId: p.itemId, size: p.size })),
      functionDays:
        row.functionFrom && row.functionTo
          ? { from: dateToDay(row.functionFrom), to: dateToDay(row.functionTo) }
          : null,
      who: { name: row.name, phone: row.phone, email: row.email, locale: row.locale === "hi" ? "hi" : "en" },
      bookedFrom: row.bookedFrom,
      moving: row,
    },
    { ...options, byOwner },
    now,
  );
  return toTryOnView((await findTryOn(row.id))!, now, limits);
}
