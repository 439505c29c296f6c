// What a Delhi family types, in Devanagari or in Latin letters, and the demo pieces each query
// must bring first, through the search the shop answers with (GET /api/search). Each row
// names the pieces that fill the first places, in any order among themselves; other pieces
// may follow. The words come from the Hindi menu, category pages and filters (दुल्हन के लहंगे,
// गोपी ड्रेस, बालों का तेल, सगाई, वेलवेट…), their common spellings (लेहेंगा, लहँगा, सारी, a
// letter with or without its nukta) and Hindi typed in Latin letters (dulhan lehenga, sagai).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/search/route";
import { seedBeautyItems, seedCollectionItems } from "@/features/storefront/seed/catalogue";

interface Hit {
  title: string;
}

const find = async (q: string) =>
  (await (
    await search(new Request(`http://shop.test/api/search?q=${encodeURIComponent(q)}&limit=100`), undefined)
  ).json()) as Hit[];

type Piece = (typeof seedCollectionItems)[number];
const pieces = (match: (p: Piece) => boolean) => seedCollectionItems.filter(match).map((p) => p.title);
/** The demo pieces of these stored categories (the lehengas are stored as "sarees"). */
const ofCategory = (...categories: string[]) => [
  ...pieces((p) => categories.includes(p.category)),
  ...seedBeautyItems.filter((p) => categories.includes(p.category)).map((p) => p.title),
];
/** The demo pieces whose fabric, work and occasion say this. */
const saying = (re: RegExp) => pieces((p) => re.test(`${p.title} ${p.fabric} ${p.work} ${p.occasions}`));

const LEHENGAS = ofCategory("sarees");
const SAREES = ofCategory("saree", "custom-saree");
const ENGAGEMENT = saying(/engagement/i);
const MEHENDI = saying(/mehe?ndi/i);

const TABLE: [query: string, first: string[]][] = [
  // the bride's lehenga, as the menu names it and as she types it
  ["दुल्हन लहंगा", ["Ruby Bridal Lehenga"]],
  ["ब्राइडल लहंगा", ["Ruby Bridal Lehenga"]],
  ["दुल्हन के लहंगे", ["Ruby Bridal Lehenga"]],
  ["शादी का लहंगा", ["Ruby Bridal Lehenga"]],
  ["dulhan lehenga", ["Ruby Bridal Lehenga"]],
  ["dulhan ka lehenga", ["Ruby Bridal Lehenga"]],
  // a lehenga, however it is spelt
  ["लहंगा", LEHENGAS],
  ["लेहेंगा", LEHENGAS],
  ["लहेंगा", LEHENGAS],
  ["लेंहगा", LEHENGAS],
  ["लहँगा", LEHENGAS],
  ["लहंगे", LEHENGAS],
  ["घाघरा", LEHENGAS],
  ["lehnga", LEHENGAS],
  ["पार्टी वियर लहंगा", LEHENGAS],
  // a saree
  ["साड़ी", SAREES],
  ["सारी", SAREES],
  ["साडी", SAREES],
  ["साड़ियाँ", SAREES],
  ["साड़ियां", SAREES],
  ["डिज़ाइनर साड़ियाँ", SAREES],
  ["sadi", SAREES],
  ["मनचाहे रंग में साड़ियाँ", ofCategory("custom-saree")],
  ["मनचाहे रंग के ब्लाउज़", ofCategory("custom-blouse")],
  // the other menu entries
  ["गोपी ड्रेस", ofCategory("gopidress")],
  ["gopi dress", ofCategory("gopidress")],
  ["सूट", ofCategory("suit")],
  ["कुर्ता", ofCategory("suit")],
  ["गाउन", ofCategory("gown")],
  ["ब्लाउज", ofCategory("blouse", "custom-blouse")],
  ["ड्रेस", ofCategory("dress")],
  ["वेस्टर्न पार्टी ड्रेस", ofCategory("dress")],
  ["हेयर ऑयल", ofCategory("hair-oil")],
  ["बालों का तेल", ofCategory("hair-oil")],
  ["baalon ka tel", ofCategory("hair-oil")],
  ["साबुन", ofCategory("soap")],
  ["नीम साबुन", ["Neem Tulsi Soap"]],
  ["नाइट फ़ेस क्रीम", ofCategory("night-cream")],
  // occasions, as the filter names them
  ["सगाई", ENGAGEMENT],
  ["sagai", ENGAGEMENT],
  ["रिसेप्शन", saying(/reception/i)],
  ["पार्टी", ["Blush Tulle Party Dress", "Ruby Wrap Party Dress"]],
  ["पार्टी ड्रेस", saying(/party|parties/i).filter((t) => / Dress$/.test(t) && !/Gopi/.test(t))],
  ["मेहंदी", MEHENDI],
  ["मेहँदी", MEHENDI],
  ["mehndi", MEHENDI],
  ["mehndi lehenga", ["Emerald Mirror Lehenga"]],
  ["हल्दी लहंगा", ["Marigold Haldi Lehenga"]],
  ["संगीत", saying(/sangeet/i)],
  ["shaadi", ["Ivory Organza Bridal Gown", "Ruby Bridal Lehenga"]],
  ["त्योहार", saying(/festiv/i)],
  ["पूजा", saying(/puja/i)],
  ["कॉकटेल", saying(/cocktail/i)],
  // fabrics and work
  ["वेलवेट", saying(/velvet/i)],
  ["मखमली लहंगा", ["Wine Velvet Lehenga"]],
  // The silk sarees named so come first; a blouse "for any saree" in silk ranks with the rest.
  ["सिल्क साड़ी", pieces((p) => / Silk Saree$/.test(p.title))],
  ["बनारसी साड़ी", ["Ruby Banarasi Silk Saree"]],
  ["कांजीवरम", ["Emerald Kanjivaram Saree"]],
  ["ऑर्गेंज़ा", saying(/organza/i)],
  ["ऑर्गेंजा", saying(/organza/i)],
  ["जॉर्जेट", saying(/georgette/i)],
  ["शिफॉन", saying(/chiffon/i)],
  ["कॉटन", saying(/cotton/i)],
  ["मिरर वर्क", saying(/mirror/i)],
  ["गोटा पट्टी", saying(/gota/i)],
  ["कढ़ाई", saying(/embroider/i)],
  ["मोती", saying(/pearl/i)],
  // pieces by name and colour
  ["अनारकली सूट", ["Royal Blue Anarkali Suit"]],
  ["शरारा", ["Emerald Sharara Suit"]],
  ["लाल लहंगा", ["Ruby Bridal Lehenga"]],
  ["हरा लहंगा", ["Emerald Mirror Lehenga"]],
  ["रॉयल ब्लू लहंगा", ["Royal Blue Sequin Lehenga"]],
  ["नीली साड़ी", ["Royal Blue Organza Saree", "Custom Shade Georgette Saree"]],
];

beforeAll(async () => {
  await find("seed"); // opens and seeds the database
});

describe("Hindi and Hinglish queries find their pieces first", () => {
  it("has a row for each query the shop promises, each naming demo pieces", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    const known = new Set([...seedCollectionItems, ...seedBeautyItems].map((p) => p.title));
    for (const [q, first] of TABLE) {
      expect(first.length, q).toBeGreaterThan(0);
      for (const title of first) expect(known, `${q}: ${title}`).toContain(title);
    }
  });

  it.each(TABLE)("%s", async (q, first) => {
    const titles = (await find(q)).map((h) => h.title);
    expect(new Set(titles.slice(0, first.length)), `${q}: ${titles.join(", ")}`).toEqual(new Set(first));
  });
});
