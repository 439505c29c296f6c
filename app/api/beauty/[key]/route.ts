import { findBeautyCategory } from "@/lib/content/categories";
import { listBeautyItems } from "@/lib/data/beauty-items";
import { NotFoundError } from "@/lib/errors";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ key: string }> };

/** GET /api/beauty/{category}: soap, hair-oil or night-cream. */
export const GET = handler<Ctx>(async (_request, { params }) => {
  const { key } = await params;
  const category = findBeautyCategory(key);
  if (!category) throw new NotFoundError(`There is no beauty category called "${key}".`);
  return Response.json(await listBeautyItems(category.value));
});
