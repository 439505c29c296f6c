// The names the read cache (lib/cache/index.ts), the page cache (lib/server/cache-handler.mjs),
// the proxy and the catalogue's browse state share, written once. Plain JavaScript: the page
// cache is loaded by Node before any TypeScript is.

/** The tags a read carries; a save invalidates its own (lib/cache/index.ts `invalidate`). */
export const TAGS = Object.freeze({
  hero: "hero",
  collection: "collection",
  beauty: "beauty",
  /** reads that answer "available on" a day: bookings change them, nothing else on the page */
  availability: "availability",
});

/** The tag every rendered page carries in the page cache: any catalogue save re-renders them all. */
export const PAGES_TAG = "pages";

/**
 * A sorted or filtered collection page is served from its own internal address,
 * `/<locale>/<collection|beauty-care>/<slug>/browse/<segment>` (proxy.ts rewrites to it). The
 * segment is its non-default choices as `key-value` parts joined by `_`, values by `.`
 * (`fabric-silk.velvet_on-2027-01-10_sort-price-asc`).
 */
export const VARIANT_DIR = "browse";
export const PART_JOIN = "_";
/** The part that makes a variant "available on" a day: bookings change its page. */
export const DATED_KEY = "on";

const VARIANT = new RegExp(`/(collection|beauty-care)/[^/]+/${VARIANT_DIR}/`);
const DATED = new RegExp(`/${VARIANT_DIR}/(?:[^/]*${PART_JOIN})?${DATED_KEY}-\\d{4}-\\d{2}-\\d{2}`);

/** Whether a page-cache key is a browse variant (they have a room of their own in the page cache). @param {string} key */
export const isVariantKey = (key) => VARIANT.test(key);

/** Whether a page-cache key is a variant "available on" a day: it carries the availability tag too. @param {string} key */
export const isDatedVariantKey = (key) => DATED.test(key);
