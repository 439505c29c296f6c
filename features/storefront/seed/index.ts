import { randomBytes } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { beautyFacetTags, facetTags } from "@/features/catalogue/rules/facets";
import { seedBeautyItems, seedCollectionItems, seedHeroSlides } from "@/features/storefront/seed/catalogue";

const SEEDED = "catalogue_seeded_at";

/**
 * Fills an empty database with the demo catalogue, once. A marker row records that it
 * ran, so items the shop deletes later never come back, and nothing is overwritten.
 *
 * Several instances starting at once on an empty database take turns: the whole check-then-
 * insert runs in one transaction behind a transaction-scoped advisory lock (which also holds
 * through a transaction-mode pooler, where a session lock could be taken and released on two
 * different server connections). The second instance then finds the admin and the marker, and
 * none of them answers its first request with a unique-key error.
 */
export async function seed(prisma: PrismaClient, log: (line: string) => void = console.log): Promise<void> {
  const said: string[] = [];
  await prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext('first_start_seed'))) AS held`;
      await ensureAdmin(tx, (line) => said.push(line));
      if (await tx.appMeta.findUnique({ where: { key: SEEDED } })) return;
      if ((await tx.collectionItem.count()) === 0) {
        await tx.collectionItem.createMany({ data: seedCollectionItems.map((i) => ({ ...i, facets: facetTags(i) })) });
      }
      if ((await tx.beautyItem.count()) === 0) {
        await tx.beautyItem.createMany({ data: seedBeautyItems.map((i) => ({ ...i, facets: beautyFacetTags(i) })) });
      }
      if ((await tx.heroSlide.count()) === 0) {
        for (const [position, { offers, ...slide }] of seedHeroSlides.entries()) {
          await tx.heroSlide.create({
            data: { ...slide, position, offers: { create: offers.map((o, i) => ({ ...o, position: i })) } },
          });
        }
      }
      await tx.appMeta.create({ data: { key: SEEDED, value: new Date().toISOString() } });
      said.push("Seeded the demo catalogue.");
    },
    // Waiting for another instance's seed counts against the timeout: leave it room.
    { maxWait: 30_000, timeout: 120_000 },
  );
  // Only once committed: a printed password must be the one stored.
  for (const line of said) log(line);
  await backfillFacets(prisma);
}

/**
 * The first admin: ADMIN_EMAIL / ADMIN_PASSWORD when set (created if that account is
 * missing, never overwritten); otherwise, on a database with no admin at all, one with a
 * random password printed once.
 */
async function ensureAdmin(prisma: Prisma.TransactionClient, log: (line: string) => void): Promise<void> {
  // An empty or blank setting is no setting: compose passes `ADMIN_EMAIL=` through as "", and
  // an admin with an empty address is one nobody can sign in as.
  const email = process.env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
  const password = process.env.ADMIN_PASSWORD;
  if (email && password) {
    const existing = await prisma.adminUser.findUnique({ where: { email } });
    if (!existing) {
      await prisma.adminUser.create({ data: { email, passwordHash: await hashPassword(password) } });
      log(`Created admin ${email} from ADMIN_EMAIL.`);
    }
    return;
  }
  if ((await prisma.adminUser.count()) > 0) return;
  const generated = randomBytes(12).toString("base64url");
  const address = email ?? "admin@localhost";
  await prisma.adminUser.create({ data: { email: address, passwordHash: await hashPassword(generated) } });
  log(
    `\n  Admin account created: ${address}\n  Password (shown once): ${generated}\n  Change it at /change-password.\n`,
  );
}

/**
 * Pieces saved before filters existed (or by an older version) carry no tags yet: every
 * piece has at least a price tag, so an empty list means "not computed". Cheap when none. A
 * migration that changes the vocabulary clears the tags to have them worked out again here.
 */
async function backfillFacets(prisma: PrismaClient): Promise<void> {
  for (;;) {
    const rows = await prisma.collectionItem.findMany({
      where: { facets: { isEmpty: true } },
      take: 500,
      select: {
        id: true,
        updatedAt: true,
        price: true,
        colour: true,
        fabric: true,
        work: true,
        occasions: true,
        sizeFit: true,
        title: true,
      },
    });
    // The tags are worked out, not a change the owner made: the sitemap's <lastmod> stays.
    for (const { id, updatedAt, ...row } of rows)
      await prisma.collectionItem.update({ where: { id }, data: { facets: facetTags(row), updatedAt } });
    if (rows.length < 500) break;
  }
  for (;;) {
    const rows = await prisma.beautyItem.findMany({
      where: { facets: { isEmpty: true } },
      take: 500,
      select: { id: true, price: true },
    });
    for (const { id, ...row } of rows)
      await prisma.beautyItem.update({ where: { id }, data: { facets: beautyFacetTags(row) } });
    if (rows.length < 500) break;
  }
}
