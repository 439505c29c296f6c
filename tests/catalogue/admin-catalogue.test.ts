// The admin managers page and search; the owner finds one piece among many.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listCollection } from "@/app/api/collection/route";
import { GET as listBeauty } from "@/app/api/beauty/route";
import { facetTags } from "@/features/catalogue/rules/facets";
import { adminBeautyPage, adminCollectionPage } from "@/features/catalogue";
import { pastedId } from "@/lib/validation/ids";
import { db } from "@/lib/db";
import { ADMIN_PAGE, adminCatalogueQuerySchema } from "@/features/catalogue/validation/browse";
import { adminToken, bearer } from "../helpers/admin";

const TARGET = "Tanzanite Mirrorwork Lehenga";
let token: string;
let targetId: string;

beforeAll(async () => {
  token = await adminToken(); // opens and seeds the database
  const prisma = await db();
  const base = Date.parse("2030-01-01T00:00:00Z");
  const target = {
    category: "sarees",
    title: TARGET,
    description: "A lehenga with mirror work.",
    price: 4200,
    images: [] as string[],
  };
  targetId = (
    await prisma.collectionItem.create({ data: { ...target, facets: facetTags(target), createdAt: new Date(base) } })
  ).id;
  // 60 newer gowns: the target is on neither of the first two pages of the whole list.
  const gowns = Array.from({ length: 60 }, (_, i) => {
    const item = {
      category: "gown",
      title: `Admin Gown ${String(i).padStart(2, "0")}`,
      description: "A gown.",
      price: 1000 + i,
      images: [] as string[],
    };
    return { ...item, facets: facetTags(item), createdAt: new Date(base + (i + 1) * 60_000) };
  });
  await prisma.collectionItem.createMany({ data: gowns });
});

describe("adminCollectionPage", () => {
  it("lists 24 a page, newest first, and counts them all", async () => {
    const prisma = await db();
    const all = await prisma.collectionItem.count();
    const first = await adminCollectionPage({ page: 1, limit: ADMIN_PAGE });
    expect(first.total).toBe(all);
    expect(first.pages).toBe(Math.ceil(all / ADMIN_PAGE));
    expect(first.items.map((i) => i.title).slice(0, 3)).toEqual(["Admin Gown 59", "Admin Gown 58", "Admin Gown 57"]);
    expect(first.items[0]!.version).toEqual(expect.any(Number));
    const third = await adminCollectionPage({ page: 3, limit: ADMIN_PAGE });
    expect(third.items.map((i) => i.title)).toContain(TARGET);
    expect(third.items[0]!.title).toBe("Admin Gown 11");
    const seen = new Set([first, third].flatMap((p) => p.items.map((i) => i._id)));
    expect(seen.size).toBe(2 * ADMIN_PAGE);
  });

  it("finds a piece by misspelt title words, best match first", async () => {
    for (const q of ["tanzenite mirorwork", "mirrorwork lehnga", "Tanzanite"]) {
      const found = await adminCollectionPage({ q, page: 1, limit: ADMIN_PAGE });
      expect(found.items[0]?.title, q).toBe(TARGET);
    }
  });

  it("filters by category, alone or with a search", async () => {
    const gowns = await adminCollectionPage({ category: "gown", page: 1, limit: ADMIN_PAGE });
    expect(gowns.items.every((i) => i.category === "gown")).toBe(true);
    expect(gowns.total).toBeGreaterThanOrEqual(60);
    expect((await adminCollectionPage({ q: "tanzanite", category: "gown", page: 1, limit: ADMIN_PAGE })).total).toBe(0);
  });

  it("finds a pasted id, or a link to the piece, whatever the category filter", async () => {
    for (const q of [
      targetId,
      ` ${targetId} `,
      `https://shop.example/collection/party-wear-lehenga/${targetId}?utm_source=whatsapp`,
    ]) {
      const found = await adminCollectionPage({ q, category: "gown", page: 2, limit: ADMIN_PAGE });
      expect(found, q).toMatchObject({ total: 1, page: 1, pages: 1 });
      expect(found.items.map((i) => i._id)).toEqual([targetId]);
    }
    // An id from the other catalogue, or a word that is no id: searched as words, nothing found.
    expect((await adminBeautyPage({ q: targetId, page: 1, limit: ADMIN_PAGE })).total).toBe(0);
  });

  it("reads each piece's current version, not a cached copy", async () => {
    const before = (await adminCollectionPage({ q: "tanzanite", page: 1, limit: ADMIN_PAGE })).items[0]!;
    // As another instance saves: this process's read cache hears nothing of it.
    await (
      await db()
    ).collectionItem.update({ where: { id: targetId }, data: { price: 4500, version: { increment: 1 } } });
    const after = (await adminCollectionPage({ q: "tanzanite", page: 1, limit: ADMIN_PAGE })).items[0]!;
    expect(after).toMatchObject({ _id: targetId, price: 4500, version: before.version! + 1 });
  });
});

