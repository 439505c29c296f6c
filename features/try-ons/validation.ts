import { z } from "zod";
import { daysBetween } from "@/lib/dates";
import { phoneSchema } from "@/lib/validation/phone";
import { customerEmail, customerName } from "@/lib/validation/customer";
import { indiaDay } from "@/lib/validation/list-query";
import { safeString } from "@/lib/validation/text";
import { localeField } from "@/lib/validation/locale";
import { fieldWords } from "@/lib/validation/field-words";
import { WEEKDAYS } from "./rules/slots";

// Field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** GET /api/try-ons/slots: at most 31 days at a time. */
export const slotsQuerySchema = z
  .object({ from: indiaDay("labelFrom"), to: indiaDay("labelTo") })
  .refine((v) => v.to >= v.from, { path: ["to"], message: fieldWords("toBeforeFrom") })
  .refine((v) => daysBetween(v.from, v.to) <= 31, { path: ["to"], message: fieldWords("tryOnDaysAtMost") });

const piece = z.strictObject({
  productId: safeString("labelProduct", { error: fieldWords("fieldRequired", { label: "labelProduct" }) })
    .trim()
    .min(1, fieldWords("fieldRequired", { label: "labelProduct" }))
    .max(64, fieldWords("fieldNotValid", { label: "labelProduct" })),
  size: safeString("labelSize")
    .trim()
    .max(40, fieldWords("fieldTooLong", { label: "labelSize", max: 40 }))
    .optional()
    .transform((v) => v || null),
});

/** POST /api/try-ons: a slot's start (an ISO instant), the pieces, who she is, her function days when known. */
export function tryOnSchema(maxPieces: number) {
  return z
    .strictObject({
      start: z.iso.datetime({ offset: true, error: fieldWords("tryOnStartFormat") }).transform((v) => new Date(v)),
      pieces: z
        .array(piece, { error: fieldWords("tryOnPiecesRequired") })
        .min(1, fieldWords("tryOnPiecesRequired"))
        .max(maxPieces, fieldWords("tryOnPiecesAtMost", { max: maxPieces })),
      name: customerName(),
      phone: phoneSchema,
      email: customerEmail(),
      functionFrom: indiaDay("labelPickupDay").optional(),
      functionTo: indiaDay("labelReturnDay").optional(),
      locale: localeField,
      /** the owner's try-on (her session or token): any slot of her hours, past the rooms */
      byOwner: z.literal(true).optional(),
    })
    .refine((v) => !v.functionFrom === !v.functionTo, {
      path: ["functionTo"],
      message: fieldWords("tryOnFunctionBoth"),
    });
}
export type TryOnInput = z.infer<ReturnType<typeof tryOnSchema>>;

/** POST /api/try-ons/{ref}/book: the try-on pieces she chose (their ids). */
export const tryOnBookSchema = z.strictObject({
  pieces: z
    .array(z.string().trim().min(1).max(64), { error: fieldWords("tryOnPiecesRequired") })
    .min(1, fieldWords("tryOnPiecesRequired"))
    .max(20, fieldWords("tryOnPiecesRequired")),
  locale: localeField,
});

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Write times as HH:MM, e.g. 10:30.");
const dayHours = z
  .strictObject({ opens: clock, closes: clock })
  .refine((h) => h.closes > h.opens, { message: "Closing comes after opening.", path: ["closes"] })
  .nullable();

/** PUT /api/try-ons/settings (the owner's; English): every field it names, the rest kept. */
export const tryOnSettingsSchema = z.strictObject({
  hours: z.partialRecord(z.enum(WEEKDAYS), dayHours).optional(),
  slotMinutes: z
    .number({ error: "Slot length is a whole number of minutes." })
    .int("Slot length is a whole number of minutes.")
    .min(10, "A slot takes at least 10 minutes.")
    .max(240, "A slot takes at most 240 minutes.")
    .optional(),
  rooms: z
    .number({ error: "Fitting rooms is a whole number." })
    .int("Fitting rooms is a whole number.")
    .min(1, "At least one fitting room.")
    .max(20, "At most 20 fitting rooms.")
    .optional(),
  closures: z
    .array(z.string().regex(/^\d{4}-\d\d-\d\d$/, "Write closed days as YYYY-MM-DD."))
    .max(366, "At most 366 closed days.")
    .optional(),
});

/** GET /api/try-ons (the owner's day or week): try-ons whose slot starts from `from` to `to`. */
export const tryOnListSchema = z
  .object({ from: indiaDay("labelFrom"), to: indiaDay("labelTo") })
  .refine((v) => v.to >= v.from, { path: ["to"], message: fieldWords("toBeforeFrom") })
  .refine((v) => daysBetween(v.from, v.to) <= 31, { path: ["to"], message: fieldWords("tryOnDaysAtMost") });

/** POST /api/try-ons/{ref}/move: the new slot's start. */
export const tryOnMoveSchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: fieldWords("tryOnStartFormat") }).transform((v) => new Date(v)),
  locale: localeField,
});
