import { requireAdmin } from "@/lib/auth/require-admin";
import { deleteHeroSlide, updateHeroSlide } from "@/features/storefront";
import { handler, parseForm } from "@/lib/http";
import { editVersion, heroSlideSchema } from "@/features/catalogue/validation/catalogue";

type Ctx = { params: Promise<{ id: string }> };

/** PUT /api/hero/{id} (admin, multipart; the image is optional; `version` field or If-Match: 409 when stale, 404 when gone). */
export const PUT = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { fields, files } = await parseForm(request, "image");
  const input = heroSlideSchema.parse(fields);
  return Response.json(
    await updateHeroSlide((await params).id, { ...input, version: editVersion(request, input.version) }, files[0]),
  );
});

/** DELETE /api/hero/{id} (admin). */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  await deleteHeroSlide((await params).id);
  return Response.json({ success: true, message: "Slide deleted." });
});
