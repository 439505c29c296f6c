import { requireAdmin } from "@/lib/auth/require-admin";
import { createBeautyItem, listAllBeautyItems } from "@/lib/data/beauty-items";
import { handler, parseForm } from "@/lib/http";
import { beautyItemSchema } from "@/lib/validation/catalogue";

/** GET /api/beauty (admin): every beauty item. */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  return Response.json(await listAllBeautyItems());
});

/** POST /api/beauty (admin, multipart with `images` files): the new item. */
export const POST = handler(async (request) => {
  await requireAdmin(request);
  const { fields, files } = await parseForm(request, "images");
  return Response.json(await createBeautyItem(beautyItemSchema.parse(fields), files), { status: 201 });
});
