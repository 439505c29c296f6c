// The owner may type every detail of a piece and of a product in Hindi too (fabric, work,
// dupatta, occasions, size and fit, alterations, colour, the free attributes' values;
// ingredients, skin type, volume, usage): optional, saved and read through the admin API, kept
// by an edit that does not name them, found by search, and shown on a Hindi page in place of
// the English, which a Hindi page shows (marked English) where she typed none.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it, vi } from "vitest";
import hiProduct from "@/messages/hi/product.json";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { POST as create } from "@/app/api/collection/route";
import { PUT as update } from "@/app/api/collection/[key]/route";
import { POST as createBeauty } from "@/app/api/beauty/route";
import { PUT as updateBeauty } from "@/app/api/beauty/[key]/route";
import { GET as search } from "@/app/api/search/route";
import { getBeautyProduct, getCollectionProduct } from "@/features/catalogue";
import { ProductDetails } from "@/features/catalogue/ui/product/product-details";
import { productLd } from "@/features/catalogue/rules/product-ld";
import type { ProductView } from "@/features/catalogue/rules/product-view";
import { getSiteConfig } from "@/lib/site/config";
import type { Locale } from "@/lib/i18n/locales";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest, formOf, keyParams, statusAndBody } from "../helpers/request";

vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, back() {}, refresh() {}, prefetch() {}, replace() {} }),
}));

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const send = (method: string, url: string, body: FormData) =>
  new Request(`http://shop.test${url}`, { method, body, headers: bearer(token) });

/** A word no other piece has, in Devanagari, so search finds this piece by its Hindi fabric alone. */
const FABRIC_WORD = "कमख़ाबी";

const english = {
  category: "suit",
  title: `Teal Anarkali Suit ${Math.random().toString(36).slice(2, 7)}`,
  description: "Anarkali suit with gota yoke.",
  price: "1650",
  colour: "Teal",
  fabric: "Chanderi silk",
  work: "Gota and zari yoke",
  dupatta: "Matching net dupatta",
  occasions: "Festive evenings",
  sizeFit: "S to XXL",
  customAlterations: "Sleeves can be shortened",
  attributes: JSON.stringify({ Bottom: "Churidar", Lining: "Cotton" }),
};
const hindi = {
  titleHi: "मोरपंखी अनारकली सूट",
  descriptionHi: "गोटा योक वाला अनारकली सूट।",
  colourHi: "मोरपंखी",
  fabricHi: `चंदेरी सिल्क ${FABRIC_WORD}`,
  workHi: "गोटा और ज़री योक",
  dupattaHi: "मैचिंग नेट दुपट्टा",
  occasionsHi: "त्योहार की शाम",
  sizeFitHi: "S से XXL",
  customAlterationsHi: "बाज़ू छोटी की जा सकती हैं",
  attributesHi: JSON.stringify({ Bottom: "चूड़ीदार" }),
};

async function hindiSuit() {
  const res = await create(send("POST", "/api/collection", formOf({ ...english, ...hindi })), undefined);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body as Record<string, unknown> & { _id: string; version: number };
}

function render(product: ProductView, locale: Locale) {
  return renderToStaticMarkup(createElement(ProductDetails, { product, site: getSiteConfig(), locale }));
}
/** A detail line as rendered: "<label>: <value>" with the value's lang attribute, if any. */
const line = (html: string, label: string) =>
  new RegExp(`${label}:</dt> <dd(?: lang="(\\w+)")?[^>]*>([^<]*)</dd>`).exec(html)?.slice(1) ?? null;

