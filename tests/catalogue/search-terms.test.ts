// Hindi typed in Latin letters, in Devanagari, or as the catalogue's English word
// all search for the same thing; Hindi's little words ("par", "के लिए") are not required.
import { describe, expect, it } from "vitest";
import { expandWords, markTerms, queryNeeds, queryWords, type Need } from "@/features/catalogue/rules/search-terms";
import { SYNONYMS, TYPOS } from "@/features/catalogue/rules/search-synonyms";
import { catalogueSynonyms } from "@/features/catalogue/rules/search-catalogue-words";
import { beautyCategories, collectionCategories } from "@/features/shop/categories";
import { catalogueFor } from "@/messages";

const alternatives = (word: string) => expandWords([word])[0]!;

describe("spellings", () => {
  it.each([
    ["lehenga", "lehenga", "लहंगा"],
    ["lengha", "lehenga", "लहंगा"],
    ["लहंगा", "lehenga", "लहंगा"],
    ["saree", "saree", "साड़ी"],
    ["sari", "saree", "साड़ी"],
    ["gown", "gown", "गाउन"],
    ["suit", "suit", "सूट"],
    ["blouse", "blouse", "ब्लाउज़"],
    ["choli", "blouse", "चोली"],
    ["dupatta", "dupatta", "दुपट्टा"],
    ["anarkali", "anarkali", "अनारकली"],
    ["sharara", "sharara", "शरारा"],
    ["kurta", "kurta", "कुर्ता"],
    ["kurti", "kurta", "कुर्ती"],
    ["shaadi", "wedding", "शादी"],
    ["dulhan", "wedding", "दुल्हन"],
    ["kiraye", "rent", "किराए"],
    ["kiraya", "rent", "किराया"],
    ["laal", "red", "लाल"],
  ])("%s is searched as the catalogue's %s and the Devanagari %s", (typed, word, devanagari) => {
    const alts = alternatives(typed);
    expect(alts[0]).toBe(typed);
    expect(alts).toContain(word);
    expect(alts).toContain(devanagari.normalize("NFC"));
  });

  it("leaves a word it does not know as typed", () => {
    expect(alternatives("mirrorwork")).toEqual(["mirrorwork"]);
    expect(alternatives("फुलकारी")).toEqual(["फुलकारी"]);
  });

  it("reads a nukta letter typed precomposed (ज़ U+095B) as the same word typed with a separate nukta", () => {
    expect(alternatives(queryWords("ब्लाउ\u095B")[0]!)).toContain("blouse");
    expect(alternatives(queryWords("ब्लाउज\u093C")[0]!)).toContain("blouse");
  });
});

describe("queryWords", () => {
  it("drops Hindi's little words, in either script, unless nothing else is left", () => {
    expect(queryWords("lehenga kiraye par")).toEqual(["lehenga", "kiraye"]);
    expect(queryWords("शादी के लिए लहंगा")).toEqual(["शादी", "लहंगा"]);
    expect(queryWords("ke liye")).toEqual(["ke", "liye"]);
  });
});

describe("markTerms", () => {
  it("marks the Devanagari words of a Latin search in a Hindi title", () => {
    expect(markTerms("lehenga")).toEqual(expect.arrayContaining(["lehenga", "लहंगा"]));
  });
});

/** Every word a query's needs name, typed or a spelling. */
const named = (q: string): string[] => {
  const walk = (n: Need): string[] => ("word" in n ? [n.word] : ("any" in n ? n.any : n.all).flatMap(walk));
  return queryNeeds(queryWords(q)).flatMap(walk);
};
/** An English word among those named, as it is or without its plural ending. */
const among = (words: string[], w: string) =>
  words.includes(w) || words.includes(w.replace(/s$/, "")) || words.includes(w.replace(/es$/, ""));

