import "server-only";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { deliveryCharge } from "@/lib/env";
import { formatDay } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ReservationView } from "../views";
import { ownerReservationSchema, type OwnerReservationInput } from "../validation";
import { getReservation } from "../data/reservations";
import { bookStays } from "./booking";
import { BookingConflictError } from "./errors";

// The words the ledger's trigger (ledger_post_stay, prisma/migrations/20261201230000_ledger)
// gives a stay's rent when it is inserted, and when its rent changes afterwards.
const POSTED_WHEN_BOOKED = "booked";
const POSTED_WHEN_REPRICED = "new days";

/**
 * The owner's booking as sent. Input that is malformed or incomplete is a 400 naming each
 * field (the route handler's answer to a ZodError, as for every route and the customer's own
 * form); days that break a stay rule are a 422, as for her.
 */
export function ownerBookingInput(body: unknown): OwnerReservationInput {
  return ownerReservationSchema.parse(body);
}

/** How her booking reaches her, when it is delivered: the order that keeps the address (a reservation has no field for one). */
export interface OwnerBookingOrder {
  id: string;
  fulfilment: "delivery";
  address: string;
  deliveryCharge: number;
}

/**
 * The owner books for a customer who called or walked in: the same rules and prices as
 * online (server/booking.ts), but confirmed at once, never lapsing, and outside the caps on
 * pending holds. In the same transaction:
 * - `pickedUp` (pickup today only, India time): stored picked up, the piece leaves with her;
 * - `rent`: the rent she agreed. The piece's rent is posted as booked, then the difference
 *   as a rent entry with her reason (by the owner), so her page and the card read "Rent
 *   ₹5,000 · booked", "Rent −₹1,000 · Family friend" and a cancellation takes back what she
 *   was charged;
 * - delivery: a confirmed checkout-style order keeps the address and the delivery charge
 *   (a reservation on its own has no address), and owns her booking page.
 * Reminders are written as for any booking. Answers with the booking and its books.
 */
export async function bookForCustomer(
  input: OwnerReservationInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ reservation: ReservationView; order: OwnerBookingOrder | null }> {
  const today = indiaToday(now);
  if (input.pickedUp && input.from !== today) {
    const message = `She can take it now only on its pickup day: the pickup is ${formatDay(input.from, SHORT)}, today is ${formatDay(today, SHORT)}.`;
    throw new HttpError(422, message, { pickedUp: message });
  }
  const delivery = input.fulfilment === "delivery";
  const charge = delivery ? deliveryCharge() : 0;
  const stay = { productId: input.productId, from: input.from, to: input.to, size: input.size, unit: input.unit };
  const booker = {
    name: input.name,
    phone: input.phone,
    email: input.email,
    notes: input.notes,
    bookedFrom: null,
    locale: input.locale,
  };
  try {
    const { booked, result: order } = await bookStays([stay], booker, {
      now,
      byOwner: { status: input.pickedUp ? "PICKED_UP" : "CONFIRMED" },
      then: async (tx, [r]) => {
        const rent = await agreedRent(tx, r!, input);
        return delivery ? deliveryOrder(tx, r!, rent, charge, input) : null;
      },
    });
    const reservation = (await getReservation(booked[0]!.id))!;
    return {
      reservation,
      order: order
        ? { id: order.id, fulfilment: "delivery", address: order.address!, deliveryCharge: order.deliveryCharge }
        : null,
    };
  } catch (error) {
    if (error instanceof BookingConflictError && input.unit !== undefined) {
      const message = `Copy ${input.unit} is not free for those days (its buffer days included): choose another copy or other days.`;
      throw new HttpError(409, message, { unit: message }, undefined, {
        nearestFree: error.nearestFree,
        productId: error.productId,
      });
    }
    throw error;
  }
}

/** The rent she is charged: the piece's, or the owner's with her reason on the books. */
async function agreedRent(
  tx: Prisma.TransactionClient,
  r: ReservationView,
  input: OwnerReservationInput,
): Promise<number> {
  if (input.rent === undefined) return r.rent;
  const changed = input.rent !== r.rent;
  if (changed) await tx.reservation.update({ where: { id: r.id }, data: { rent: input.rent } });
  // The trigger posted the change in the statement above; the owner's reason is its reason.
  await tx.ledgerEntry.updateMany({
    where: { stayId: r.id, kind: "RENT", reason: changed ? POSTED_WHEN_REPRICED : POSTED_WHEN_BOOKED },
    data: { reason: input.reason, byOwner: true },
  });
  return input.rent;
}

function deliveryOrder(
  tx: Prisma.TransactionClient,
  r: ReservationView,
  rent: number,
  charge: number,
  input: OwnerReservationInput,
) {
  return tx.order.create({
    data: {
      kind: "CHECKOUT",
      status: "CONFIRMED",
      customerName: input.name,
      phone: input.phone,
      email: input.email,
      fulfilment: "DELIVERY",
      address: input.address,
      deliveryCharge: charge,
      notes: input.notes,
      locale: input.locale ?? "en",
      total: rent + charge,
      deposit: r.deposit,
      lines: {
        create: [
          {
            productId: r.productId,
            title: `${r.title} — ${formatDay(r.from, SHORT)} to ${formatDay(r.to, SHORT)}${r.size ? `, size ${r.size}` : ""}`,
            unitPrice: rent,
            quantity: 1,
          },
        ],
      },
      reservations: { connect: [{ id: r.id }] },
    },
    select: { id: true, address: true, deliveryCharge: true },
  });
}

const SHORT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };
