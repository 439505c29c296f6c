import { z } from "zod";
import { parseFacetFilters } from "@/lib/catalogue/facets";
import { pagingSchema, searchText } from "./list-query";

/** The catalogue API's page: at most 100 pieces an answer (documented in the README). */
export const CATALOGUE_PAGE = { limit: 100, max: 100 };

const sortSchema = z.enum(["newest", "oldest", "price-asc", "price-desc"], { error: "sort must be newest, oldest, price-asc or price-desc." });

/**
 * GET /api/collection/{category} and /api/beauty/{category}: limit, page, sort, q, and the
 * filters (occasion, fabric, work, size, colour, price; several values comma-separated).
 * Unknown filter values are ignored (a shared link outlives a renamed choice).
 */
export function parseBrowseQuery(params: Record<string, string>) {
  const base = pagingSchema(CATALOGUE_PAGE).extend({ sort: sortSchema.optional(), q: searchText }).parse(params);
  return { ...base, filters: parseFacetFilters(params) };
}
