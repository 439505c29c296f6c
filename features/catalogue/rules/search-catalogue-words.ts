// The site's own words as search synonyms: whatever the Hindi menu, a category page or a filter
// calls a thing ("गोपी ड्रेस", "बालों का तेल", "सगाई", "वेलवेट"), search takes as the English
// word beside it in the other catalogue, read from the catalogue files themselves, so a label
// renamed there stays findable without a list here to keep in step.
import enCatalogue from "@/messages/en/catalogue.json";
import hiCatalogue from "@/messages/hi/catalogue.json";
import enCategories from "@/messages/en/categories.json";
import hiCategories from "@/messages/hi/categories.json";
import enNav from "@/messages/en/nav.json";
import hiNav from "@/messages/hi/nav.json";
import { beautyCategories, collectionCategories } from "@/features/shop/categories";
import { meaningfulWords, splitWords } from "./search-words";

type Texts = Record<string, string>;

/** The parts of the catalogues search reads, in one language. */
export interface CatalogueWords {
  nav: Texts;
  categories: Record<string, { label: string; title: string }>;
  facets: Record<string, { label: string; options: Texts }>;
}

/** One category: its page's slug and the word its pieces' search documents carry for it. */
export interface CategoryKind {
  slug: string;
  kind: string;
}

/** Filters that name no word of a piece: a price band is not searched for. */
const UNSEARCHED_FACETS = new Set(["price"]);

/** "Mehendi & Haldi", "मेहंदी और हल्दी", "आइवरी, सुनहरा और चाँदी": one label, several things. */
const parts = (label: string) =>
  label
    .split(/\s*(?:&|,|\band\b|\sऔर\s)\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
const wordsOf = (text: string) => meaningfulWords(splitWords(text));
/** "Soaps" and "Soap" share a word; "Dupatta" and "Designer Silk Saree" do not. */
const stem = (word: string) => word.replace(/(es|s)$/, "");
const sharesAWord = (a: string, b: string) => {
  const mine = new Set(wordsOf(a).map(stem));
  return wordsOf(b).some((w) => mine.has(stem(w)));
};

/**
 * Sets of spellings that name one thing: each English label with its Hindi twin, each part of
 * a label of several things with its twin part, and, where both sides have as many words,
 * each word with its twin ("बालों का तेल" / "Hair Oil": बालों is hair, तेल is oil; Hindi's
 * little words are not counted). A filter's choice also stands for its value ("mirror" for
 * "Mirror work"), and a category's labels also stand for its kind, so the menu's
 * "पार्टी वियर लहंगा" finds the lehengas; its page title too when it names the same thing
 * (the dupattas' page is titled as a silk saree, which would make a saree a dupatta).
 */
export function catalogueSynonyms(
  en: CatalogueWords,
  hi: CatalogueWords,
  categories: readonly CategoryKind[],
): string[][] {
  const sets: string[][] = [];
  const twin = (english: string | undefined, hindi: string | undefined) => {
    if (!english || !hindi) return;
    const [ep, hp] = [parts(english), parts(hindi)];
    const pairs: [string, string][] = ep.length === hp.length ? ep.map((p, i) => [p, hp[i]!]) : [[english, hindi]];
    for (const [e, h] of pairs) {
      sets.push([e, h]);
      const [ew, hw] = [wordsOf(e), wordsOf(h)];
      if (ew.length < 2 || ew.length !== hw.length) continue;
      // a number is no word to pair ("XS – XL", "₹1,500 से कम")
      if ([...ew, ...hw].some((w) => /\p{N}/u.test(w))) continue;
      ew.forEach((w, i) => sets.push([w, hw[i]!]));
    }
  };
  for (const key of Object.keys(en.nav)) twin(en.nav[key], hi.nav[key]);
  for (const [facet, { label, options }] of Object.entries(en.facets)) {
    if (UNSEARCHED_FACETS.has(facet)) continue;
    twin(label, hi.facets[facet]?.label);
    for (const [value, text] of Object.entries(options)) {
      const hindi = hi.facets[facet]?.options[value];
      twin(text, hindi);
      // A choice of one thing stands for the word its filter looks for: "मिरर वर्क" finds
      // every piece with mirror work, as the filter does, not only those that say "work".
      if (hindi && parts(text).length === 1) sets.push([value, text, hindi]);
    }
  }
  for (const { slug, kind } of categories) {
    const [e, h] = [en.categories[slug], hi.categories[slug]];
    if (!e || !h) continue;
    twin(e.label, h.label);
    sets.push([kind, e.label, h.label]);
    // A title that names another thing than its label (the dupattas' "Designer Silk Saree",
    // in Hindi their own word) is no twin of anything: pairing its words would make a saree a dupatta.
    if (!sharesAWord(e.label, e.title)) continue;
    twin(e.title, h.title);
    sets.push([kind, e.title, h.title]);
  }
  return sets;
}

/**
 * The word a category's pieces carry in their search document: their stored category, but
 * for the lehengas, stored as "sarees" (the word of the shop's old links), which would make
 * a lehenga a saree.
 */
const KIND_OF = { sarees: "lehenga" } as Record<string, string>;

const shopCategories: CategoryKind[] = [...collectionCategories, ...beautyCategories].map((c) => ({
  slug: c.slug,
  kind: KIND_OF[c.value] ?? c.value,
}));

/** The site's labels as synonym sets, from today's catalogues. */
export const siteSynonyms = catalogueSynonyms(
  { nav: enNav, categories: enCategories, facets: enCatalogue.facets },
  { nav: hiNav, categories: hiCategories, facets: hiCatalogue.facets },
  shopCategories,
);
