import { palettes } from "./artwork";
import { catalogueFor } from "@/messages";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/**
 * The dupatta page's built-in list (spec §2): 47 items, one title and price, six rotating
 * descriptions. Its words are in the "dupattas" message namespace (English verbatim, and Hindi).
 */
const DUPATTA_COUNT = 47;
const DUPATTA_PRICE = 1550;

const words = (locale: Locale) => catalogueFor(locale)["dupattas"];
const descriptions = words(DEFAULT_LOCALE)["descriptions"];

/** Fixed popup lines shown for every dupatta (spec §2). */
export const dupattaDetails: { label: string; value: string }[] = words(DEFAULT_LOCALE)["details"];

export type DupattaItem = {
  _id: string;
  category: "dupatta";
  title: string;
  description: string;
  price: number;
  images: string[];
};

export const dupattaItems: DupattaItem[] = Array.from({ length: DUPATTA_COUNT }, (_, i) => ({
  _id: `dupatta-${i + 1}`,
  category: "dupatta",
  title: words(DEFAULT_LOCALE)["title"],
  description: descriptions[i % descriptions.length]!,
  price: DUPATTA_PRICE,
  images: [`/images/catalogue/dupatta-${palettes[i % palettes.length]}.webp`],
}));

export function findDupatta(id: string): DupattaItem | undefined {
  return dupattaItems.find((d) => d._id === id);
}

/**
 * A dupatta's title, description and popup lines in a language (the built-in list is the
 * shop's own text, so it has its Hindi here); anything else is returned as it is.
 */
export function localizeDupatta<
  T extends {
    kind?: string;
    _id?: string;
    id?: string;
    title: string;
    description: string;
    lines?: { label: string; value: string }[];
  },
>(item: T, locale: Locale): T {
  const id = item._id ?? item.id ?? "";
  const n = /^dupatta-(\d+)$/.exec(id);
  if (locale === DEFAULT_LOCALE || !n || (item.kind !== undefined && item.kind !== "dupatta")) return item;
  const text = words(locale);
  const description = text.descriptions[(Number(n[1]) - 1) % text.descriptions.length]!;
  return { ...item, title: text.title, description, ...(item.lines ? { lines: text.details } : {}) };
}