describe("a piece's details in Hindi through the admin API", () => {
  it("are saved trimmed beside the English and come back from POST", async () => {
    const item = await hindiSuit();
    expect(item).toMatchObject({
      ...Object.fromEntries(Object.entries(hindi).filter(([k]) => k !== "attributesHi")),
      attributesHi: { Bottom: "चूड़ीदार" },
      fabric: "Chanderi silk",
      Bottom: "Churidar",
    });
  });

  it("a PUT that does not name them keeps them; an empty one clears it", async () => {
    const before = await hindiSuit();
    const kept = await update(
      send("PUT", `/api/collection/${before._id}`, formOf({ fabric: "Pure chanderi silk" })),
      keyParams(before._id),
    ).then(statusAndBody);
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ ...before, fabric: "Pure chanderi silk", version: before.version + 1 });

    const cleared = await update(
      send("PUT", `/api/collection/${before._id}`, formOf({ workHi: "", colourHi: " " })),
      keyParams(before._id),
    ).then(statusAndBody);
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty("workHi");
    expect(cleared.body).not.toHaveProperty("colourHi");
    expect(cleared.body).toMatchObject({
      work: english.work,
      fabricHi: hindi.fabricHi,
      occasionsHi: hindi.occasionsHi,
    });
  });

  it("an attribute renamed in English loses its Hindi; one kept keeps it; the Hindi of no attribute is not stored", async () => {
    const before = await hindiSuit();
    const res = await update(
      send(
        "PUT",
        `/api/collection/${before._id}`,
        formOf({
          attributes: JSON.stringify({ Bottoms: "Churidar", Lining: "Cotton" }),
          attributesHi: JSON.stringify({ Bottom: "चूड़ीदार", Lining: "सूती", Ghost: "भूत" }),
        }),
      ),
      keyParams(before._id),
    ).then(statusAndBody);
    expect(res.status).toBe(200);
    expect(res.body.attributesHi).toEqual({ Lining: "सूती" });

    // Naming the attributes alone keeps the Hindi of those still there.
    const again = await update(
      send("PUT", `/api/collection/${before._id}`, formOf({ attributes: JSON.stringify({ Lining: "Cotton" }) })),
      keyParams(before._id),
    ).then(statusAndBody);
    expect(again.body.attributesHi).toEqual({ Lining: "सूती" });
  });

  it("are checked like the English: the field's length, no NUL, JSON for the attributes", async () => {
    const item = await hindiSuit();
    const put = (fields: Record<string, string>) =>
      update(send("PUT", `/api/collection/${item._id}`, formOf(fields)), keyParams(item._id)).then(statusAndBody);
    const long = await put({ colourHi: "लाल".repeat(30) });
    expect(long.status).toBe(400);
    expect(long.body.errors.colourHi).toMatch(/at most 60/);
    const nul = await put({ fabricHi: "रेशम\u0000" });
    expect(nul.status).toBe(400);
    const json = await put({ attributesHi: "{not json" });
    expect(json.status).toBe(400);
    expect(json.body.errors.attributesHi).toMatch(/valid JSON/);
    const nested = await put({ attributesHi: JSON.stringify({ Bottom: { hi: "x" } }) });
    expect(nested.status).toBe(400);
    // Nothing of those was saved.
    expect((await put({})).body).toMatchObject({ colourHi: hindi.colourHi, fabricHi: hindi.fabricHi });
  });

  it("search finds the piece by a word of its Hindi fabric", async () => {
    const item = await hindiSuit();
    const res = await search(
      new Request(`http://shop.test/api/search?q=${encodeURIComponent(FABRIC_WORD)}&limit=100`),
      undefined,
    );
    const hits = (await res.json()) as { _id: string }[];
    expect(hits.map((h) => h._id)).toContain(item._id);
  });
});