describe("adminBeautyPage", () => {
  it("pages and searches the beauty line by category", async () => {
    const soaps = await adminBeautyPage({ category: "soap", page: 1, limit: ADMIN_PAGE });
    expect(soaps.total).toBeGreaterThan(0);
    expect(soaps.items.every((i) => i.category === "soap")).toBe(true);
    const title = soaps.items[0]!.title;
    const found = await adminBeautyPage({ q: title, page: 1, limit: ADMIN_PAGE });
    expect(found.items[0]?.title).toBe(title);
  });
});

describe("the managers' address", () => {
  const schema = adminCatalogueQuerySchema(["gown", "suit"]);
  it("takes q, a category of this manager and a page", () => {
    expect(schema.parse({ q: " lehnga ", category: "gown", page: "3", limit: ADMIN_PAGE })).toEqual({
      q: "lehnga",
      category: "gown",
      page: 3,
      limit: ADMIN_PAGE,
    });
  });
  it("refuses another manager's category or a bad page, with a message", () => {
    expect(schema.safeParse({ category: "soap" }).error?.issues[0]?.message).toBe("Choose a category from the list.");
    expect(schema.safeParse({ page: "0" }).error?.issues[0]?.message).toBe("page must be at least 1.");
  });
  it("reads an id out of what was pasted", () => {
    expect(pastedId("cmabc123def456ghi789jkl0m")).toBe("cmabc123def456ghi789jkl0m");
    expect(pastedId("http://127.0.0.1:3000/beauty-care/soap/cmabc123def456ghi789jkl0m/#top")).toBe(
      "cmabc123def456ghi789jkl0m",
    );
    expect(pastedId("red lehenga")).toBeNull();
  });
});

describe("GET /api/collection?id= (admin)", () => {
  const get = (qs: string, auth = true) =>
    listCollection(
      new Request(`http://shop.test/api/collection${qs}`, { headers: auth ? bearer(token) : {} }),
      undefined,
    );

  it("answers just that piece, fresh, with its version; an empty array once it is gone", async () => {
    const res = await get(`?id=${targetId}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ _id: targetId, title: TARGET, version: expect.any(Number) });
    expect(await (await get("?id=cnotthere000000000000000a")).json()).toEqual([]);
  });

  it("refuses a malformed id (400) and a visitor (401)", async () => {
    const bad = await get("?id=not%20an%20id");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("id must be an item id.");
    expect((await get(`?id=${targetId}`, false)).status).toBe(401);
  });

  it("works the same for the beauty line", async () => {
    const soap = (await adminBeautyPage({ category: "soap", page: 1, limit: 1 })).items[0]!;
    const res = await listBeauty(
      new Request(`http://shop.test/api/beauty?id=${soap._id}`, { headers: bearer(token) }),
      undefined,
    );
    expect((await res.json()).map((i: { _id: string }) => i._id)).toEqual([soap._id]);
  });
});
