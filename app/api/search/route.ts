import { searchCatalogue } from "@/features/catalogue";
import { HttpError } from "@/lib/errors";
import { fieldWords } from "@/lib/validation/field-words";
import { handler, pagedJson } from "@/lib/http";
import { indiaDay, pagingSchema, queryOf, searchText } from "@/lib/validation/list-query";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

const schema = pagingSchema({ limit: 24, max: 100 }).extend({ q: searchText, on: indiaDay("labelOn").optional() });

/**
 * GET /api/search?q=: pieces from the collection and the beauty line, best match first, in
 * the same item shape as the catalogue answers (plus `kind`). Forgives spelling ("lehnga",
 * "sari", "anarkli") and knows other spellings (lengha, लहंगा). `limit` (24, at most 100), `page`,
 * `on` (YYYY-MM-DD): only pieces with a copy free to rent that day.
 */
export const GET = handler(async (request) => {
  const query = schema.parse(queryOf(request));
  if (!query.q) throw new HttpError(400, { key: "searchNeedsText" }, { q: fieldWords("searchNeedsText") });
  const { hits, total } = await searchCatalogue(query.q, query.page, query.limit, query.on);
  return pagedJson(
    request,
    hits.map((h) => ({ ...h.item, kind: h.kind })),
    { page: query.page, total, limit: query.limit },
  );
});
