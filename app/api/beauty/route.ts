import { requireAdmin } from "@/lib/auth/require-admin";
import { createBeautyItem, findBeautyItemFresh, listAllBeautyItemsFresh } from "@/features/catalogue";
import { handler, parseForm } from "@/lib/http";
import { adminListSchema } from "@/features/catalogue/validation/browse";
import { beautyItemSchema } from "@/features/catalogue/validation/catalogue";
import { queryOf } from "@/lib/validation/list-query";

/** GET /api/beauty (admin): every beauty item; `?id=` just that one, read fresh (as GET /api/collection). */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const { id } = adminListSchema.parse(queryOf(request));
  if (id) return Response.json([await findBeautyItemFresh(id)].filter(Boolean));
  return Response.json(await listAllBeautyItemsFresh());
});

/** POST /api/beauty (admin, multipart with `images` files): the new item. */
export const POST = handler(async (request) => {
  await requireAdmin(request);
  const { fields, files } = await parseForm(request, "images");
  return Response.json(await createBeautyItem(beautyItemSchema.parse(fields), files), { status: 201 });
});
