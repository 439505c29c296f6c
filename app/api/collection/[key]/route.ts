import { findCollectionCategory } from "@/lib/content/categories";
import { dupattaItems } from "@/lib/content/dupattas";
import { listCollectionItems } from "@/lib/data/collection-items";
import { NotFoundError } from "@/lib/errors";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ key: string }> };

/** GET /api/collection/{category}: the items of one category (by API value or page slug). */
export const GET = handler<Ctx>(async (_request, { params }) => {
  const { key } = await params;
  const category = findCollectionCategory(key);
  if (!category) throw new NotFoundError(`There is no collection called "${key}".`);
  if (category.builtin) return Response.json(dupattaItems);
  return Response.json(await listCollectionItems(category.value));
});
