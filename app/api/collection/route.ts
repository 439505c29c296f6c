import { requireAdmin } from "@/lib/auth/require-admin";
import { createCollectionItem, listAllCollectionItemsFresh } from "@/lib/data/collection-items";
import { handler, parseForm } from "@/lib/http";
import { collectionItemSchema } from "@/lib/validation/catalogue";

/** GET /api/collection (admin): every collection item, read fresh (with each one's `version`). */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  return Response.json(await listAllCollectionItemsFresh());
});

/** POST /api/collection (admin, multipart with `images` files): the new item. */
export const POST = handler(async (request) => {
  await requireAdmin(request);
  const { fields, files } = await parseForm(request, "images");
  const item = await createCollectionItem(collectionItemSchema.parse(fields), files);
  return Response.json(item, { status: 201 });
});
