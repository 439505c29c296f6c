import type { CollectionItem } from "@/features/catalogue/rules/items";
import { collectionSlugFor } from "@/features/shop/categories";
import { HydrateInSlices } from "@/components/ui/hydrate-in-slices";
import { CardCartList } from "./card-cart";
import { cartPiece, ProductCard } from "./product-card";
import { cardOf } from "./product-card-view";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/** Collection items from any category, each linking to its own product page. */
export function CollectionItemGrid({
  items,
  locale = DEFAULT_LOCALE,
}: {
  items: CollectionItem[];
  /** the page's language: the cards link to the pieces' pages in it */ locale?: Locale;
}) {
  const products = items.flatMap((i) => {
    const slug = collectionSlugFor(i.category);
    return slug ? [cardOf(i, "collection", `/collection/${slug}/${i._id}`)] : [];
  });
  return (
    <CardCartList
      pieces={products.filter((p) => !p.rentable).map(cartPiece)}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
    >
      <HydrateInSlices
        eager={0}
        items={products.map((p) => (
          <li key={p._id} className="flex">
            <ProductCard locale={locale} product={p} />
          </li>
        ))}
      />
    </CardCartList>
  );
}
