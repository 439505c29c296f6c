import "server-only";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { dayToDate } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { holdCopiesForTryOn } from "@/features/rentals";
import { bookableOnline, freeRoom, nearestOpenSlots, slotAt } from "../rules/slots";
import { waitsUntil } from "../rules/try-on";
import { tryOnLimits } from "../settings";
import type { TryOnInput } from "../validation";
import type { TryOnView } from "../views";
import { tryOnSettings } from "../data/settings";
import { findTryOn, lockSlot, nextTryOnNumber, roomsTaken, toTryOnView } from "../data/try-ons";
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

/**
 * Books a try-on in ONE transaction: a fitting room of the slot (under the slot's lock; the
 * partial unique index refuses two in one room whatever slips past it), and a copy of every
 * piece kept in the shop for the slot and held for her function days
 * (features/rentals holdCopiesForTryOn: the same caps as online holds). Her holds wait for her
 * until the slot's end plus the grace; the owner's "She came" keeps them TRYON_HOLD_HOURS
 * past the slot. 409 with `nearestFree` slots when the slot is full, or naming a piece that
 * is out (with its nearest free days); 422 for a slot that is not one.
 */
export async function bookTryOn(
  input: TryOnInput,
  bookedFrom: string | null,
  options: TryOnBookingOptions = {},
): Promise<TryOnView> {
  const now = options.now ?? new Date();
  const limits = tryOnLimits();
  const settings = await tryOnSettings();
  const slot = slotAt(input.start, settings);
  if (!slot) throw new HttpError(422, { key: "tryOnNoSuchSlot" });
  if (!options.byOwner && !bookableOnline(slot, now, indiaToday(now), limits))
    throw new HttpError(422, { key: "tryOnSlotNotOffered", values: { days: limits.aheadDays } });
  const locale: Locale = input.locale ?? "en";
  let room = 0;
  try {
    const { result: id } = await holdCopiesForTryOn(
      {
        pieces: input.pieces,
        keepOn: slot.day,
        keepUntil: slot.end,
        function: input.functionFrom && input.functionTo ? { from: input.functionFrom, to: input.functionTo } : null,
        functionUntil: waitsUntil(slot.end, limits.graceMinutes),
      },
      { name: input.name, phone: input.phone, email: input.email, bookedFrom, locale },
      {
        now,
        byOwner: options.byOwner,
        beforeBooking: options.beforeBooking,
        first: async (tx) => {
          await lockSlot(tx, slot.start);
          const free = freeRoom(await roomsTaken(tx, slot.start), settings.rooms, !!options.byOwner);
          if (!free) throw new SlotFull();
          room = free;
        },
        record: async (tx, copies) => {
          const row = await tx.tryOn.create({
            data: {
              number: await nextTryOnNumber(tx),
              start: slot.start,
              end: slot.end,
              room,
              name: input.name,
              phone: input.phone,
              email: input.email,
              locale,
              functionFrom: input.functionFrom ? dayToDate(input.functionFrom) : null,
              functionTo: input.functionTo ? dayToDate(input.functionTo) : null,
              byOwner: !!options.byOwner,
              bookedFrom,
              pieces: {
                create: copies.map((c) => ({
                  itemId: c.itemId,
                  unitId: c.unitId,
                  title: c.title,
                  size: c.size,
                  rent: c.rent,
                  deposit: c.deposit,
                })),
              },
            },
            include: { pieces: { orderBy: { id: "asc" }, select: { id: true, unitId: true } } },
          });
          // her reminders commit with the try-on
          await writeTryOnReminders(tx, { id: row.id, start: slot.start }, now);
          // the pieces in the order of the copies they keep (ids are not in creation order)
          const pieceIds = copies.map((c) => {
            const p = row.pieces.find((x) => x.unitId === c.unitId)!;
            row.pieces.splice(row.pieces.indexOf(p), 1);
            return p.id;
          });
          return { pieceIds, result: row.id };
        },
      },
    );
    return toTryOnView((await findTryOn(id))!, now, limits);
  } catch (error) {
    if (error instanceof SlotFull) {
      const near = nearestOpenSlots(
        (await slotsNear(slot.day, now)).map((s) => ({ ...s, start: new Date(s.start) })),
        slot.start,
      ).map((s) => ({ ...s, start: s.start.toISOString() }));
      throw new HttpError(409, { key: near.length ? "tryOnSlotFull" : "tryOnSlotFullNoneNear" }, undefined, undefined, {
        nearestFree: near,
      });
    }
    throw error;
  }
}
