import { listHeroSlides } from "@/lib/data/hero-slides";
import { handler } from "@/lib/http";

/** GET /api/hero: the home page's slides in display order. */
export const GET = handler(async () => Response.json(await listHeroSlides()));
