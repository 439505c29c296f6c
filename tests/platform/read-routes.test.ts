import { describe, expect, it } from "vitest";
import { GET as getHero } from "@/app/api/hero/route";
import { GET as getCollection } from "@/app/api/collection/[key]/route";
import { GET as getBeauty } from "@/app/api/beauty/[key]/route";

const call = (fn: (r: Request, c: { params: Promise<{ key: string }> }) => Promise<Response>, key: string) =>
  fn(new Request(`http://test/api/x/${key}`), { params: Promise.resolve({ key }) });

describe("GET /api/hero", () => {
  it("lists slides in the spec's shape", async () => {
    const res = await getHero(new Request("http://test/api/hero"), undefined);
    expect(res.status).toBe(200);
    const slides = await res.json();
    expect(slides).toHaveLength(3);
    for (const s of slides) {
      // The spec's fields, and the owner's Hindi beside them where she typed it (the demo slides have it).
      const keys = Object.keys(s).sort();
      expect(keys.filter((k) => !k.endsWith("Hi"))).toEqual([
        "_id",
        "desc",
        "extra",
        "image",
        "offers",
        "title",
        "version",
      ]);
      expect(keys.filter((k) => k.endsWith("Hi"))).toEqual(["descHi", "extraHi", "titleHi"]);
      expect(s.offers[0]).toMatchObject({ text: expect.any(String), discount: expect.any(String) });
      expect(Object.keys(s.offers[0]).sort()).toEqual(["discount", "discountHi", "text", "textHi"]);
    }
  });
});

describe("GET /api/collection/{category}", () => {
  it("lists a category's items with _id, a numeric price and an images list", async () => {
    const res = await call(getCollection, "gopidress");
    expect(res.status).toBe(200);
    const items = await res.json();
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(item).toMatchObject({
        _id: expect.any(String),
        category: "gopidress",
        title: expect.any(String),
        price: expect.any(Number),
      });
      expect(Array.isArray(item.images)).toBe(true);
      expect(item.id).toBeUndefined();
    }
  });

  it("accepts the page slug as well as the API value", async () => {
    const bySlug = await (await call(getCollection, "party-wear-lehenga")).json();
    const byValue = await (await call(getCollection, "sarees")).json();
    expect(bySlug).toEqual(byValue);
    expect(bySlug[0].category).toBe("sarees");
  });

  it("flattens extra attributes for the all-fields popups", async () => {
    const gowns = await (await call(getCollection, "gown")).json();
    expect(gowns[0].Length).toBe("Floor length");
  });

  it("serves the built-in dupatta list", async () => {
    const items = await (await call(getCollection, "dupatta")).json();
    expect(items).toHaveLength(47);
  });

  it("answers an unknown category with a JSON 404", async () => {
    const res = await call(getCollection, "tuxedos");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect((await res.json()).error).toMatch(/tuxedos/);
  });
});

describe("GET /api/beauty/{category}", () => {
  it("lists beauty items in the spec's shape", async () => {
    const items = await (await call(getBeauty, "hair-oil")).json();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0]).toMatchObject({
      _id: expect.any(String),
      category: "hair-oil",
      price: expect.any(Number),
      images: expect.any(Array),
      volume: expect.any(String),
    });
  });

  it("answers an unknown category with a JSON 404", async () => {
    const res = await call(getBeauty, "perfume");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/perfume/) });
  });
});
