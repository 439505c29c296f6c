import { z } from "zod";
import { jsonProblem, nulMessage } from "@/lib/validation/text";
import { beautyCategories, storedCollectionValues } from "@/features/shop/categories";
import { HttpError } from "@/lib/errors";

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optional = (label: string, max = 300) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v || null);

/**
 * Text in Hindi beside an English field: optional, trimmed, the English field's
 * length limit, empty → null (the Hindi pages then show the English). Stored in NFC, as the
 * search's words are read (features/catalogue/rules/search-terms.ts): a nukta letter typed precomposed
 * (ज़ U+095B) and typed as ज + ़ are then the same word to the full-text match.
 */
const optionalHindi = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v.normalize("NFC") : null));

/** spec §3: the price may arrive as a string (multipart); whole rupees. */
const priceSchema = z
  .union([z.number(), z.string().trim().min(1, "Price is required.")], { error: "Price is required." })
  .transform((v) => (typeof v === "string" ? Number(v.replace(/[₹,\s]/g, "")) : v))
  .pipe(
    z
      .number({ error: "Price must be a number." })
      .int("Price must be whole rupees.")
      .min(0, "Price cannot be negative.")
      .max(1_000_000, "Price looks too high."),
  );

/** A JSON text field (multipart) or a value (JSON body). */
const jsonText = <T extends z.ZodType>(schema: T, label: string) =>
  z
    .union([z.string(), z.unknown()])
    .optional()
    .transform((v, ctx) => {
      if (typeof v !== "string") return v;
      if (!v.trim()) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(v);
      } catch {
        ctx.addIssue({ code: "custom", message: `${label} must be valid JSON.` });
        return z.NEVER;
      }
      // Its `\u0000` escapes become NUL bytes only now, after the body's own check.
      const problem = jsonProblem(parsed);
      if (problem) {
        ctx.addIssue({
          code: "custom",
          message: problem.kind === "deep" ? `${label} is nested too deeply.` : nulMessage(label),
        });
        return z.NEVER;
      }
      return parsed;
    })
    .pipe(schema);

const attributesSchema = jsonText(
  z
    .record(
      z.string().trim().min(1).max(60, "Attribute names must be at most 60 characters."),
      z.string().trim().max(300, "Attribute values must be at most 300 characters."),
    )
    .refine((r) => Object.keys(r).length <= 20, "At most 20 extra attributes.")
    .optional(),
  "Attributes",
);

/**
 * The free attributes' values in Hindi, under the same names as the English ones
 * ({ "Bottom": "शरारा" }); a name with no Hindi shows its English value. Stored in NFC, as
 * the other Hindi fields are.
 */
const attributesHiSchema = jsonText(
  z
    .record(
      z.string().trim().min(1).max(60, "Attribute names must be at most 60 characters."),
      z
        .string()
        .trim()
        .max(300, "Attribute values in Hindi must be at most 300 characters.")
        .transform((v) => v.normalize("NFC")),
    )
    .refine((r) => Object.keys(r).length <= 20, "At most 20 extra attributes in Hindi.")
    .optional(),
  "Attributes in Hindi",
);

/** The order of images after an edit: existing URLs to keep, and "new:<n>" for the n-th uploaded file. */
const imageOrderSchema = jsonText(z.array(z.string().max(500)).max(20, "At most 20 images.").optional(), "Image order");

const VERSION_MESSAGE = "Version must be the whole number the edit started from.";

/**
 * The version an edit started from (multipart text or a JSON number). Optional: spec
 * clients send none and the last write wins; the admin screens always send it.
 */
const versionSchema = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
  z.number({ error: VERSION_MESSAGE }).int(VERSION_MESSAGE).min(0, VERSION_MESSAGE).optional(),
);

/**
 * The starting version of an edit: the `version` field or an `If-Match: "<version>"` header
 * (either may be used; 400 when they disagree or the header is not a version). `*` and no
 * header at all mean "whatever is stored".
 */
export function editVersion(request: Request, field: number | undefined): number | undefined {
  const header = request.headers.get("if-match")?.trim();
  if (!header || header === "*") return field;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  if (!match)
    throw new HttpError(400, 'If-Match must be the version the edit started from, e.g. "3".', {
      version: VERSION_MESSAGE,
    });
  const version = Number(match[1]);
  if (field !== undefined && field !== version)
    throw new HttpError(400, "The version field and the If-Match header disagree.", { version: VERSION_MESSAGE });
  return version;
}

const itemBase = {
  title: required("Title", 150),
  description: required("Description", 3000),
  titleHi: optionalHindi("Title in Hindi", 150),
  descriptionHi: optionalHindi("Description in Hindi", 3000),
  price: priceSchema,
  attributes: attributesSchema,
  attributesHi: attributesHiSchema,
  imageOrder: imageOrderSchema,
  version: versionSchema,
};

/** A whole number typed in a form (or sent as JSON); empty means "none" (the shop's default). */
const wholeOrNone = (label: string, min: number, max: number, unit = "") =>
  z
    .union([z.number(), z.string().trim(), z.null()], { error: `${label} must be a whole number.` })
    .optional()
    .transform((v) =>
      v === undefined || v === null || v === "" ? null : typeof v === "string" ? Number(v.replace(/[₹,\s]/g, "")) : v,
    )
    .pipe(
      z
        .number({ error: `${label} must be a whole number.` })
        .int(`${label} must be a whole number.`)
        .min(min, `${label} must be at least ${min}${unit}.`)
        .max(max, `${label} must be at most ${max}${unit}.`)
        .nullable(),
    );

