// What a visitor has chosen on a collection or beauty page: the page, the sort and
// the filters, read from the address (?sort=price-asc&fabric=silk,net&page=2). Pure, so the
// proxy, the pages and the client islands share one reading of it.
//
// The proxy rewrites such an address to an internal path whose last segment is the canonical
// form of the state (`fabric-net.silk_page-2_sort-price-asc`): known keys only, values
// sorted, defaults left out. That page reads only `params`, so it is ISR like the plain page,
// and equivalent addresses share one cache entry.

import { FACETS, parseFacetFilters, type FacetFilters, type FacetKey } from "./facets";
import { addMonths, isDay, type Day } from "@/lib/dates";
import type { SortKey } from "@/features/catalogue/rules/items";
import { DATED_KEY, PART_JOIN } from "@/lib/server/cache-names.mjs";

/** Pieces a page shows (and a "Show more" adds). */
export const PAGE_SIZE = 24;
/** Past this a page number is taken as a mistake: bounds the cache entries a URL can create. */
const MAX_PAGE = 1000;

export type PageSort = Extract<SortKey, "newest" | "price-asc" | "price-desc">;
/** The sorts a page offers; the API also takes "oldest" (SortKey). */
export const PAGE_SORTS: { value: PageSort; label: string }[] = [
  { value: "newest", label: "Newest" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
];

/** The query keys that make a page a variant of the plain one (proxy.ts matches the same list). */
export const BROWSE_KEYS = ["page", "sort", "on", ...FACETS.map((f) => f.key)] as const;

export interface BrowseState {
  page: number;
  sort: PageSort;
  filters: FacetFilters;
  /** pieces free to rent on this India calendar day, YYYY-MM-DD */
  on?: string;
}

export const DEFAULT_STATE: BrowseState = { page: 1, sort: "newest", filters: {} };

type Params = Record<string, string | string[] | undefined>;

/**
 * What a listing can vary: its filters, whether it has pages and a sort, whether it answers
 * "available on" a day. Anything else in an address is ignored, so it is the plain page and
 * never a variant of its own (beauty shelves took `?on=`, the dupatta line every key).
 */
export interface BrowseShape {
  facets: readonly FacetKey[];
  paged: boolean;
  dated: boolean;
}
export const COLLECTION_SHAPE: BrowseShape = { facets: FACETS.map((f) => f.key), paged: true, dated: true };
export const BEAUTY_SHAPE: BrowseShape = { facets: ["price"], paged: true, dated: false };
/** A fixed list on one page (the dupatta line, spec §2): no variants at all. */
export const FIXED_SHAPE: BrowseShape = { facets: [], paged: false, dated: false };

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** Reads page, sort and filters; anything unknown, malformed or not in the shape falls back to its default. */
export function readBrowseState(params: Params, shape: BrowseShape = COLLECTION_SHAPE): BrowseState {
  const rawPage = first(params.page)?.trim() ?? "";
  const n = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const page = shape.paged && n >= 1 && n <= MAX_PAGE ? n : 1;
  const rawSort = first(params.sort)?.trim().toLowerCase();
  const sort = (shape.paged && PAGE_SORTS.find((s) => s.value === rawSort)?.value) || "newest";
  const all = parseFacetFilters(params);
  const filters: FacetFilters = {};
  for (const key of shape.facets) if (all[key]?.length) filters[key] = all[key];
  const rawOn = first(params.on)?.trim() ?? "";
  return { page, sort, filters, ...(shape.dated && isDay(rawOn) ? { on: rawOn } : {}) };
}

export function fromSearchParams(search: URLSearchParams, shape?: BrowseShape): BrowseState {
  const params: Params = {};
  for (const key of new Set(search.keys())) params[key] = search.getAll(key);
  return readBrowseState(params, shape);
}

export function hasFilters(state: BrowseState): boolean {
  return Boolean(state.on) || Object.values(state.filters).some((v) => v?.length);
}

/** Ordered pairs of the non-default parts, in one fixed order (facets as FACETS lists them). */
function parts(state: BrowseState): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const facet of FACETS) {
    const values = state.filters[facet.key];
    if (values?.length) out.push([facet.key, [...values].sort()]);
  }
  if (state.on) out.push([DATED_KEY, [state.on]]);
  if (state.page > 1) out.push(["page", [String(state.page)]]);
  if (state.sort !== "newest") out.push(["sort", [state.sort]]);
  return out;
}

/** The internal path segment; "" for the plain page. Keys and values are [a-z0-9-] only. */
export function encodeSegment(state: BrowseState): string {
  return parts(state)
    .map(([k, v]) => `${k}-${v.join(".")}`)
    .join(PART_JOIN);
}

/**
 * The state an internal segment names, or null when the segment is not the canonical spelling
 * of a state: only one address per result is a page (one cache entry each), and anything
 * else (%, a stray character, unknown keys, values out of order) is not found. The segment is
 * never percent-decoded: encodeSegment writes nothing that would need it.
 */
export function canonicalState(segment: string, shape?: BrowseShape): BrowseState | null {
  if (!SEGMENT.test(segment)) return null;
  const params: Params = {};
  for (const part of segment.split(PART_JOIN)) {
    const dash = part.indexOf("-");
    if (dash > 0) params[part.slice(0, dash)] = part.slice(dash + 1).replaceAll(".", ",");
  }
  const state = readBrowseState(params, shape);
  return encodeSegment(state) === segment ? state : null;
}

/** What encodeSegment writes, and a length no real choice of filters comes near. */
const SEGMENT = /^[a-z0-9._-]{1,400}$/;

/**
 * Whether "available on" this day can be answered: from today to the last day a pickup can
 * be booked. Any other day (a year 9999, last month) is a variant that means nothing, and is
 * sent to the page without it rather than rendered and cached.
 */
/** The query key the proxy adds when it drops an "available on" day that cannot be booked: not a browse key, so the page ignores it. */
export const REFUSED_DAY_KEY = "not-bookable";

export function isBookableDay(day: Day, today: Day, aheadMonths: number): boolean {
  return day >= today && day <= addMonths(today, aheadMonths);
}

/** "?fabric=net,silk&sort=price-asc" for a link; "" for the plain page. */
export function toSearch(state: BrowseState): string {
  const search = parts(state)
    .map(([k, v]) => `${k}=${v.join(",")}`)
    .join("&");
  return search ? `?${search}` : "";
}

/** The state with one filter choice added or taken away; back to page 1. */
export function toggleFilter(state: BrowseState, key: FacetKey, value: string): BrowseState {
  const current = state.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  return { ...state, page: 1, filters: { ...state.filters, [key]: next } };
}

/** The API query for the same pieces ("Show more"): the page's sort and filters, 24 at a time. */
export function apiSearch(state: BrowseState, page: number): string {
  const q = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page), sort: state.sort });
  for (const [k, v] of Object.entries(state.filters)) if (v?.length) q.set(k, v.join(","));
  if (state.on) q.set("on", state.on);
  return `?${q.toString()}`;
}
