import { requireAdmin } from "@/lib/auth/require-admin";
import { findBeautyCategory } from "@/features/shop/categories";
import { browseBeauty, deleteBeautyItem, updateBeautyItem } from "@/features/catalogue";
import { parseBrowseQuery } from "@/features/catalogue/validation/browse";
import { queryOf } from "@/lib/validation/list-query";
import { NotFoundError } from "@/lib/errors";
import { handler, pagedJson, parseForm } from "@/lib/http";
import { beautyItemSchema, editVersion } from "@/features/catalogue/validation/catalogue";

type Ctx = { params: Promise<{ key: string }> };

/** GET /api/beauty/{category}: soap, hair-oil or night-cream. */
export const GET = handler<Ctx>(async (request, { params }) => {
  const { key } = await params;
  const category = findBeautyCategory(key);
  if (!category) throw new NotFoundError(`There is no beauty category called "${key}".`);
  // The same paging, sort, q and price filter as GET /api/collection/{category}.
  const query = parseBrowseQuery(queryOf(request));
  const result = await browseBeauty({
    category: category.value,
    filters: query.filters.price ? { price: query.filters.price } : {},
    sort: query.sort ?? "oldest",
    page: query.page,
    limit: query.limit,
    q: query.q,
  });
  return pagedJson(request, result.items, { page: query.page, total: result.total, limit: query.limit });
});

/** PUT /api/beauty/{id} (admin, multipart; fields not named keep their values; `version` field or If-Match: 409 when stale, 404 when gone). */
export const PUT = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { key } = await params;
  const { fields, files } = await parseForm(request, "images");
  const edited = (stored: Record<string, unknown>) => {
    const input = beautyItemSchema.parse({ ...stored, ...fields });
    return { ...input, version: editVersion(request, input.version) };
  };
  return Response.json(await updateBeautyItem(key, edited, files));
});

/** DELETE /api/beauty/{id} (admin). */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  await deleteBeautyItem((await params).key);
  return Response.json({ success: true, message: "Item deleted." });
});
