import "server-only";
import { db } from "@/lib/db";
import { cached, TAGS } from "@/lib/cache";

export interface HeroOffer {
  text: string;
  discount: string;
}

export interface HeroSlide {
  _id: string;
  title: string;
  desc: string;
  extra: string;
  image: string;
  offers: HeroOffer[];
}

async function queryAll(): Promise<HeroSlide[]> {
  const prisma = await db();
  const rows = await prisma.heroSlide.findMany({
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    include: { offers: { orderBy: { position: "asc" } } },
  });
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    desc: r.desc,
    extra: r.extra,
    image: r.image,
    offers: r.offers.map((o) => ({ text: o.text, discount: o.discount })),
  }));
}

export const listHeroSlides = cached(queryAll, ["hero-all"], [TAGS.hero]);
