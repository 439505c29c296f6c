import { requireAdmin } from "@/lib/auth/require-admin";
import { createHeroSlide, listHeroSlides } from "@/features/storefront";
import { handler, parseForm } from "@/lib/http";
import { heroSlideSchema } from "@/features/catalogue/validation/catalogue";

/** GET /api/hero: the home page's slides in display order. */
export const GET = handler(async () => Response.json(await listHeroSlides()));

/** POST /api/hero (admin, multipart: title, desc, extra, offers as JSON text, image file). */
export const POST = handler(async (request) => {
  await requireAdmin(request);
  const { fields, files } = await parseForm(request, "image");
  return Response.json(await createHeroSlide(heroSlideSchema.parse(fields), files[0]), { status: 201 });
});
