import { z } from "zod";
import { addDays, addMonths, daysBetween } from "@/lib/dates";
import { STATUS_OF_WORD, type StatusWord } from "./rules/status";
import { phoneSchema } from "@/lib/validation/phone";
import { customerEmail, customerName } from "@/lib/validation/customer";
import { indiaDay, pagingSchema, searchText } from "@/lib/validation/list-query";
import { safeString } from "@/lib/validation/text";
import { localeField } from "@/lib/validation/locale";
import { fieldWords, isFieldLabel } from "@/lib/validation/field-words";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

const productId = safeString("labelProduct", { error: fieldWords("fieldRequired", { label: "labelProduct" }) })
  .trim()
  .min(1, fieldWords("fieldRequired", { label: "labelProduct" }))
  .max(64, fieldWords("fieldNotValid", { label: "labelProduct" }));
/** `label`: a catalogue label on a visitor's field (said in her language), English on the owner's. */
const optionalText = (label: string, max: number) =>
  safeString(label)
    .trim()
    .max(
      max,
      isFieldLabel(label) ? fieldWords("fieldTooLong", { label, max }) : `${label} must be at most ${max} characters.`,
    )
    .optional()
    .transform((v) => v || null);

const PICKUP_REQUIRED = fieldWords("dayRequiredFrom");
const RETURN_REQUIRED = fieldWords("dayRequiredTo");
const BOOKING_NUMBER = fieldWords("bookingNumberFormat");

/** A copy size asked for ("M"): the piece says which it has (422 otherwise). */
const sizeQuery = safeString("labelSize")
  .trim()
  .max(40, fieldWords("fieldTooLong", { label: "labelSize", max: 40 }))
  .optional()
  .transform((v) => v || undefined);

/** GET /api/availability/{productId}: from/to default to today and the next three months. At most 12 months; `size`: on the copies of that size. */
export function availabilityQuerySchema(today: string) {
  return z
    .object({ from: indiaDay("labelFrom").optional(), to: indiaDay("labelTo").optional(), size: sizeQuery })
    .transform((v) => {
      const from = v.from ?? today;
      return { from, to: v.to ?? addDays(addMonths(from, 3), -1), size: v.size };
    })
    .refine((v) => v.to >= v.from, { path: ["to"], message: fieldWords("toBeforeFrom") })
    .refine((v) => v.to < addMonths(v.from, 12), { path: ["to"], message: fieldWords("askAtMostYear") });
}

/** GET /api/availability/{productId}/alternatives: the stay asked about, pickup `from` to return `to`. */
export const stayQuerySchema = z.object({
  from: z.string({ error: PICKUP_REQUIRED }).pipe(indiaDay("labelPickupDay")),
  to: z.string({ error: RETURN_REQUIRED }).pipe(indiaDay("labelReturnDay")),
  size: sizeQuery,
});

/** POST /api/reservations (public): pickup day `from`, return day `to`, both included. */
export const reservationSchema = z.strictObject({
  productId,
  from: indiaDay("labelPickupDay"),
  to: indiaDay("labelReturnDay"),
  name: customerName(),
  phone: phoneSchema,
  email: customerEmail(),
  size: optionalText("labelSize", 40),
  notes: optionalText("labelNotes", 1000),
  locale: localeField,
});

const statusWord = z.string({ error: "Status is required." }).transform((v, ctx) => {
  // "Picked up", "picked-up", "PICKED_UP" and "deposit settled" all name a status.
  const key = v
    .trim()
    .toLowerCase()
    .replace(/^deposit\s+/, "")
    .replace(/[\s-]+/g, "_");
  if (key in STATUS_OF_WORD) return key as StatusWord;
  ctx.addIssue({
    code: "custom",
    message: "Status must be requested, confirmed, picked_up, returned, settled or cancelled.",
  });
  return z.NEVER;
});

/**
 * PATCH /api/reservations/{id}: a new status (`early` to hand a piece over before its pickup
 * day), or `unit`, another copy of the piece for a booking not yet out.
 */
