// Hindi typed in Latin letters, in Devanagari, or as the catalogue's English word
// all search for the same thing; Hindi's little words ("par", "के लिए") are not required.
import { describe, expect, it } from "vitest";
import { expandWords, markTerms, queryWords } from "@/features/catalogue/rules/search-terms";
import { SYNONYMS, TYPOS } from "@/features/catalogue/rules/search-synonyms";

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
