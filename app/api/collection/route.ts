import { requireAdmin } from "@/lib/auth/require-admin";
import { createCollectionItem, findCollectionItemFresh, listAllCollectionItemsFresh } from "@/features/catalogue";
import { handler, parseForm } from "@/lib/http";
import { adminListSchema } from "@/features/catalogue/validation/browse";
import { parseCollectionItem } from "@/features/catalogue/validation/catalogue";
import { queryOf } from "@/lib/validation/list-query";

/**
 * GET /api/collection (admin): every collection item, read fresh (with each one's `version`);
 * `?id=` answers just that one (an empty array when it is gone), as the manager reloads it after a 409.
 */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const { id } = adminListSchema.parse(queryOf(request));
  if (id) return Response.json([await findCollectionItemFresh(id)].filter(Boolean));
  return Response.json(await listAllCollectionItemsFresh());
});

/** POST /api/collection (admin, multipart with `images` files): the new item. */
export const POST = handler(async (request) => {
  await requireAdmin(request);
  const { fields, files } = await parseForm(request, "images");
  const item = await createCollectionItem(parseCollectionItem(fields), files);
  return Response.json(item, { status: 201 });
});
