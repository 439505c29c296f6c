// Search finds a piece by the words of its Hindi title and description as well as
// its English ones, and by Hindi typed in Latin letters ("lehenga", "shaadi", "kiraye"), which
// is mapped to the Devanagari words and back: "लहंगा" finds a piece that is English only.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/search/route";
import {
  adminCollectionPage,
  browseCollection,
  createBeautyItem,
  createCollectionItem,
  suggestTitles,
  updateCollectionItem,
} from "@/features/catalogue";
import { beautyItemSchema, collectionItemSchema } from "@/features/catalogue/validation/catalogue";

interface Hit {
  _id: string;
  title: string;
  titleHi?: string;
  kind: "collection" | "beauty";
}

const find = async (q: string) =>
  (await (
    await search(new Request(`http://shop.test/api/search?q=${encodeURIComponent(q)}&limit=100`), undefined)
  ).json()) as Hit[];
const ids = async (q: string) => (await find(q)).map((h) => h._id);

let hindi: string; // English title with no word of "lehenga" in it, Hindi title "लाल लहंगा"
let english: string; // English only, "lehenga" in its title
let described: string; // Hindi only in its description

beforeAll(async () => {
  await find("seed"); // opens and seeds the database
  // What the admin form sends, read by its own schema (as POST /api/collection does).
  hindi = (
    await createCollectionItem(
      collectionItemSchema.parse({
        category: "sarees",
        title: "Test Zorawar Bridal Ensemble",
        description: "Velvet with zardozi.",
        price: 9000,
        titleHi: "लाल लहंगा",
        descriptionHi: "ज़रदोज़ी कढ़ाई वाला मखमली सेट",
      }),
      [],
    )
  )._id;
  english = (
    await createCollectionItem(
      collectionItemSchema.parse({
        category: "sarees",
        title: "Test Mirage Lehenga",
        description: "Organza.",
        price: 7000,
      }),
      [],
    )
  )._id;
  described = (
    await createCollectionItem(
      collectionItemSchema.parse({
        category: "gown",
        title: "Test Quartz Evening Gown",
        description: "Satin.",
        price: 5000,
        descriptionHi: "शादी की शाम के लिए साटन गाउन",
      }),
      [],
    )
  )._id;
});

describe("a piece with a Hindi title", () => {
  it("is found by its Hindi word, by the word typed in Latin letters (any spelling), and by its English title", async () => {
    expect(await ids("लहंगा")).toContain(hindi);
    expect(await ids("lehenga")).toContain(hindi);
    expect(await ids("lengha")).toContain(hindi);
    expect(await ids("lehnga")).toContain(hindi);
    expect(await ids("Zorawar")).toContain(hindi);
    expect(await ids("लाल लहंगा")).toContain(hindi);
    // a colour named in Latin letters or English finds the Hindi colour word of the title
    expect(await ids("laal lehenga")).toContain(hindi);
  });

  it("is found by a Hindi word misspelt (trigrams of the Hindi title), when nothing matches exactly", async () => {
    expect(await ids("लहंगो")).toContain(hindi);
  });

  it("comes back with its Hindi title, and is found in its category and in the admin's list", async () => {
    expect((await find("लहंगा")).find((h) => h._id === hindi)?.titleHi).toBe("लाल लहंगा");
    const page = await browseCollection({ category: "sarees", q: "लहंगा", limit: 100 });
    expect(page.items.map((i) => i._id)).toContain(hindi);
    const admin = await adminCollectionPage({ q: "lehenga", category: "sarees", page: 1, limit: 100 });
    expect(admin.items.map((i) => i._id)).toContain(hindi);
  });

  it("is no longer found by Hindi words its title lost in an edit", async () => {
    const piece = await createCollectionItem(
      collectionItemSchema.parse({
        category: "gown",
        title: "Test Onyx Gown",
        description: "Crepe.",
        price: 4000,
        titleHi: "काला अनारकली गाउन",
      }),
      [],
    );
    expect(await ids("anarkali")).toContain(piece._id);
    await updateCollectionItem(
      piece._id,
      () =>
        collectionItemSchema.parse({
          category: "gown",
          title: "Test Onyx Gown",
          description: "Crepe.",
          price: 4000,
          titleHi: "काला गाउन",
        }),
      [],
    );
    expect(await ids("अनारकली")).not.toContain(piece._id);
    expect(await ids("gown")).toContain(piece._id);
  });
});

describe("an English-only piece", () => {
  it("is found by the Hindi word for what its English title says", async () => {
    expect(await ids("लहंगा")).toContain(english);
    expect(await ids("lehenga")).toContain(english);
  });
});

describe("Hindi words in a description, and Hindi typed in Latin letters", () => {
  it("finds a piece by the Hindi words of its description, typed in either script", async () => {
    expect(await ids("शादी")).toContain(described);
    expect(await ids("shaadi")).toContain(described);
    expect(await ids("साटन")).toContain(described);
  });

  it("drops Hindi's little words: 'lehenga kiraye par' finds the lehengas for rent", async () => {
    const hits = await find("lehenga kiraye par");
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => /lehenga/i.test(h.title) || h.titleHi?.includes("लहंगा"))).toBe(true);
  });

  it("finds a beauty product by its Hindi title", async () => {
    const soap = await createBeautyItem(
      beautyItemSchema.parse({
        category: "soap",
        title: "Test Neem Bar",
        description: "Neem.",
        price: 199,
        titleHi: "नीम साबुन",
      }),
      [],
    );
    expect(await ids("साबुन")).toContain(soap._id);
    expect(await ids("sabun")).toContain(soap._id);
  });

  it("suggests Hindi titles close to Devanagari typed when nothing matched", async () => {
    expect(await suggestTitles("लाल लहगा")).toContain("लाल लहंगा");
  });
});
