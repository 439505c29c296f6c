import "server-only";
import { db } from "@/lib/db";
import { cached, invalidate, TAGS } from "@/lib/cache";
import { HttpError } from "@/lib/errors";
import type { HeroSlideInput } from "@/lib/validation/catalogue";
import { discardImages, resolveImages } from "./item-images";

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

// ---- writes (admin) ----

async function loadSlide(id: string): Promise<HeroSlide | null> {
  return (await queryAll()).find((s) => s._id === id) ?? null;
}

export async function createHeroSlide(input: HeroSlideInput, image: File | undefined): Promise<HeroSlide> {
  if (!image) throw new HttpError(400, "An image is required for a new slide.", { image: "An image is required for a new slide." });
  const [url] = (await resolveImages([], undefined, [image])).images;
  const prisma = await db();
  const position = input.position ?? ((await prisma.heroSlide.aggregate({ _max: { position: true } }))._max.position ?? -1) + 1;
  const row = await prisma.heroSlide.create({
    data: { title: input.title, desc: input.desc, extra: input.extra, image: url!, position, offers: { create: input.offers.map((o, i) => ({ ...o, position: i })) } },
  });
  invalidate(TAGS.hero);
  return (await loadSlide(row.id))!;
}

/** The image is optional when editing (spec §4). Returns null when there is no such slide. */
export async function updateHeroSlide(id: string, input: HeroSlideInput, image: File | undefined): Promise<HeroSlide | null> {
  const prisma = await db();
  const current = await prisma.heroSlide.findUnique({ where: { id } });
  if (!current) return null;
  const url = image ? (await resolveImages([], undefined, [image])).images[0]! : current.image;
  await prisma.$transaction([
    prisma.heroOffer.deleteMany({ where: { slideId: id } }),
    prisma.heroSlide.update({
      where: { id },
      data: { title: input.title, desc: input.desc, extra: input.extra, image: url, ...(input.position !== undefined ? { position: input.position } : {}), offers: { create: input.offers.map((o, i) => ({ ...o, position: i })) } },
    }),
  ]);
  invalidate(TAGS.hero);
  if (image) await discardImages([current.image]);
  return loadSlide(id);
}

export async function deleteHeroSlide(id: string): Promise<boolean> {
  const prisma = await db();
  const row = await prisma.heroSlide.findUnique({ where: { id } });
  if (!row) return false;
  await prisma.heroSlide.delete({ where: { id } });
  invalidate(TAGS.hero);
  await discardImages([row.image]);
  return true;
}
