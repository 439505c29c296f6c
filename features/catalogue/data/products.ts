import "server-only";
import { findBeautyCategory, findCollectionCategory } from "@/features/shop/categories";
import { dupattaDetails, findDupatta, localizeDupatta } from "@/features/catalogue/content/dupattas";
import { toProductView, type ProductView, type RentalOffer } from "@/features/catalogue/rules/product-view";
import { rentalRules } from "@/features/rentals/settings";
import { resolveTerms } from "@/features/rentals/rules/terms";
import { sizeChoices } from "@/features/rentals/rules/sizes";
import type { CollectionItem } from "@/features/catalogue/rules/items";
import { isPlausibleId } from "@/lib/validation/ids";
import { ownerText } from "@/lib/i18n/owner-text";
import type { Locale } from "@/lib/i18n/locales";
import { readItem } from "./read";

/**
 * A collection product (or a built-in dupatta) by page slug and id; null when either does not
 * match. An id that is not one this shop makes (a NUL byte, say) is null without a query.
 */
export async function getCollectionProduct(slug: string, id: string): Promise<ProductView | null> {
  if (!isPlausibleId(id)) return null;
  const category = findCollectionCategory(slug);
  if (!category || category.slug !== slug) return null;
  const href = `/collection/${slug}/${id}`;
  if (category.builtin) {
    const d = findDupatta(id);
    return d ? { ...toProductView(d, "dupatta", "attributes", href), lines: dupattaDetails } : null;
  }
  const item = await readItem("collection", id);
  if (!item || item.category !== category.value) return null;
  const rental = rentalOffer(item);
  return { ...toProductView(item, "collection", category.popupStyle, href), ...(rental ? { rental } : {}) };
}

/** The piece's rental terms with the shop's defaults filled in, or undefined when it is not rented by date. */
function rentalOffer(item: CollectionItem): RentalOffer | undefined {
  const rules = rentalRules();
  const terms = resolveTerms(
    {
      rentPrice: item.rentPrice ?? null,
      rentDays: item.rentDays ?? null,
      extraDayPrice: item.extraDayPrice ?? null,
      deposit: item.deposit ?? null,
      stock: item.stock ?? 1,
      bufferBefore: item.bufferBefore ?? null,
      bufferAfter: item.bufferAfter ?? null,
    },
    rules,
  );
  return terms
    ? { terms, sizes: sizeChoices(item.copySizes ?? []), maxDays: rules.maxDays, aheadMonths: rules.aheadMonths }
    : undefined;
}

export async function getBeautyProduct(slug: string, id: string): Promise<ProductView | null> {
  if (!isPlausibleId(id)) return null;
  const category = findBeautyCategory(slug);
  if (!category) return null;
  const item = await readItem("beauty", id);
  if (!item || item.category !== category.value) return null;
  return toProductView(item, "beauty", "beauty", `/beauty-care/${slug}/${id}`);
}

/**
 * The trusted title and price of anything that can be ordered, by id: never the browser's. The
 * title in `locale` for the cart's lines (the owner's Hindi where she typed it); an order stores
 * the English.
 */
export async function findOrderableProduct(
  id: string,
  locale: Locale = "en",
): Promise<{ id: string; title: string; description: string; price: number } | null> {
  if (!isPlausibleId(id)) return null;
  const d = findDupatta(id);
  if (d) {
    const text = localizeDupatta(d, locale);
    return { id: d._id, title: text.title, description: text.description, price: d.price };
  }
  const item = (await readItem("collection", id)) ?? (await readItem("beauty", id));
  if (!item) return null;
  const text = ownerText(item, locale);
  return { id: item._id, title: text.title, description: text.description, price: item.price };
}

/** A rentable piece as a list of pieces to try shows it: its first photo, its page, its rent and sizes. */
interface PieceCard {
  id: string;
  title: string;
  image: string | null;
  href: string;
  rent: number;
  baseDays: number;
  deposit: number;
  /** the sizes its copies come in (empty: one size) */
  sizes: string[];
}

/**
 * The rentable pieces among `ids`, in the order asked; an id that is no rentable piece (gone,
 * made up, sold only) is left out. Few by design: the callers ask for a try-on's or a list's.
 */
export async function findPieceCards(ids: string[], locale: Locale = "en"): Promise<PieceCard[]> {
  const cards: PieceCard[] = [];
  for (const id of [...new Set(ids)].filter(isPlausibleId).slice(0, 30)) {
    const item = await readItem("collection", id);
    const category = item ? findCollectionCategory(item.category) : undefined;
    const rental = item ? rentalOffer(item) : undefined;
    if (!item || !category || !rental) continue;
    cards.push({
      id: item._id,
      title: ownerText(item, locale).title,
      image: item.images[0] ?? null,
      href: `/collection/${category.slug}/${item._id}`,
      rent: rental.terms.rent,
      baseDays: rental.terms.baseDays,
      deposit: rental.terms.deposit,
      sizes: rental.sizes ?? [],
    });
  }
  return cards;
}
