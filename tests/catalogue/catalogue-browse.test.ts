// The catalogue API pages, sorts, filters and searches, forgiving spelling.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCollection } from "@/app/api/collection/[key]/route";
import { GET as getBeauty } from "@/app/api/beauty/[key]/route";
import { GET as search } from "@/app/api/search/route";
import { facetTags } from "@/features/catalogue/rules/facets";
import { browseCollection } from "@/features/catalogue";
import { db } from "@/lib/db";

const collection = (key: string, qs = "") =>
  getCollection(new Request(`http://shop.test/api/collection/${key}${qs}`), { params: Promise.resolve({ key }) });
const find = async (q: string) =>
  (await (await search(new Request(`http://shop.test/api/search?q=${encodeURIComponent(q)}`), undefined)).json()) as {
    title: string;
    kind: string;
  }[];

beforeAll(async () => {
  await collection("saree"); // opens and seeds the database
  const prisma = await db();
  const base = Date.parse("2026-01-01T00:00:00Z");
  const gowns = Array.from({ length: 130 }, (_, i) => {
    const item = {
      category: "gown",
      title: `Test Gown ${i}`,
      description: "A gown.",
      price: 1000 + i * 50,
      fabric: i % 2 ? "Georgette" : "Pure silk",
      occasions: i % 3 ? "Reception" : "Sangeet",
      colour: i % 5 ? "Maroon" : "Emerald",
      images: [] as string[],
    };
    return { ...item, facets: facetTags(item), createdAt: new Date(base + i * 60_000) };
  });
  await prisma.collectionItem.createMany({ data: gowns });
});

describe("GET /api/collection/{category} pages", () => {
  it("keeps the spec's array for a small category, with no Link", async () => {
    const res = await collection("saree");
    const body = await res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
    expect(res.headers.get("link")).toBeNull();
    expect(res.headers.get("x-total-count")).toBe(String(body.length));
  });

  it("caps an answer at 100 and links the next page", async () => {
    const first = await collection("gown");
    const items = await first.json();
    expect(items).toHaveLength(100);
    const total = Number(first.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(136);
    expect(first.headers.get("link")).toBe('</api/collection/gown?page=2>; rel="next"');
    const second = await (await collection("gown", "?page=2")).json();
    expect(second).toHaveLength(total - 100);
    expect(new Set([...items, ...second].map((i: { _id: string }) => i._id)).size).toBe(total);
  });

  it("sorts by price and filters by what the pieces carry", async () => {
    const asc = (await (await collection("gown", "?sort=price-asc&limit=20")).json()) as { price: number }[];
    expect(asc.map((i) => i.price)).toEqual([...asc.map((i) => i.price)].sort((a, b) => a - b));
    const silkSangeet = (await (await collection("gown", "?fabric=silk&occasion=sangeet&limit=100")).json()) as {
      fabric: string;
      occasions: string;
    }[];
    expect(silkSangeet.length).toBeGreaterThan(0);
    for (const i of silkSangeet) {
      expect(i.fabric).toMatch(/silk/i);
      expect(i.occasions).toMatch(/sangeet/i);
    }
    const emerald = (await (await collection("gown", "?colour=green&price=under-1500")).json()) as {
      colour: string;
      price: number;
    }[];
    expect(emerald.every((i) => /emerald|green/i.test(i.colour ?? "") && i.price < 1500)).toBe(true);
  });

  it("counts each choice with the other filters applied", async () => {
    const page = await browseCollection({ category: "gown", filters: { fabric: ["silk"] }, limit: 24 });
    // Picking another fabric would add georgette pieces: its count ignores the fabric filter.
    expect(page.counts["fabric:georgette"]).toBeGreaterThan(0);
    expect(page.counts["fabric:silk"]).toBe(page.total);
    expect(page.pages).toBe(Math.ceil(page.total / 24));
  });

  it("counts every filter's choices against the other filters, in one answer", async () => {
    const filters = { fabric: ["silk"], occasion: ["sangeet"] };
    const { counts, total } = await browseCollection({ category: "gown", filters, limit: 24 });
    const totalOf = async (f: Record<string, string[]>) =>
      (await browseCollection({ category: "gown", filters: f, limit: 1 })).total;
    // Another fabric: the occasion filter still applies, the fabric one does not.
    expect(counts["fabric:georgette"]).toBe(await totalOf({ fabric: ["georgette"], occasion: ["sangeet"] }));
    expect(counts["fabric:georgette"]).toBeGreaterThan(0);
    // Another occasion: the fabric filter still applies.
    expect(counts["occasion:reception"]).toBe(await totalOf({ fabric: ["silk"], occasion: ["reception"] }));
    expect(counts["occasion:reception"]).toBeGreaterThan(0);
    // A filter not chosen yet narrows what both chosen ones leave.
    expect(counts["colour:green"]).toBe(await totalOf({ ...filters, colour: ["green"] }));
    expect(counts["occasion:sangeet"]).toBe(total);
    // Three filters: each choice still counted against the other two.
    const three = { ...filters, colour: ["green"] };
    const all = (await browseCollection({ category: "gown", filters: three, limit: 24 })).counts;
    expect(all["colour:maroon"]).toBe(await totalOf({ ...filters, colour: ["maroon"] }));
    expect(all["colour:maroon"]).toBeGreaterThan(0);
    expect(all["fabric:georgette"]).toBe(await totalOf({ ...three, fabric: ["georgette"] }));
    expect(all["occasion:reception"]).toBe(await totalOf({ ...three, occasion: ["reception"] }));
  });

  it("answers 400 with a message for a bad limit or sort", async () => {
    for (const qs of ["?limit=101", "?limit=0", "?sort=cheapest", "?page=-1"]) {
      const res = await collection("gown", qs);
      expect(res.status, qs).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    }
  });

  it("pages the beauty line the same way", async () => {
    const res = await getBeauty(new Request("http://shop.test/api/beauty/soap?limit=1"), {
      params: Promise.resolve({ key: "soap" }),
    });
    expect(await res.json()).toHaveLength(1);
    expect(res.headers.get("link")).toBe('</api/beauty/soap?limit=1&page=2>; rel="next"');
  });
});

describe("GET /api/search", () => {
  it.each([
    ["lehnga", /lehenga/i],
    ["lengha", /lehenga/i],
    ["लहंगा", /lehenga/i],
    ["sari", /saree/i],
    ["साड़ी", /saree/i],
    ["anarkli", /anarkali/i],
    ["banarsi", /banarasi/i],
    ["kanjeevaram", /kanjivaram/i],
    // no spelling list knows these: only titles close to what was typed can find them
    ["velvat", /velvet/i],
    ["georgete", /georgette/i],
  ])("finds pieces for %s", async (q, expected) => {
    const hits = await find(q);
    expect(hits.length, q).toBeGreaterThan(0);
    expect(hits[0]!.title).toMatch(expected);
  });

  it("ranks a title match above a description match, and searches the beauty line too", async () => {
    const velvet = await find("velvet");
    expect(velvet[0]!.title).toMatch(/velvet/i);
    const soap = await find("soap");
    expect(soap[0]!.kind).toBe("beauty");
  });

  it("answers 400 without q, and an empty list for nonsense", async () => {
    expect((await search(new Request("http://shop.test/api/search"), undefined)).status).toBe(400);
    expect(await find("zzqxv")).toEqual([]);
  });
});