/** Rental terms: empty rent = the piece is not rented by date; other empties = the shop's defaults. */
const rentalTerms = {
  rentPrice: wholeOrNone("Rent", 0, 1_000_000),
  rentDays: wholeOrNone("Rental period", 1, 60, " days"),
  extraDayPrice: wholeOrNone("Price per extra day", 0, 1_000_000),
  deposit: wholeOrNone("Deposit", 0, 10_000_000),
  stock: wholeOrNone("Stock", 1, 50).transform((v) => v ?? 1),
  bufferBefore: wholeOrNone("Days held before pickup", 0, 30),
  bufferAfter: wholeOrNone("Days held after return", 0, 30),
};

const SIZE_MAX = 20;

/**
 * "Sizes of copies": one size per copy, copy 1 first, comma-separated as the owner types it
 * ("S, M, M") or a JSON array. Empty: the copies carry no size (booked as before).
 */
const copySizesSchema = z
  .union([z.string(), z.array(z.string()), z.null()], {
    error: "Sizes of copies must be sizes separated by commas, like S, M, M.",
  })
  .optional()
  .transform((v) => {
    const list = typeof v === "string" ? (v.trim() ? v.split(",") : []) : (v ?? []);
    return list.map((s) => s.trim().replace(/\s+/g, " "));
  })
  // Checked on the list, so every message is the field's own (copySizes), not one size's.
  .refine((list) => list.every(Boolean), "Sizes of copies has an empty size: write one size between each comma.")
  .refine(
    (list) => list.every((s) => s.length <= SIZE_MAX),
    `Each size of copies must be at most ${SIZE_MAX} characters.`,
  )
  .refine((list) => list.length <= 50, "Sizes of copies lists at most 50 sizes.");

export const collectionItemSchema = z.strictObject({
  ...rentalTerms,
  copySizes: copySizesSchema,
  ...itemBase,
  category: z.enum(storedCollectionValues as [string, ...string[]], { error: "Choose a category." }),
  colour: optional("Colour", 60),
  fabric: optional("Fabric"),
  work: optional("Work"),
  dupatta: optional("Dupatta"),
  occasions: optional("Occasions"),
  sizeFit: optional("Size fit"),
  customAlterations: optional("Custom alterations"),
  colourHi: optionalHindi("Colour in Hindi", 60),
  fabricHi: optionalHindi("Fabric in Hindi", 300),
  workHi: optionalHindi("Work in Hindi", 300),
  dupattaHi: optionalHindi("Dupatta in Hindi", 300),
  occasionsHi: optionalHindi("Occasions in Hindi", 300),
  sizeFitHi: optionalHindi("Size fit in Hindi", 300),
  customAlterationsHi: optionalHindi("Custom alterations in Hindi", 300),
});
export type CollectionItemInput = z.infer<typeof collectionItemSchema>;

/**
 * A collection item as the admin sent it (POST and PUT): the fields' form is a 400, and sizes
 * of copies that do not match the stock a 422 (each copy has one size, or none has).
 */
export function parseCollectionItem(fields: unknown): CollectionItemInput {
  const input = collectionItemSchema.parse(fields);
  const n = input.copySizes.length;
  if (n && n !== input.stock) {
    const message = `Sizes of copies lists ${n} ${n === 1 ? "size" : "sizes"} but there ${input.stock === 1 ? "is 1 copy" : `are ${input.stock} copies`}: give one size per copy, or leave it empty.`;
    throw new HttpError(422, message, { copySizes: message });
  }
  return input;
}

export const beautyItemSchema = z.strictObject({
  ...itemBase,
  category: z.enum(beautyCategories.map((c) => c.value) as [string, ...string[]], {
    error: "Choose soap, hair-oil or night-cream.",
  }),
  ingredients: optional("Ingredients", 1000),
  skinType: optional("Skin type"),
  volume: optional("Volume", 60),
  usage: optional("Usage", 1000),
  ingredientsHi: optionalHindi("Ingredients in Hindi", 1000),
  skinTypeHi: optionalHindi("Skin type in Hindi", 300),
  volumeHi: optionalHindi("Volume in Hindi", 60),
  usageHi: optionalHindi("Usage in Hindi", 1000),
});
export type BeautyItemInput = z.infer<typeof beautyItemSchema>;

/** spec §5: offers with empty text or discount are dropped. */
const offersSchema = jsonText(
  z
    .array(
      z.object({
        text: z.string().trim().max(80, "Offer text must be at most 80 characters.").default(""),
        discount: z.string().trim().max(40, "Discount must be at most 40 characters.").default(""),
        textHi: optionalHindi("Offer text in Hindi", 80),
        discountHi: optionalHindi("Discount in Hindi", 40),
      }),
    )
    .max(6, "At most 6 offers per slide.")
    .optional()
    .transform((offers) => (offers ?? []).filter((o) => o.text && o.discount)),
  "Offers",
);

export const heroSlideSchema = z.strictObject({
  title: required("Title", 120),
  desc: required("Description", 300),
  extra: z.string().trim().max(300, "Extra text must be at most 300 characters.").optional().default(""),
  titleHi: optionalHindi("Title in Hindi", 120),
  descHi: optionalHindi("Description in Hindi", 300),
  extraHi: optionalHindi("Extra text in Hindi", 300),
  offers: offersSchema,
  position: z.coerce.number().int().min(0).max(1000).optional(),
  version: versionSchema,
});
export type HeroSlideInput = z.infer<typeof heroSlideSchema>;

/** POST /api/hero/{id}/move: one step earlier ("up") or later ("down") in display order. */
export const heroMoveSchema = z.strictObject({
  direction: z.enum(["up", "down"], { error: 'Direction must be "up" or "down".' }),
});
