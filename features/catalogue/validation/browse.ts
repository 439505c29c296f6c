import { z } from "zod";
import { parseFacetFilters } from "@/features/catalogue/rules/facets";
import { isPlausibleId } from "@/lib/validation/ids";
import { indiaDay, pagingSchema, searchText } from "@/lib/validation/list-query";

/** The catalogue API's page: at most 100 pieces an answer (documented in docs/architecture.md). */
const CATALOGUE_PAGE = { limit: 100, max: 100 };

const sortSchema = z.enum(["newest", "oldest", "price-asc", "price-desc"], {
  error: "sort must be newest, oldest, price-asc or price-desc.",
});

/**
 * GET /api/collection/{category} and /api/beauty/{category}: limit, page, sort, q, and the
 * filters (occasion, fabric, work, size, colour, price; several values comma-separated), and
 * `on` (YYYY-MM-DD): collection pieces with a copy free to rent that day.
 * Unknown filter values are ignored (a shared link outlives a renamed choice).
 */
export function parseBrowseQuery(params: Record<string, string>) {
  const base = pagingSchema(CATALOGUE_PAGE)
    .extend({ sort: sortSchema.optional(), q: searchText, on: indiaDay("labelOn").optional() })
    .parse(params);
  return { ...base, filters: parseFacetFilters(params) };
}

/** The admin managers' list: 24 pieces a page (two or three to a row, never a half-filled one). */
export const ADMIN_PAGE = 24;

/**
 * The admin managers' address: `q` (title words or a pasted item id), `category` (one of
 * this manager's) and `page`. A hand-edited bad value is refused with a message.
 */
export function adminCatalogueQuerySchema(categories: readonly string[]) {
  return pagingSchema({ limit: ADMIN_PAGE, max: ADMIN_PAGE }).extend({
    q: searchText,
    category: z
      .string()
      .refine((c) => categories.includes(c), "Choose a category from the list.")
      .optional(),
  });
}

/** GET /api/collection and /api/beauty (admin): `id` narrows the answer to that piece, read fresh. */
export const adminListSchema = z.object({
  id: z.string().refine(isPlausibleId, "id must be an item id.").optional(),
});
