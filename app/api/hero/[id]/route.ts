import { requireAdmin } from "@/lib/auth/require-admin";
import { deleteHeroSlide, updateHeroSlide } from "@/lib/data/hero-slides";
import { NotFoundError } from "@/lib/errors";
import { handler, parseForm } from "@/lib/http";
import { heroSlideSchema } from "@/lib/validation/catalogue";

type Ctx = { params: Promise<{ id: string }> };

/** PUT /api/hero/{id} (admin, multipart; the image is optional). */
export const PUT = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { fields, files } = await parseForm(request, "image");
  const slide = await updateHeroSlide((await params).id, heroSlideSchema.parse(fields), files[0]);
  if (!slide) throw new NotFoundError("That slide does not exist (it may have been deleted).");
  return Response.json(slide);
});

/** DELETE /api/hero/{id} (admin). */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  if (!(await deleteHeroSlide((await params).id))) throw new NotFoundError("That slide does not exist (it may have been deleted).");
  return Response.json({ success: true, message: "Slide deleted." });
});
