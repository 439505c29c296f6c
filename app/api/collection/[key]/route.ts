import { requireAdmin } from "@/lib/auth/require-admin";
import { findCollectionCategory } from "@/lib/content/categories";
import { dupattaItems } from "@/lib/content/dupattas";
import { deleteCollectionItem, listCollectionItems, updateCollectionItem } from "@/lib/data/collection-items";
import { NotFoundError } from "@/lib/errors";
import { handler, parseForm } from "@/lib/http";
import { collectionItemSchema, editVersion } from "@/lib/validation/catalogue";

// One dynamic segment serves both spec paths: GET /api/collection/{category} and
// PUT/DELETE /api/collection/{id}.
type Ctx = { params: Promise<{ key: string }> };

/** GET /api/collection/{category}: the items of one category (by API value or page slug). */
export const GET = handler<Ctx>(async (_request, { params }) => {
  const { key } = await params;
  const category = findCollectionCategory(key);
  if (!category) throw new NotFoundError(`There is no collection called "${key}".`);
  if (category.builtin) return Response.json(dupattaItems);
  return Response.json(await listCollectionItems(category.value));
});

/**
 * PUT /api/collection/{id} (admin, multipart): the updated item. With the version the edit
 * started from (`version` field or If-Match) a stale edit is a 409; 404 when the item is gone.
 */
export const PUT = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { key } = await params;
  const { fields, files } = await parseForm(request, "images");
  const input = collectionItemSchema.parse(fields);
  return Response.json(await updateCollectionItem(key, { ...input, version: editVersion(request, input.version) }, files));
});

/** DELETE /api/collection/{id} (admin). */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  await deleteCollectionItem((await params).key);
  return Response.json({ success: true, message: "Item deleted." });
});
