import type { CollectionItem } from "@/lib/catalogue/items";
import { collectionSlugFor } from "@/lib/content/categories";
import { ProductCard } from "./product-card";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/** Collection items from any category, each linking to its own product page. */
export function CollectionItemGrid({ items, locale = DEFAULT_LOCALE }: { items: CollectionItem[]; /** the page's language: the cards link to the pieces' pages in it */ locale?: Locale }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((i) => {
        const slug = collectionSlugFor(i.category);
        if (!slug) return null;
        return (
          <li key={i._id} className="flex">
            <ProductCard
              locale={locale}
              product={{
                _id: i._id,
                kind: "collection",
                category: i.category,
                title: i.title,
                description: i.description,
                price: i.price,
                image: i.images[0],
                href: `/collection/${slug}/${i._id}`,
                rentable: i.rentPrice !== undefined,
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
