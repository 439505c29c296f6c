import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Connection } from "@/lib/db/connect";
import { seed } from "@/features/storefront/seed";
import { verifyPassword } from "@/lib/auth/password";
import { beautyCategories, storedCollectionValues } from "@/features/shop/categories";

let conn: Connection;
const logs: string[] = [];
const log = (line: string) => logs.push(line);

beforeAll(async () => {
  conn = await connect();
});
afterAll(() => conn.close());

describe("first-start seed", () => {
  it("creates a random admin and prints its password once", async () => {
    await seed(conn.prisma, log);
    const admins = await conn.prisma.adminUser.findMany();
    expect(admins).toHaveLength(1);
    const printed = logs.join("\n").match(/Password \(shown once\): (\S+)/)?.[1];
    expect(printed).toBeTruthy();
    expect(await verifyPassword(printed!, admins[0]!.passwordHash)).toBe(true);
  });

  it("fills every stored collection category with at least 6 items", async () => {
    for (const category of storedCollectionValues) {
      const items = await conn.prisma.collectionItem.findMany({ where: { category } });
      expect(items.length, category).toBeGreaterThanOrEqual(6);
      for (const item of items) {
        expect(item.price).toBeGreaterThan(0);
        expect(item.images.length).toBeGreaterThan(0);
        expect(item.description.length).toBeGreaterThan(40);
      }
    }
  });

  it("fills every beauty category with at least 3 items and adds 3 hero slides with offers", async () => {
    for (const { value } of beautyCategories) {
      expect(await conn.prisma.beautyItem.count({ where: { category: value } })).toBeGreaterThanOrEqual(3);
    }
    const slides = await conn.prisma.heroSlide.findMany({ include: { offers: true } });
    expect(slides).toHaveLength(3);
    expect(slides.every((s) => s.offers.length > 0)).toBe(true);
  });

  it("stores the Hindi of every piece, product, slide and offer (the Hindi pages' first screen)", async () => {
    const hindi = /[\u0900-\u097F]/;
    const pieces = await conn.prisma.collectionItem.findMany();
    expect(pieces.every((p) => hindi.test(p.titleHi ?? "") && hindi.test(p.descriptionHi ?? ""))).toBe(true);
    expect(pieces.every((p) => hindi.test(p.fabricHi ?? "") && hindi.test(p.colourHi ?? ""))).toBe(true);
    const suit = pieces.find((p) => p.category === "suit")!;
    expect(Object.keys(suit.attributesHi as object).sort()).toEqual(Object.keys(suit.attributes as object).sort());
    const products = await conn.prisma.beautyItem.findMany();
    expect(products.every((p) => hindi.test(p.titleHi ?? "") && hindi.test(p.ingredientsHi ?? ""))).toBe(true);
    const slides = await conn.prisma.heroSlide.findMany({ include: { offers: true } });
    expect(slides.every((s) => hindi.test(s.titleHi ?? "") && hindi.test(s.descHi ?? ""))).toBe(true);
    expect(slides.flatMap((s) => s.offers).every((o) => hindi.test(o.textHi ?? ""))).toBe(true);
  });

  it("never duplicates, and never brings back what the shop deleted", async () => {
    const before = await conn.prisma.collectionItem.count();
    await seed(conn.prisma, log);
    expect(await conn.prisma.collectionItem.count()).toBe(before);

    await conn.prisma.collectionItem.deleteMany({ where: { category: "gown" } });
    await conn.prisma.heroSlide.deleteMany();
    await seed(conn.prisma, log);
    expect(await conn.prisma.collectionItem.count({ where: { category: "gown" } })).toBe(0);
    expect(await conn.prisma.heroSlide.count()).toBe(0);
    expect(await conn.prisma.adminUser.count()).toBe(1);
  });

  it("creates the admin named by ADMIN_EMAIL/ADMIN_PASSWORD and never overwrites it", async () => {
    process.env.ADMIN_EMAIL = "Owner@Example.in";
    process.env.ADMIN_PASSWORD = "first-password-1";
    try {
      await seed(conn.prisma, log);
      const owner = await conn.prisma.adminUser.findUnique({ where: { email: "owner@example.in" } });
      expect(owner).not.toBeNull();
      expect(await verifyPassword("first-password-1", owner!.passwordHash)).toBe(true);

      process.env.ADMIN_PASSWORD = "second-password-2";
      await seed(conn.prisma, log);
      const again = await conn.prisma.adminUser.findUnique({ where: { email: "owner@example.in" } });
      expect(again!.passwordHash).toBe(owner!.passwordHash);
    } finally {
      delete process.env.ADMIN_EMAIL;
      delete process.env.ADMIN_PASSWORD;
    }
  });
});
