import { requireAdmin } from "@/lib/auth/require-admin";
import { findCollectionCategory } from "@/features/shop/categories";
import { dupattaItems } from "@/features/catalogue/content/dupattas";
import { browseCollection, deleteCollectionItem, updateCollectionItem } from "@/features/catalogue";
import { parseBrowseQuery } from "@/features/catalogue/validation/browse";
import { queryOf } from "@/lib/validation/list-query";
import { NotFoundError } from "@/lib/errors";
import { handler, pagedJson, parseForm } from "@/lib/http";
import { parseCollectionItem, editVersion } from "@/features/catalogue/validation/catalogue";

// One dynamic segment serves both spec paths: GET /api/collection/{category} and
// PUT/DELETE /api/collection/{id}.
type Ctx = { params: Promise<{ key: string }> };

/**
 * GET /api/collection/{category}: the items of one category (by API value or page slug), as
 * the spec's array, at most 100 an answer: `limit`, `page`, `sort` (oldest, the default here,
 * newest, price-asc, price-desc), `q`, and filters `occasion`, `fabric`, `work`, `size`,
 * `colour`, `price` (comma-separated choices). `Link: <…>; rel="next"` while more exist.
 */
export const GET = handler<Ctx>(async (request, { params }) => {
  const { key } = await params;
  const category = findCollectionCategory(key);
  if (!category) throw new NotFoundError(`There is no collection called "${key}".`);
  const query = parseBrowseQuery(queryOf(request));
  if (category.builtin) {
    const items = dupattaItems.slice((query.page - 1) * query.limit, query.page * query.limit);
    return pagedJson(request, items, { page: query.page, total: dupattaItems.length, limit: query.limit });
  }
  const result = await browseCollection({
    category: category.value,
    filters: query.filters,
    sort: query.sort ?? "oldest",
    page: query.page,
    limit: query.limit,
    q: query.q,
    availableOn: query.on,
  });
  return pagedJson(request, result.items, { page: query.page, total: result.total, limit: query.limit });
});

/**
 * PUT /api/collection/{id} (admin, multipart): the updated item. A field the request does not
 * name keeps its stored value (an empty one clears it); emptying the rent or lowering the stock
 * under a booked copy is a 409 naming the bookings. With the version the edit
 * started from (`version` field or If-Match) a stale edit is a 409; 404 when the item is gone.
 */
export const PUT = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { key } = await params;
  const { fields, files } = await parseForm(request, "images");
  const edited = (stored: Record<string, unknown>) => {
    const input = parseCollectionItem({ ...stored, ...fields });
    return { ...input, version: editVersion(request, input.version) };
  };
  return Response.json(await updateCollectionItem(key, edited, files));
});

/** DELETE /api/collection/{id} (admin). */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  await deleteCollectionItem((await params).key);
  return Response.json({ success: true, message: "Item deleted." });
});
