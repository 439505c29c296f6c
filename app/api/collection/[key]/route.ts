import { requireAdmin } from "@/lib/auth/require-admin";
import { findCollectionCategory } from "@/lib/content/categories";
import { dupattaItems } from "@/lib/content/dupattas";
import { deleteCollectionItem, listCollectionItems, updateCollectionItem } from "@/lib/data/collection-items";
import { NotFoundError } from "@/lib/errors";
import { handler, parseForm } from "@/lib/http";
import { collectionItemSchema } from "@/lib/validation/catalogue";

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

/** PUT /api/collection/{id} (admin, multipart): the updated item. */
export const PUT = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { key } = await params;
  const { fields, files } = await parseForm(request, "images");
  const item = await updateCollectionItem(key, collectionItemSchema.parse(fields), files);
  if (!item) throw new NotFoundError("That item does not exist (it may have been deleted).");
  return Response.json(item);
});

/** DELETE /api/collection/{id} (admin). */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { key } = await params;
  if (!(await deleteCollectionItem(key))) throw new NotFoundError("That item does not exist (it may have been deleted).");
  return Response.json({ success: true, message: "Item deleted." });
});
