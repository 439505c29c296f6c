import Link from "@/components/ui/link";
import { PlainImage } from "@/components/ui/plain-image";
import { HydrateInSlices } from "@/components/ui/hydrate-in-slices";
import { findBeautyCategory, findCollectionCategory } from "@/features/shop/categories";
import { highlight } from "@/features/catalogue/rules/search-terms";
import type { SearchHit } from "@/features/catalogue/rules/items";
import { formatRupees, previewWords } from "@/lib/format";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { foreignLang, ownerText } from "@/lib/i18n/owner-text";

function hrefOf(hit: SearchHit): string {
  if (hit.kind === "collection")
    return `/collection/${findCollectionCategory(hit.item.category)?.slug ?? hit.item.category}/${hit.item._id}`;
  return `/beauty-care/${findBeautyCategory(hit.item.category)?.slug ?? hit.item.category}/${hit.item._id}`;
}

function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlight(text, terms).map((p, i) =>
        p.mark ? (
          <mark key={i} className="hit-mark">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

/**
 * A page of search results, each a link to the piece with the searched words marked. Only
 * links hydrate here: the photos are plain <img>s, and the cards after the first row
 * hydrate a few at a time after the page (HydrateInSlices). A hit is drawn with the product
 * card's short classes (app/globals.css), not its utilities: each is in the HTML and again
 * in the RSC data, 12–24 times a page.
 */
export function SearchHits({ hits, terms, locale }: { hits: SearchHit[]; terms: string[]; locale: Locale }) {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      <HydrateInSlices
        eager={2}
        items={hits.map((hit, i) => {
          // The owner's Hindi title and description on a Hindi page when she typed them, her English (lang="en") otherwise.
          const text = ownerText(hit.item, locale);
          return (
            <li key={hit.item._id}>
              <Link href={localizedPath(locale, hrefOf(hit))} className="card h-full">
                <div className="card-frame">
                  {hit.item.images[0] ? (
                    <PlainImage
                      src={hit.item.images[0]}
                      sizes="(min-width: 1024px) 25vw, 50vw"
                      priority={i < 2}
                      className="object-cover"
                    />
                  ) : null}
                </div>
                <div className="card-body">
                  <h2 lang={foreignLang(text.titleLang, locale)} className="card-title">
                    <Marked text={text.title} terms={terms} />
                  </h2>
                  <p lang={foreignLang(text.descriptionLang, locale)} className="card-text">
                    <Marked text={previewWords(text.description, 12)} terms={terms} />
                  </p>
                  {hit.item.price > 0 ? (
                    <p className="mt-auto pt-2 font-semibold text-maroon-700">{formatRupees(hit.item.price)}</p>
                  ) : null}
                </div>
              </Link>
            </li>
          );
        })}
      />
    </ul>
  );
}
