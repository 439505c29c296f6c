// Search knows colours. "red" found two hair oils ("Red onion", "reduce
// hair fall") and no garment though the filters tag Ruby pieces Red; "maroon" found nothing;
// "red lehenga" ranked Royal Blue first. Colours, and their Hindi and everyday names, now
// match and rank, on the seed catalogue and on pieces saved here.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/search/route";
import { invalidate, TAGS } from "@/lib/cache";
import { facetTags } from "@/features/catalogue/rules/facets";
import { COLOUR_NAMES } from "@/features/catalogue/rules/search-synonyms";
import { browseCollection, createCollectionItem, updateCollectionItem } from "@/features/catalogue";
import { db } from "@/lib/db";
import { seed } from "@/features/storefront/seed";
import { collectionItemSchema } from "@/features/catalogue/validation/catalogue";

interface Hit {
  _id: string;
  title: string;
  kind: "collection" | "beauty";
  price: number;
  colour?: string;
}

const find = async (q: string) =>
  (await (
    await search(new Request(`http://shop.test/api/search?q=${encodeURIComponent(q)}&limit=100`), undefined)
  ).json()) as Hit[];
/** The colour filter's families of a hit, as the shop's filters see it. */
const families = (hit: Hit) =>
  facetTags({ price: hit.price, colour: hit.colour, title: hit.title }).flatMap((t) =>
    t.startsWith("colour:") ? [t.slice("colour:".length)] : [],
  );
const isOf = (value: string) => (hit: Hit) => families(hit).includes(value);

beforeAll(async () => {
  await find("seed"); // opens and seeds the database
});

describe("search by colour, on the seed catalogue", () => {
  it("finds red garments for 'red', before a hair oil with red onion or that helps reduce hair fall", async () => {
    const hits = await find("red");
    const red = hits.filter((h) => h.kind === "collection" && isOf("red")(h));
    expect(red.map((h) => h.title)).toEqual(
      expect.arrayContaining(["Ruby Bridal Lehenga", "Ruby Banarasi Silk Saree", "Ruby Off-Shoulder Gown"]),
    );
    const firstBeauty = hits.findIndex((h) => h.kind === "beauty");
    expect(firstBeauty).toBeGreaterThanOrEqual(red.length);
    expect(hits.slice(0, red.length).every((h) => isOf("red")(h))).toBe(true);
  });

  it("takes a colour named in full as a whole word: 'red' does not find what only 'reduces hair fall'", async () => {
    const titles = (await find("red")).map((h) => h.title);
    expect(titles).not.toContain("Bhringraj Amla Hair Oil");
    expect((await find("laal")).map((h) => h.title)).not.toContain("Bhringraj Amla Hair Oil");
    // A word still being typed is a beginning: "reduc" finds it.
    expect((await find("reduc")).map((h) => h.title)).toContain("Bhringraj Amla Hair Oil");
  });

  it("finds the wine pieces for 'maroon', and maroon ones for 'wine'", async () => {
    const maroon = await find("maroon");
    expect(maroon.map((h) => h.title)).toEqual(
      expect.arrayContaining(["Wine Velvet Lehenga", "Wine Velvet Zardozi Blouse", "Wine Velvet Trail Gown"]),
    );
    expect(maroon.every((h) => isOf("maroon")(h))).toBe(true);
    expect((await find("wine")).every((h) => isOf("maroon")(h))).toBe(true);
  });

  it("ranks the red lehenga first for 'red lehenga', in search and in the lehenga category", async () => {
    const hits = await find("red lehenga");
    expect(hits[0]?.title).toBe("Ruby Bridal Lehenga");
    expect(hits.filter((h) => /lehenga/i.test(h.title)).every((h) => isOf("red")(h))).toBe(true);
    const category = await browseCollection({ category: "sarees", q: "red lehenga", limit: 24 });
    expect(category.items[0]?.title).toBe("Ruby Bridal Lehenga");
  });

  it.each([
    ["laal", "red"],
    ["लाल", "red"],
    ["laal lehenga", "red"],
    ["rani pink", "pink"],
    ["gulabi", "pink"],
    ["blue", "blue"],
    ["neela", "blue"],
    ["peela", "orange"],
    ["hara", "green"],
  ])("finds %s pieces first as the %s family", async (q, expected) => {
    const hits = await find(q);
    expect(hits.length, q).toBeGreaterThan(0);
    expect(families(hits[0]!), `${q}: ${hits[0]!.title}`).toContain(expected);
  });
});

describe("search by colour, on pieces saved with Hindi colour names", () => {
  it("tags and finds a piece whose colour the owner typed in Hindi, and follows a change of colour", async () => {
    // What the admin form sends, read by its own schema (as POST /api/collection does).
    const input = collectionItemSchema.parse({
      category: "suit",
      title: "Test Festive Kurta Set",
      description: "A kurta set.",
      price: 1400,
      colour: "Laal",
    });
    const created = await createCollectionItem(input, []);
    expect((await find("red")).map((h) => h._id)).toContain(created._id);
    expect((await find("लाल")).map((h) => h._id)).toContain(created._id);

    await updateCollectionItem(created._id, () => ({ ...input, colour: "Firozi" }), []);
    expect((await find("teal")).map((h) => h._id)).toContain(created._id);
    expect((await find("red")).map((h) => h._id)).not.toContain(created._id);
  });
});

describe("pieces saved before colours were searched", () => {
  it("are tagged afresh and indexed when the shop opens its database after the migration", async () => {
    const prisma = await db();
    const before = await prisma.collectionItem.findFirstOrThrow({ where: { title: "Ruby Bridal Lehenga" } });
    // What prisma/migrations/20261126100000_search_colours does: no tags, to be worked out again.
    await prisma.$executeRaw`UPDATE "collection_items" SET "facets" = ARRAY[]::text[]`;
    await seed(prisma, () => {});
    await invalidate(TAGS.collection);
    const after = await prisma.collectionItem.findFirstOrThrow({ where: { id: before.id } });
    expect(after.facets).toEqual(before.facets);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect((await find("red lehenga"))[0]?.title).toBe("Ruby Bridal Lehenga");
  });
});

describe("the colour names", () => {
  it("are each a colour filter's value, and an owner's colour typed with any of them gets that filter", () => {
    for (const [value, names] of Object.entries(COLOUR_NAMES)) {
      for (const name of names) expect(facetTags({ price: 1000, colour: name }), name).toContain(`colour:${value}`);
    }
  });

  it("leave marigold out of gold", () => {
    expect(facetTags({ price: 1000, colour: "Marigold" }).filter((t) => t.startsWith("colour:"))).toEqual([
      "colour:orange",
    ]);
  });
});
