import { z } from "zod";
import { fieldWords, type FieldLabel } from "./field-words";
import { safeString } from "./text";

/**
 * Paging for list answers that keep the spec's plain array: `limit` (default and maximum per
 * list) and `page` (1-based). The next page is announced in a `Link: <…>; rel="next"` header.
 */
export function pagingSchema(defaults: { limit: number; max: number }) {
  return z.object({
    limit: z.coerce
      .number({ error: "limit must be a number." })
      .int("limit must be a whole number.")
      .min(1, "limit must be at least 1.")
      .max(defaults.max, `limit can be at most ${defaults.max}.`)
      .default(defaults.limit),
    page: z.coerce
      .number({ error: "page must be a number." })
      .int("page must be a whole number.")
      .min(1, "page must be at least 1.")
      .max(100_000, "page is too large.")
      .default(1),
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A calendar day in India time, YYYY-MM-DD, named by its label in the "apiErrors" catalogue
 * ("labelPickupDay"), so its message is said in the visitor's language.
 */
export const indiaDay = (label: FieldLabel) =>
  safeString(label)
    .regex(DAY, fieldWords("dayFormat", { label }))
    .refine(
      (v) => {
        // A real calendar day (not 30 February) in a sensible range (not year 1).
        const [y, m, d] = v.split("-").map(Number) as [number, number, number];
        const date = new Date(Date.UTC(y, m - 1, d));
        return y >= 2000 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
      },
      fieldWords("dayNotReal", { label }),
    );

/** Free-text search from a query string: trimmed, at most 100 characters, empty = none. */
export const searchText = safeString("labelSearch")
  .trim()
  .max(100, fieldWords("fieldTooLong", { label: "labelSearch", max: 100 }))
  .optional();

/** The URL of the same list one page on, for the Link header. */
export function nextPageLink(request: Request, page: number): string {
  const url = new URL(request.url);
  url.searchParams.set("page", String(page + 1));
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/**
 * Query parameters as an object: repeated keys, the last one wins; empty ones are left out
 * (a GET form sends every field, `?q=&from=` means no search and no date).
 */
export function queryOf(request: Request): Record<string, string> {
  return paramsOf(Object.fromEntries(new URL(request.url).searchParams));
}

/** The same for a page's searchParams. */
export function paramsOf(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const value = Array.isArray(v) ? v.at(-1) : v;
    if (value !== undefined && value.trim() !== "") out[k] = value;
  }
  return out;
}
