/**
 * What a product popup or page shows, built from an API-shaped item (pure, testable).
 * spec §2: blouse, saree and dress popups list six named attribute lines when present;
 * gown, suit and gopi popups list every extra field; beauty popups list every extra
 * field with its name split into words and capitalised.
 */
import type { PopupStyle } from "@/features/shop/categories";
import type { ProductKind } from "@/features/cart/rules/cart";
import type { RentalOffer } from "@/features/rentals/rules/terms";

export type { RentalOffer };

export interface DetailLine {
  label: string;
  value: string;
  /** the value in Hindi, when the owner typed one: a Hindi page shows it in place of `value` */
  valueHi?: string;
}

export interface ProductView {
  kind: ProductKind;
  id: string;
  category: string;
  title: string;
  description: string;
  /** the title and description in Hindi; null: the Hindi pages show the English (lib/i18n/owner-text.ts) */
  titleHi: string | null;
  descriptionHi: string | null;
  price: number;
  images: string[];
  lines: DetailLine[];
  href: string;
  /** a piece rented by date: its terms and the shop's rules the calendar needs */
  rental?: RentalOffer;
}

type ApiItem = {
  _id: string;
  category: string;
  title: string;
  description: string;
  price: number;
  images: string[];
} & Record<string, unknown>;

const ATTRIBUTE_LINES: readonly [key: string, label: string][] = [
  ["fabric", "Fabric Type"],
  ["work", "Work Detailing"],
  ["dupatta", "Dupatta"],
  ["occasions", "Occasions"],
  ["sizeFit", "Size Fit"],
  ["customAlterations", "Custom Alterations"],
];

/** Readable names of the named columns, for popups that list every field (the colour is a column too). */
const COLUMN_LABELS: ReadonlyMap<string, string> = new Map([["colour", "Colour"], ...ATTRIBUTE_LINES]);

/** A beauty product's named columns: their labels are looked up in the page's language like the pieces'. */
const BEAUTY_LABELS: ReadonlyMap<string, string> = new Map([
  ["ingredients", "Ingredients"],
  ["skinType", "Skin Type"],
  ["volume", "Volume"],
  ["usage", "Usage"],
]);

/** Each named column's Hindi twin ("fabric" → "fabricHi"): a value shown in its column's line, never a line of its own. */
const HINDI_COLUMNS = [...COLUMN_LABELS.keys(), ...BEAUTY_LABELS.keys()].map((k) => `${k}Hi`);

/** Rental terms are shown by the booking panel, not as detail lines. */
const RENTAL_FIELDS = [
  "rentPrice",
  "rentDays",
  "extraDayPrice",
  "deposit",
  "stock",
  "bufferBefore",
  "bufferAfter",
  "copySizes",
] as const;
/** The Hindi title and description are the title and description on a Hindi page, not detail lines. */
const NOT_EXTRA = new Set([
  "_id",
  "title",
  "description",
  "titleHi",
  "descriptionHi",
  ...HINDI_COLUMNS,
  "attributesHi",
  "price",
  "image",
  "images",
  "category",
  "version",
  ...RENTAL_FIELDS,
]);

/** "skinType" → "Skin Type", "customAlterations" → "Custom Alterations". */
function humanise(field: string): string {
  return field
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A field's value, and its Hindi when the owner typed one (a named column's twin, or the attribute's entry in attributesHi). */
function line(item: ApiItem, field: string, label: string, value: string): DetailLine {
  const named = COLUMN_LABELS.has(field) || BEAUTY_LABELS.has(field);
  const attributesHi = item.attributesHi;
  const hi = named
    ? item[`${field}Hi`]
    : attributesHi && typeof attributesHi === "object" && Object.hasOwn(attributesHi, field)
      ? (attributesHi as Record<string, unknown>)[field]
      : undefined;
  return typeof hi === "string" && hi.trim() ? { label, value, valueHi: hi } : { label, value };
}

function extraFields(item: ApiItem): [string, string][] {
  return Object.entries(item)
    .filter(
      ([k, v]) => !NOT_EXTRA.has(k) && (typeof v === "string" || typeof v === "number") && String(v).trim() !== "",
    )
    .map(([k, v]) => [k, String(v)]);
}

export function detailLines(item: ApiItem, style: PopupStyle | "beauty"): DetailLine[] {
  if (style === "attributes") {
    return ATTRIBUTE_LINES.filter(([key]) => typeof item[key] === "string" && (item[key] as string).trim()).map(
      ([key, label]) => line(item, key, label, item[key] as string),
    );
  }
  if (style === "beauty")
    return extraFields(item).map(([k, v]) => line(item, k, BEAUTY_LABELS.get(k) ?? humanise(k), v));
  // all-fields: 'fieldname: value' — named columns get a readable name, free-text ones keep the admin's.
  return extraFields(item).map(([k, v]) => line(item, k, COLUMN_LABELS.get(k) ?? k, v));
}

export function toProductView(
  item: ApiItem,
  kind: ProductKind,
  style: PopupStyle | "beauty",
  href: string,
): ProductView {
  return {
    kind,
    id: item._id,
    category: item.category,
    title: item.title,
    description: item.description,
    titleHi: typeof item.titleHi === "string" && item.titleHi ? item.titleHi : null,
    descriptionHi: typeof item.descriptionHi === "string" && item.descriptionHi ? item.descriptionHi : null,
    price: item.price,
    images: item.images,
    lines: detailLines(item, style),
    href,
  };
}
