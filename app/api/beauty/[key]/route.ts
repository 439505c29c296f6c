import { requireAdmin } from "@/lib/auth/require-admin";
import { findBeautyCategory } from "@/lib/content/categories";
import { deleteBeautyItem, listBeautyItems, updateBeautyItem } from "@/lib/data/beauty-items";
import { NotFoundError } from "@/lib/errors";
import { handler, parseForm } from "@/lib/http";
import { beautyItemSchema } from "@/lib/validation/catalogue";

type Ctx = { params: Promise<{ key: string }> };

/** GET /api/beauty/{category}: soap, hair-oil or night-cream. */
export const GET = handler<Ctx>(async (_request, { params }) => {
  const { key } = await params;
  const category = findBeautyCategory(key);
  if (!category) throw new NotFoundError(`There is no beauty category called "${key}".`);
  return Response.json(await listBeautyItems(category.value));
});

/** PUT /api/beauty/{id} (admin, multipart). */
export const PUT = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { key } = await params;
  const { fields, files } = await parseForm(request, "images");
  const item = await updateBeautyItem(key, beautyItemSchema.parse(fields), files);
  if (!item) throw new NotFoundError("That item does not exist (it may have been deleted).");
  return Response.json(item);
});

/** DELETE /api/beauty/{id} (admin). */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  if (!(await deleteBeautyItem((await params).key))) throw new NotFoundError("That item does not exist (it may have been deleted).");
  return Response.json({ success: true, message: "Item deleted." });
});