export const reservationStatusSchema = z
  .strictObject({
    status: statusWord.optional(),
    early: z.boolean({ error: "Early must be true or false." }).optional(),
    /** with `early`: the rent she agreed for the longer stay, instead of the piece's terms */
    rent: z
      .number({ error: "Rent must be a number of rupees." })
      .int("Rent must be whole rupees.")
      .min(0, "Rent cannot be below ₹0.")
      .max(1_000_000, "Rent must be at most ₹10,00,000.")
      .optional(),
    unit: z
      .number({ error: "Unit must be a copy number." })
      .int("Unit must be a whole number.")
      .min(1, "Unit must be at least 1.")
      .max(50, "Unit can be at most 50.")
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.unit !== undefined, {
    message: "Say the status, or the copy (unit) to move it to.",
    path: ["status"],
  })
  .refine((v) => v.rent === undefined || v.early === true, {
    message: "A rent is given only with an early pickup.",
    path: ["rent"],
  });

/** POST /api/reservations/cancel-by-phone (admin): the phone as the customer typed it or as stored. */
export const cancelByPhoneSchema = z.strictObject({
  phone: phoneSchema,
  /** confirmed or paid bookings of the phone to cancel too (by id): without them, those stay */
  also: z.array(z.string().trim().min(1).max(64)).max(200).default([]),
});
export const phoneQuerySchema = z.strictObject({ phone: phoneSchema });

/** POST /api/reservations/require-advance: the owner's switch. */
export const requireAdvanceSchema = z.strictObject({ on: z.boolean({ error: "Say on: true or on: false." }) });

const RESERVATIONS_PAGE = { limit: 100, max: 500 };

export const reservationsQuerySchema = pagingSchema(RESERVATIONS_PAGE).extend({
  from: indiaDay("labelFrom").optional(),
  to: indiaDay("labelTo").optional(),
  status: statusWord.optional(),
  kind: z.enum(["rental", "block"], { error: "kind must be rental or block." }).optional(),
  productId: productId.optional(),
  q: searchText,
  /** "out": every piece with a customer now, whatever its days */
  state: z.enum(["out"], { error: "state must be out." }).optional(),
});

/** POST /api/blocks (admin): the owner holds days on a piece. */
export const blockSchema = z
  .strictObject({
    productId,
    from: indiaDay("labelFrom"),
    to: indiaDay("labelTo"),
    reason: optionalText("Reason", 200),
    unit: z.number({ error: "Unit must be a number." }).int().min(1, "Unit must be at least 1.").max(50).optional(),
  })
  .refine((v) => v.to >= v.from, { path: ["to"], message: fieldWords("toBeforeFrom") })
  .refine((v) => daysBetween(v.from, v.to) < 366, { path: ["to"], message: "Block at most a year at a time." });

/** POST /api/bookings/{token}/cancel: one stay by its number ("R-1042", "r1042"), or every stay when left out. */
export const cancelBookingSchema = z
  .object({
    number: z
      .string()
      .trim()
      .regex(/^r-?\d{1,9}$/i, BOOKING_NUMBER)
      .transform((v) => `R-${Number(v.replace(/\D/g, ""))}`)
      .optional(),
  })
  .strict();

/** POST /api/bookings/{token}/change: the days she asks for, and which stay (its number) when several could move. */
export const stayChangeSchema = z
  .object({
    number: z
      .string()
      .trim()
      .regex(/^r-?\d{1,9}$/i, BOOKING_NUMBER)
      .transform((v) => `R-${Number(v.replace(/\D/g, ""))}`)
      .optional(),
    from: z.string({ error: PICKUP_REQUIRED }).pipe(indiaDay("labelPickupDay")),
    to: z.string({ error: RETURN_REQUIRED }).pipe(indiaDay("labelReturnDay")),
  })
  .strict();

/** POST /api/reservations/{id}/change (admin): the owner's answer to a request for other days. */
export const stayChangeAnswerSchema = z.object({
  answer: z.enum(["approve", "decline"], { error: "Answer approve or decline." }),
});

/** A day money moved (India calendar day): today when left out; the owner may give an earlier one for cash taken before. */
const movedOn = z
  .string({ error: "The day must be a day like 2026-11-26." })
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(indiaDay("labelDay").optional());

/**
 * POST /api/reservations/{id}/payments (admin): whole rupees that came in, how, the UPI or card
 * reference, the day (today when left out), and `again: true` to record a reference already used.
 */
export const paymentSchema = z.strictObject({
  amount: z
    .number({ error: "Amount must be a number of rupees." })
    .int("Amount must be whole rupees.")
    .min(1, "Amount must be at least ₹1.")
    .max(1_000_000, "Amount must be at most ₹10,00,000."),
  method: z
    .string({ error: "Method is required: UPI, cash or card." })
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.enum(["UPI", "CASH", "CARD"], { error: "Method must be UPI, cash or card." })),
  reference: optionalText("Reference", 100),
  on: movedOn,
  again: z.boolean({ error: "Again must be true or false." }).optional().default(false),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

const rupeesField = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, `${label} must be whole rupees.`)
          .transform(Number),
      ],
      { error: `${label} must be a number of rupees.` },
    )
    .pipe(z.number().int(`${label} must be whole rupees.`));

/**
 * POST /api/reservations/{id}/return (admin; multipart with an optional `photo`, or JSON): how
 * the piece came back, the day (today in India when left out; the owner may give an earlier
 * one) and the damage charge. Numbers out of range (a negative charge, a day after today or
 * before pickup) are a 422 from the server, which knows the stay.
 */
export const returnSchema = z.strictObject({
  condition: z
    .string({ error: "Condition is required: fine, cleaning or damaged." })
    .transform((v) =>
      v
        .trim()
        .toLowerCase()
        .replace(/^needs\s+/, ""),
    )
    .pipe(z.enum(["fine", "cleaning", "damaged"], { error: "Condition must be fine, cleaning or damaged." })),
  note: optionalText("Note", 1000),
  returnedOn: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(indiaDay("labelReturnedOn").optional()),
  damage: rupeesField("Damage charge").optional().default(0),
});
export type ReturnInput = z.infer<typeof returnSchema>;

