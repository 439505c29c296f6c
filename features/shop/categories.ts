/**
 * The one category registry: menus, pages, sitemap, admin selects and the API read it.
 * Slugs and menu labels keep the spellings of the shop's existing links (spec §2).
 * The words shown in each language (label, title, hero, tagline) are in the "categories"
 * message namespace, keyed by slug (messages/{en,hi}/categories.json), read on the server
 * through category-text.ts; the English there is this file's text, verbatim.
 */

/** How a product popup lists attributes (spec §2): the six named lines, or every extra field. */
export type PopupStyle = "attributes" | "all-fields";

export interface CollectionCategory {
  slug: string;
  /** value stored in the database and used by /api/collection/{category} */
  value: string;
  /** label in the COLLECTION menu */
  label: string;
  /** hero title; the page shows '{title} Collection' */
  title: string;
  /** the hero's own words where the spec gives them instead of '{title} Collection' */
  heroTitle?: string;
  tagline: string;
  popupStyle: PopupStyle;
  /** items come from the built-in list (dupatta), not the database */
  builtin?: boolean;
}

export const collectionCategories: readonly CollectionCategory[] = [
  {
    slug: "suits",
    value: "suit",
    label: "Suits",
    title: "Designer Suits",
    tagline: "Explore the finest selection in our suit collection.",
    popupStyle: "all-fields",
  },
  {
    slug: "gowns",
    value: "gown",
    label: "Gowns",
    title: "Designer Gowns",
    tagline: "Floor-length gowns for receptions, sangeets and cocktail evenings.",
    popupStyle: "all-fields",
  },
  {
    slug: "dresses",
    value: "dress",
    label: "Dresses",
    title: "Western Party Dresses",
    tagline: "Indo-western and party dresses for every celebration.",
    popupStyle: "attributes",
  },
  {
    slug: "designer-sarees",
    value: "saree",
    label: "Designer Sarees",
    title: "Designer Sarees",
    tagline: "Handpicked silk, georgette and organza sarees, ready to drape.",
    popupStyle: "attributes",
  },
  {
    slug: "designer-blouses",
    value: "blouse",
    label: "Designer Blouses",
    title: "Designer Blouse",
    tagline: "Embroidered and mirror-work blouses to lift any saree or lehenga.",
    popupStyle: "attributes",
  },
  {
    slug: "gopi-dresess",
    value: "gopidress",
    label: "Gopi Dresess",
    title: "Gopi Dresses",
    tagline: "Flowing gopi dresses for Janmashtami, garba and festive pujas.",
    popupStyle: "all-fields",
  },
  {
    slug: "party-wear-lehenga",
    value: "sarees",
    label: "Party Wear Lehenga",
    title: "Party Wear Lehenga",
    tagline: "Bridal and party lehengas that turn every head on the dance floor.",
    popupStyle: "attributes",
  },
  {
    slug: "customised-colours-sarees-avaliable",
    value: "custom-saree",
    label: "Customised Colours Sarees Avaliable",
    title: "Customised Colour Sarees",
    tagline: "Choose your shade: we dye and finish sarees to match your event.",
    popupStyle: "attributes",
  },
  {
    slug: "customised-colours-blouses-avaliable",
    value: "custom-blouse",
    label: "Customised Colours Blouses Avaliable",
    title: "Customised Colour Blouses",
    tagline: "Blouses stitched and coloured to your measurements and palette.",
    popupStyle: "attributes",
  },
  {
    slug: "dupatta",
    value: "dupatta",
    label: "Dupatta",
    title: "Designer Silk Saree",
    heroTitle: "Designer Silk Saree",
    tagline: "Silk, cotton, chiffon and net drapes to complete your look.",
    popupStyle: "attributes",
    builtin: true,
  },
];

type BeautyCategoryValue = "soap" | "hair-oil" | "night-cream";

export interface BeautyCategory {
  slug: BeautyCategoryValue;
  value: BeautyCategoryValue;
  label: string;
  title: string;
  tagline: string;
}

export const beautyCategories: readonly BeautyCategory[] = [
  {
    slug: "soap",
    value: "soap",
    label: "Soap",
    title: "Handmade Soaps",
    tagline: "Cold-processed soaps with herbs, clays and pure oils.",
  },
  {
    slug: "hair-oil",
    value: "hair-oil",
    label: "Hair Oil",
    title: "Ayurvedic Hair Oils",
    tagline: "Slow-infused oils for roots, lengths and a calm scalp.",
  },
  {
    slug: "night-cream",
    value: "night-cream",
    label: "Night Face Cream",
    title: "Night Face Creams",
    tagline: "Overnight care with saffron, kumkumadi and aloe.",
  },
];

/** Categories whose items live in the database (everything but the built-in dupatta list). */
export const storedCollectionValues = collectionCategories.filter((c) => !c.builtin).map((c) => c.value);

/** Finds a collection category by its URL slug or its API value. */
export function findCollectionCategory(key: string): CollectionCategory | undefined {
  return collectionCategories.find((c) => c.slug === key || c.value === key);
}

export function findBeautyCategory(key: string): BeautyCategory | undefined {
  return beautyCategories.find((c) => c.slug === key);
}

/** The hero heading of a collection page. */
export function collectionHeroTitle(category: CollectionCategory): string {
  return category.heroTitle ?? `${category.title} Collection`;
}

/**
 * /collection/{API value} to the category's page, for values that are not a page's slug
 * themselves: the spec's plain "saree" (Designer Sarees) and the others clients may link to.
 */
export function collectionValueRedirects(prefix = ""): { source: string; destination: string; permanent: true }[] {
  const slugs = new Set(collectionCategories.map((c) => c.slug));
  return collectionCategories
    .filter((c) => !slugs.has(c.value))
    .flatMap((c) => [
      {
        source: `${prefix}/collection/${c.value}`,
        destination: `${prefix}/collection/${c.slug}`,
        permanent: true as const,
      },
      {
        source: `${prefix}/collection/${c.value}/:id`,
        destination: `${prefix}/collection/${c.slug}/:id`,
        permanent: true as const,
      },
    ]);
}

/** The page slug of an API category value (e.g. "gopidress" → "gopi-dresess"). */
export function collectionSlugFor(value: string): string | undefined {
  return collectionCategories.find((c) => c.value === value)?.slug;
}

/** Words in category names that say nothing about what a visitor looks for. */
const NOT_A_KIND = new Set(["designer", "customised", "colours", "colour", "avaliable", "available", "wear", "face"]);
const stem = (word: string) => word.replace(/(es|s)$/, "");
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3);

/**
 * The collection and beauty pages a search names ("dupatta", "soaps", "gown"): offered above
 * the results, since a category is often what the visitor meant, and some (the dupattas, a
 * built-in list) hold no pieces the search itself can find.
 */
export function categoriesMatching(q: string): { href: string; label: string }[] {
  const terms = wordsOf(q).map(stem);
  if (!terms.length) return [];
  // by slug and label only: the dupattas' title is "Designer Silk Saree" (the spec's), which would match "silk"
  const named = (c: { slug: string; label: string }) =>
    wordsOf(`${c.slug} ${c.label}`)
      .filter((w) => !NOT_A_KIND.has(w))
      .some((w) => terms.some((t) => stem(w) === t || (t.length >= 4 && stem(w).startsWith(t))));
  return [
    ...collectionCategories.filter(named).map((c) => ({ href: `/collection/${c.slug}`, label: c.label })),
    ...beautyCategories.filter(named).map((c) => ({ href: `/beauty-care/${c.slug}`, label: c.label })),
  ];
}
