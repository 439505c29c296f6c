import "server-only";
import type { HeroSlide } from "@/features/storefront/views";
import { db } from "@/lib/db";
import { cached, invalidate, TAGS } from "@/lib/cache";
import { ConflictError } from "@/lib/db/conflict-error";
import { HttpError, NotFoundError } from "@/lib/errors";
import type { HeroOffer as OfferRow, HeroSlide as SlideRow } from "@/lib/generated/prisma/client";
import type { HeroSlideInput } from "@/features/catalogue/validation/catalogue";
import { isPlausibleId } from "@/lib/validation/ids";
import { discardImages, withUploads } from "@/lib/storage/item-images";
import { isRecordNotFound, saveAtVersion, type WriteMessages } from "@/lib/db/versioned-save";

const withOffers = { offers: { orderBy: { position: "asc" } } } as const;

function toSlide(r: SlideRow & { offers: OfferRow[] }): HeroSlide {
  return {
    _id: r.id,
    title: r.title,
    desc: r.desc,
    extra: r.extra,
    image: r.image,
    offers: r.offers.map((o) => ({
      text: o.text,
      discount: o.discount,
      ...(o.textHi ? { textHi: o.textHi } : {}),
      ...(o.discountHi ? { discountHi: o.discountHi } : {}),
    })),
    version: r.version,
    ...(r.titleHi ? { titleHi: r.titleHi } : {}),
    ...(r.descHi ? { descHi: r.descHi } : {}),
    ...(r.extraHi ? { extraHi: r.extraHi } : {}),
  };
}

async function queryAll(): Promise<HeroSlide[]> {
  const prisma = await db();
  const rows = await prisma.heroSlide.findMany({
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    include: withOffers,
  });
  return rows.map(toSlide);
}

export const listHeroSlides = cached(queryAll, ["hero-all"], [TAGS.hero]);

async function queryLatestChange(): Promise<string | null> {
  const prisma = await db();
  const { _max } = await prisma.heroSlide.aggregate({ _max: { updatedAt: true } });
  return _max.updatedAt?.toISOString() ?? null;
}

/** When a slide was last added or changed (ISO 8601), for the home page's <lastmod>. */
export const latestHeroChange = cached(queryLatestChange, ["hero-latest-change"], [TAGS.hero]);

// ---- writes (admin) ----

const messages: WriteMessages = {
  notFound: "That slide does not exist (it may have been deleted).",
  conflict:
    "This slide was changed by someone else while you were editing it — reload to see the latest, then make your change again.",
};

// PGlite runs one transaction at a time, so a save may queue behind others for a while.
const TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

/** The slide's lines as saved: English and, where the owner typed it, Hindi. */
const slideText = (input: HeroSlideInput) => ({
  title: input.title,
  desc: input.desc,
  extra: input.extra,
  titleHi: input.titleHi,
  descHi: input.descHi,
  extraHi: input.extraHi,
});

const offerRows = (input: HeroSlideInput, slideId: string) =>
  input.offers.map((o, i) => ({ ...o, position: i, slideId }));

export async function createHeroSlide(input: HeroSlideInput, image: File | undefined): Promise<HeroSlide> {
  if (!image)
    throw new HttpError(400, "An image is required for a new slide.", {
      image: "An image is required for a new slide.",
    });
  const prisma = await db();
  const row = await withUploads([image], async ([url]) => {
    const position =
      input.position ?? ((await prisma.heroSlide.aggregate({ _max: { position: true } }))._max.position ?? -1) + 1;
    return prisma.heroSlide.create({
      data: {
        ...slideText(input),
        image: url!,
        position,
        offers: { create: input.offers.map((o, i) => ({ ...o, position: i })) },
      },
      include: withOffers,
    });
  });
  await invalidate(TAGS.hero);
  return toSlide(row);
}

/**
 * The image is optional when editing (spec §4). 404 when there is no such slide, 409 when
 * `input.version` is not the stored one. The slide (checked against its version and raised
 * by one in the same statement) and its offers are replaced in one transaction.
 */
export async function updateHeroSlide(id: string, input: HeroSlideInput, image: File | undefined): Promise<HeroSlide> {
  if (!isPlausibleId(id)) throw new NotFoundError(messages.notFound);
  const prisma = await db();
  const first = await prisma.heroSlide.findUnique({ where: { id } });
  if (!first) throw new NotFoundError(messages.notFound);
  if (input.version !== undefined && first.version !== input.version)
    throw new ConflictError(messages.conflict, first.version);

  const { row, replaced } = await withUploads(image ? [image] : [], ([url]) =>
    saveAtVersion(
      first,
      input.version,
      () => prisma.heroSlide.findUnique({ where: { id } }),
      (current) =>
        prisma.$transaction(async (tx) => {
          const { count } = await tx.heroSlide.updateMany({
            where: { id, version: current.version },
            data: {
              ...slideText(input),
              image: url ?? current.image,
              ...(input.position !== undefined ? { position: input.position } : {}),
              version: { increment: 1 },
            },
          });
          if (!count) return null;
          await tx.heroOffer.deleteMany({ where: { slideId: id } });
          await tx.heroOffer.createMany({ data: offerRows(input, id) });
          const row = await tx.heroSlide.findUniqueOrThrow({ where: { id }, include: withOffers });
          return { row, replaced: url ? current.image : null };
        }, TRANSACTION),
      messages,
    ),
  );
  await invalidate(TAGS.hero);
  if (replaced) await discardImages([replaced]);
  return toSlide(row);
}

/** 404 when there is no such slide. The image deleted is that of the slide as it was deleted. */
export async function deleteHeroSlide(id: string): Promise<void> {
  if (!isPlausibleId(id)) throw new NotFoundError(messages.notFound);
  const prisma = await db();
  let row: SlideRow;
  try {
    row = await prisma.heroSlide.delete({ where: { id } });
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(messages.notFound);
    throw error;
  }
  await invalidate(TAGS.hero);
  await discardImages([row.image]);
}

/**
 * Swaps a slide with its neighbour in display order and returns the new order. All slides are
 * renumbered 0…n-1 in one transaction: older rows may share a position (the default 0) or
 * have gaps after deletes, and two single-slide PUTs could leave half a swap behind.
 * The slides' `version` is not raised: the order is not part of what the edit form saves.
 */
export async function moveHeroSlide(id: string, direction: "up" | "down"): Promise<HeroSlide[]> {
  if (!isPlausibleId(id)) throw new NotFoundError(messages.notFound);
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    // One move at a time (two phones, two tabs): each reads the order the last one left.
    await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext('hero_slides_order'))) AS held`;
    const ids = (
      await tx.heroSlide.findMany({ orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: { id: true } })
    ).map((r) => r.id);
    const from = ids.indexOf(id);
    if (from < 0) throw new NotFoundError(messages.notFound);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return; // already first or last: nothing to do
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    for (const [position, slideId] of ids.entries())
      await tx.heroSlide.update({ where: { id: slideId }, data: { position } });
  }, TRANSACTION);
  await invalidate(TAGS.hero);
  return queryAll();
}