/**
 * POST /api/reservations/{id}/refund (admin): money paid back, any amount up to what the shop
 * owes her (0: nothing is owed either way, the books close), with its method and the day.
 */
export const refundSchema = z.strictObject({
  amount: rupeesField("Amount").pipe(
    z.number().min(0, "Amount cannot be below ₹0.").max(1_000_000, "Amount must be at most ₹10,00,000."),
  ),
  method: z
    .string()
    .optional()
    .transform((v) => v?.trim().toUpperCase() || undefined)
    .pipe(z.enum(["UPI", "CASH", "CARD"], { error: "Method must be UPI, cash or card." }).optional()),
  reference: optionalText("Reference", 100),
  on: movedOn,
});
export type RefundInput = z.infer<typeof refundSchema>;

/**
 * POST /api/reservations/{id}/adjustments (admin): the owner changes what the booking is
 * charged, with her reason: `late_fee` (a waiver is negative), `damage` (a repair quote that
 * came later), `other` (goodwill below 0, a cancellation fee above). Whole rupees, not 0.
 */
export const adjustmentSchema = z.strictObject({
  kind: z
    .string({ error: "Say what it adjusts: late_fee, damage or other." })
    .transform((v) =>
      v
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, "_"),
    )
    .pipe(z.enum(["late_fee", "damage", "other"], { error: "What it adjusts must be late_fee, damage or other." })),
  amount: rupeesField("Amount").pipe(
    z
      .number()
      .min(-1_000_000, "Amount must be within ₹10,00,000.")
      .max(1_000_000, "Amount must be within ₹10,00,000.")
      .refine((n) => n !== 0, "Amount cannot be ₹0: give what it adds (above 0) or takes off (below 0)."),
  ),
  reason: safeString("Reason", { error: "Give a reason: she sees it on her booking." })
    .trim()
    .min(1, "Give a reason: she sees it on her booking.")
    .max(200, "Reason must be at most 200 characters."),
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

/** GET /api/money/export (admin): the India days `from`..`to`, both included, at most a year. */
export const moneyExportSchema = z
  .object({
    from: z.string({ error: "From (a day like 2026-11-01) is required." }).pipe(indiaDay("labelFrom")),
    to: z.string({ error: "To (a day like 2026-11-30) is required." }).pipe(indiaDay("labelTo")),
  })
  .refine((v) => v.to >= v.from, { path: ["to"], message: fieldWords("toBeforeFrom") })
  .refine((v) => daysBetween(v.from, v.to) < 366, { path: ["to"], message: "Export at most a year at a time." });

/**
 * POST /api/reservations by the owner (a walk-in, a phone call): the customer's fields, and
 * hers. `unit`: a copy by its number; `rent`: the rent she agreed instead of the piece's
 * (whole rupees, with the `reason` her customer sees on her booking); `pickedUp`: the piece
 * leaves with her now (pickup today only, a server rule). Delivery needs an address.
 */
const ownerReservationFields = reservationSchema.extend({
  unit: z
    .number({ error: "Copy must be a copy number." })
    .int("Copy must be a whole number.")
    .min(1, "Copy must be at least 1.")
    .max(50, "Copy can be at most 50.")
    .optional(),
  fulfilment: z
    .enum(["pickup", "delivery"], { error: "Choose pickup at the shop or delivery." })
    .optional()
    .default("pickup"),
  address: optionalText("Address", 500),
  rent: rupeesField("Rent")
    .pipe(z.number().min(0, "Rent cannot be below ₹0.").max(1_000_000, "Rent must be at most ₹10,00,000."))
    .optional(),
  reason: optionalText("Reason", 200),
  pickedUp: z.boolean({ error: "Picked up must be true or false." }).optional().default(false),
});

/** The fields only the owner may send: a request naming any of them asks to book as the owner. */
export const OWNER_ONLY_FIELDS = Object.keys(ownerReservationFields.shape).filter(
  (k) => !(k in reservationSchema.shape),
);

export const ownerReservationSchema = ownerReservationFields.superRefine((v, ctx) => {
  if (v.fulfilment === "delivery" && !v.address)
    ctx.addIssue({
      code: "custom",
      path: ["address"],
      message: "Delivery needs an address: where should the piece go?",
    });
  if (v.rent !== undefined && !v.reason)
    ctx.addIssue({
      code: "custom",
      path: ["reason"],
      message: "Say why the rent is different: she sees the reason on her booking.",
    });
  if (v.pickedUp && v.fulfilment === "delivery")
    ctx.addIssue({
      code: "custom",
      path: ["pickedUp"],
      message: "A piece she takes now is not delivered: choose pickup at the shop.",
    });
});
export type OwnerReservationInput = z.infer<typeof ownerReservationSchema>;