describe("a group's spellings", () => {
  it("each find what any other finds: a word of the group is searched as every spelling of it", () => {
    for (const [word, spellings] of Object.entries(SYNONYMS)) {
      const single = [word, ...spellings].filter((s) => !s.includes(" ")).map((s) => s.normalize("NFC"));
      const all = new Set(alternatives(word));
      for (const s of [...single, ...(TYPOS[word] ?? [])]) {
        const mine = new Set(alternatives(s.normalize("NFC")));
        for (const other of all) if (other !== word && other !== s) expect(mine, `${s} → ${other}`).toContain(other);
      }
    }
  });

  it("include the spellings a word is typed with: nukta or not, anusvara or chandrabindu, ऑ or ओ", () => {
    expect(alternatives("लहंगा")).toEqual(expect.arrayContaining(["लहँगा", "लेहंगा"]));
    expect(alternatives("लहँगा")).toContain("लहंगा");
    expect(alternatives("जरी")).toContain("ज़री".normalize("NFC"));
    expect(alternatives("ज़री".normalize("NFC"))).toContain("जरी");
    expect(alternatives("साडी")).toContain("साड़ी".normalize("NFC"));
    expect(alternatives("कोटन")).toContain("cotton");
  });

  it("find the group when misspelt, but no piece is searched for a misspelling", () => {
    for (const typo of ["लेहेंगा", "लहेंगा", "लेंहगा", "lehnga", "सारी"]) expect(alternatives(typo).length).toBeGreaterThan(2);
    expect(alternatives("lehenga")).not.toContain("lehnga");
    expect(alternatives("साड़ी".normalize("NFC"))).not.toContain("सारी");
  });

  it("keep different things apart", () => {
    const things = [
      "lehenga",
      "saree",
      "suit",
      "gown",
      "dress",
      "gopidress",
      "blouse",
      "dupatta",
      "soap",
      "oil",
      "cream",
    ];
    const occasions = ["wedding", "engagement", "reception", "sangeet", "mehendi", "haldi", "party", "festive"];
    for (const list of [things, occasions])
      for (const a of list) for (const b of list) if (a !== b) expect(alternatives(a), `${a} / ${b}`).not.toContain(b);
  });
});

describe("the site's own words", () => {
  const en = catalogueFor("en");
  const hi = catalogueFor("hi");

  it("search each Hindi filter choice as its English twin and the word its filter looks for", () => {
    for (const [facet, { options }] of Object.entries(hi.catalogue.facets)) {
      if (facet === "price") continue;
      for (const [value, label] of Object.entries(options)) {
        const english = (en.catalogue.facets as Record<string, { options: Record<string, string> }>)[facet]!.options[
          value
        ]!;
        const words = named(label);
        // the value alone where the label's words say no more ("adjustable" for "Adjustable fit")
        if (words.includes(value)) continue;
        for (const w of queryWords(english)) expect(among(words, w), `${label} → ${w}: ${words}`).toBe(true);
      }
    }
  });

  it("search each Hindi menu entry and category label as its English twin, and a category's as its pieces' kind", () => {
    for (const [key, label] of Object.entries(hi.nav)) {
      const words = named(label);
      for (const w of queryWords(en.nav[key as keyof typeof en.nav]))
        expect(among(words, w), `${label} → ${w}: ${words}`).toBe(true);
    }
    const kind: Record<string, string> = { sarees: "lehenga" };
    for (const c of [...collectionCategories, ...beautyCategories]) {
      const { label } = hi.categories[c.slug as keyof typeof hi.categories];
      expect(named(label), label).toContain(kind[c.value] ?? c.value);
    }
  });

  it("follow a label renamed in the catalogue: the new words are the category's", () => {
    const words = (c: ReturnType<typeof catalogueFor>) => ({
      nav: c.nav,
      categories: c.categories,
      facets: c.catalogue.facets,
    });
    const renamed = {
      ...words(hi),
      categories: { ...hi.categories, "gopi-dresess": { label: "गोपी पोशाक", title: "गोपी पोशाकें" } },
    };
    const sets = catalogueSynonyms(words(en), renamed, [{ slug: "gopi-dresess", kind: "gopidress" }]);
    expect(sets).toContainEqual(["gopidress", "Gopi Dresess", "गोपी पोशाक"]);
    // each word of a label with its twin, where both have as many
    expect(sets).toContainEqual(["hair", "हेयर"]);
    expect(sets).toContainEqual(["oil", "ऑयल"]);
  });
});
