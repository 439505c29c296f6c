/**
 * What a catalogue item is as the API, the pages and the client islands see it, and the
 * shapes of the catalogue's reads (features/catalogue/data). Types only: safe to import anywhere.
 * Field names follow the shop's existing API (spec §3): `_id`, `images` always a list,
 * `price` a number.
 */
import type { FacetFilters } from "./facets";

/** The two kinds of catalogue item the owner manages, each in its own table. */
export type Kind = "collection" | "beauty";

/** A collection item: named attributes plus any extra ones, flat. */
export interface CollectionItem {
  _id: string;
  category: string;
  title: string;
  description: string;
  price: number;
  images: string[];
  /** the title and description in Hindi; absent: the Hindi pages show the English (lib/i18n/owner-text.ts) */
  titleHi?: string;
  descriptionHi?: string;
  colour?: string;
  fabric?: string;
  work?: string;
  dupatta?: string;
  occasions?: string;
  sizeFit?: string;
  customAlterations?: string;
  /** each detail above in Hindi; absent: the Hindi pages show the English */
  colourHi?: string;
  fabricHi?: string;
  workHi?: string;
  dupattaHi?: string;
  occasionsHi?: string;
  sizeFitHi?: string;
  customAlterationsHi?: string;
  /** the extra attributes' values in Hindi, under their English names ({ "Bottom": "शरारा" }); absent when none has one */
  attributesHi?: Record<string, string>;
  /** rental terms as stored; absent = the shop's default, no rentPrice = not rented by date */
  rentPrice?: number;
  rentDays?: number;
  extraDayPrice?: number;
  deposit?: number;
  stock?: number;
  bufferBefore?: number;
  bufferAfter?: number;
  /** the size of each copy, copy 1 first ("Sizes of copies"); absent: the copies carry no size */
  copySizes?: string[];
  /** Raised on every save; an edit sends back the one it started from (409 when stale). Left out of the product-page read. */
  version?: number;
  /** any other free-text attribute, e.g. "Bottom": "Sharara" */
  [extra: string]: string | number | string[] | Record<string, string> | undefined;
}

export interface BeautyItem {
  _id: string;
  category: string;
  title: string;
  description: string;
  price: number;
  images: string[];
  /** the title and description in Hindi; absent: the Hindi pages show the English */
  titleHi?: string;
  descriptionHi?: string;
  ingredients?: string;
  skinType?: string;
  volume?: string;
  usage?: string;
  /** the four above in Hindi; absent: the Hindi pages show the English */
  ingredientsHi?: string;
  skinTypeHi?: string;
  volumeHi?: string;
  usageHi?: string;
  /** the extra attributes' values in Hindi, under their English names */
  attributesHi?: Record<string, string>;
  /** Raised on every save; an edit sends back the one it started from (409 when stale). Left out of the product-page read. */
  version?: number;
  [extra: string]: string | number | string[] | Record<string, string> | undefined;
}

/** The item of each kind. */
export type ItemOf<K extends Kind> = { collection: CollectionItem; beauty: BeautyItem }[K];

/** An item's id, category and last change (ISO 8601): the sitemap's <lastmod>. */
export interface ItemStamp {
  _id: string;
  category: string;
  updatedAt: string;
}

/** "oldest" is the spec's API order (as pieces were added); pages default to newest. */
export type SortKey = "newest" | "oldest" | "price-asc" | "price-desc";

export interface BrowseQuery {
  category: string;
  filters?: FacetFilters;
  sort?: SortKey;
  /** 1-based */
  page?: number;
  limit: number;
  q?: string;
  /** collection pieces free to rent on this India calendar day */
  availableOn?: string;
}

export interface BrowsePage<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  /** "fabric:silk" → how many pieces the other filters leave with this choice */
  counts: Record<string, number>;
}

/** The admin managers' list. */
export interface AdminListQuery {
  /** title words (misspellings forgiven), or an item id / a link to the piece, pasted */
  q?: string;
  category?: string;
  /** 1-based */
  page: number;
  limit: number;
}

/** One answer of the search across both kinds. */
export interface SearchHit {
  kind: Kind;
  item: CollectionItem | BeautyItem;
  rank: number;
}