describe("a piece's product view and page in Hindi", () => {
  it("shows her Hindi values on a Hindi page, her English (marked English) where she typed none", async () => {
    const item = await hindiSuit();
    await update(send("PUT", `/api/collection/${item._id}`, formOf({ workHi: "" })), keyParams(item._id));
    // Suits list every field ("all-fields"): the named columns and the free attributes.
    const view = (await getCollectionProduct("suits", item._id))!;
    expect(view.lines).toEqual(
      expect.arrayContaining([
        { label: "Fabric Type", value: english.fabric, valueHi: hindi.fabricHi },
        { label: "Work Detailing", value: english.work },
        { label: "Bottom", value: "Churidar", valueHi: "चूड़ीदार" },
        { label: "Lining", value: "Cotton" },
      ]),
    );
    expect(view.lines.map((l) => l.label)).not.toContain("fabricHi");
    expect(view.lines.map((l) => l.label)).not.toContain("attributesHi");

    const hi = render(view, "hi");
    expect(line(hi, "कपड़ा")).toEqual([undefined, hindi.fabricHi]);
    expect(line(hi, "रंग")).toEqual([undefined, hindi.colourHi]);
    expect(line(hi, hiProduct.detailLabels["Work Detailing"])).toEqual(["en", english.work]);
    expect(hi).toMatch(/<span lang="en">Bottom<\/span>:<\/dt> <dd class[^>]*>चूड़ीदार<\/dd>/);
    expect(line(hi, '<span lang="en">Lining</span>')).toEqual(["en", "Cotton"]);
    expect(hi).not.toContain("Chanderi silk");

    const en = render(view, "en");
    expect(line(en, "Fabric Type")).toEqual([undefined, english.fabric]);
    expect(en).not.toMatch(/[\u0900-\u097F]/);
  });

  it("a six-line popup (blouse) shows the Hindi of its named lines", async () => {
    const res = await create(
      send(
        "POST",
        "/api/collection",
        formOf({
          category: "blouse",
          title: "Ruby Mirror Blouse",
          description: "Mirror work blouse.",
          price: "850",
          fabric: "Raw silk",
          fabricHi: "रॉ सिल्क",
          occasions: "Sangeet nights",
          occasionsHi: "संगीत की रात",
          sizeFit: "Fits 32–40",
        }),
      ),
      undefined,
    );
    const item = await res.json();
    const hi = render((await getCollectionProduct("designer-blouses", item._id))!, "hi");
    expect(line(hi, "कपड़ा")).toEqual([undefined, "रॉ सिल्क"]);
    expect(line(hi, "मौके")).toEqual([undefined, "संगीत की रात"]);
    expect(line(hi, "साइज़ और फ़िटिंग")).toEqual(["en", "Fits 32–40"]);
  });

  it("the Product JSON-LD on a Hindi page has her Hindi name and description, the English page her English", async () => {
    const item = await hindiSuit();
    const view = (await getCollectionProduct("suits", item._id))!;
    const site = getSiteConfig();
    expect(productLd(site, view, "hi")).toMatchObject({ name: hindi.titleHi, description: hindi.descriptionHi });
    expect(productLd(site, view, "en")).toMatchObject({ name: english.title, description: english.description });
  });
});

describe("a beauty product's details in Hindi", () => {
  const soap = {
    category: "soap",
    title: "Neem Tulsi Soap",
    description: "A clarifying bar with neem and holy basil.",
    price: "199",
    ingredients: "Neem leaf, tulsi",
    skinType: "Oily",
    volume: "100 g",
    usage: "Use morning and night.",
  };

  it("are saved from JSON, kept by a PUT that names only the title, and shown with Hindi labels", async () => {
    const res = await createBeauty(
      jsonRequest(
        "/api/beauty",
        {
          ...soap,
          ingredientsHi: "नीम की पत्ती, तुलसी",
          skinTypeHi: "तैलीय त्वचा",
          usageHi: "सुबह-शाम लगाएँ।",
          attributes: { Fragrance: "Herbal" },
          attributesHi: { Fragrance: "जड़ी-बूटी वाली" },
        },
        { headers: bearer(token) },
      ),
      undefined,
    );
    const created = await res.json();
    expect(res.status, JSON.stringify(created)).toBe(201);

    const edited = await updateBeauty(
      jsonRequest(
        `/api/beauty/${created._id}`,
        { title: "Neem & Tulsi Soap" },
        { method: "PUT", headers: bearer(token) },
      ),
      keyParams(created._id),
    ).then(statusAndBody);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: "Neem & Tulsi Soap",
      ingredientsHi: "नीम की पत्ती, तुलसी",
      skinTypeHi: "तैलीय त्वचा",
      usageHi: "सुबह-शाम लगाएँ।",
      attributesHi: { Fragrance: "जड़ी-बूटी वाली" },
    });
    expect(edited.body).not.toHaveProperty("volumeHi");

    const view = (await getBeautyProduct("soap", created._id))!;
    const hi = render(view, "hi");
    // The labels come from the catalogue in the page's language, never "Ingredients:" on a Hindi page.
    expect(line(hi, "सामग्री")).toEqual([undefined, "नीम की पत्ती, तुलसी"]);
    expect(line(hi, "किसके लिए")).toEqual([undefined, "तैलीय त्वचा"]);
    expect(line(hi, "मात्रा")).toEqual(["en", "100 g"]);
    expect(line(hi, hiProduct.detailLabels.Usage)).toEqual([undefined, "सुबह-शाम लगाएँ।"]);
    expect(hi).not.toMatch(/Ingredients|Skin Type|Volume|Usage/);

    const en = render(view, "en");
    expect(line(en, "Ingredients")).toEqual([undefined, soap.ingredients]);
    expect(line(en, "Skin Type")).toEqual([undefined, soap.skinType]);
    expect(line(en, "Volume")).toEqual([undefined, soap.volume]);
    expect(line(en, "Usage")).toEqual([undefined, soap.usage]);
  });
});
