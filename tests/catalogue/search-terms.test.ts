// Hindi typed in Latin letters, in Devanagari, or as the catalogue's English word
// all search for the same thing; Hindi's little words ("par", "के लिए") are not required.
import { describe, expect, it } from "vitest";
import { expandWords, markTerms, queryWords } from "@/features/catalogue/rules/search-terms";

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
    expect(alternatives("कढ़ाई".normalize("NFC"))).toEqual(["कढ़ाई".normalize("NFC")]);
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
