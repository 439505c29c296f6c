// The spellings search knows, as groups: the hand-written ones (search-synonyms.ts) and the
// site's own labels (search-catalogue-words.ts), joined wherever they share a spelling, so
// "दुल्हन", "dulhan", "bridal" and "शादी" are one group and each finds what the others find.
import { COLOUR_NAMES, SYNONYMS, TYPOS } from "./search-synonyms";
import { siteSynonyms } from "./search-catalogue-words";
import { meaningfulWords } from "./search-words";

/**
 * A spelling as search compares it: its words, lower-cased, NFC, Hindi's little words left
 * out. A word with a hyphen stays one: "custom-saree", a stored category, is one word of a
 * piece's search document (the database reads it as that compound), which "Cocktail sarees"
 * on a custom blouse is not.
 */
const spelling = (text: string) =>
  meaningfulWords(
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu) ?? [],
  ).join(" ");

/**
 * The ways one Devanagari word is typed: with and without the nukta (ज़री, जरी), with
 * anusvara or chandrabindu (लहंगा, लहँगा), with ऑ or a plain vowel (कॉटन, कोटन, काटन).
 */
const DEVANAGARI_TWINS: ((s: string) => string)[] = [
  (s) => s.replaceAll("\u093C", ""),
  // chandrabindu only where no vowel sign sits above the line (लहँगा, not लहंगोँ)
  (s) => s.replace(/(?<=[\u0905-\u090A\u0915-\u0939\u0958-\u095F\u093C\u093E\u0941\u0942])\u0902/gu, "\u0901"),
  (s) => s.replaceAll("\u0901", "\u0902"),
  (s) => s.replaceAll("\u0949", "\u094B").replaceAll("\u0911", "\u0913"),
  (s) => s.replaceAll("\u0949", "\u093E").replaceAll("\u0911", "\u0906"),
];
function twins(s: string): string[] {
  const all = new Set([s]);
  for (const make of DEVANAGARI_TWINS) for (const t of [...all]) all.add(make(t));
  return [...all];
}

// Union-find over spellings: one root per group.
const parent = new Map<string, string>();
function root(s: string): string {
  let r = s;
  while (parent.get(r) !== r) r = parent.get(r)!;
  parent.set(s, r);
  return r;
}
function join(set: string[]) {
  const members = set.map(spelling).filter(Boolean).flatMap(twins);
  for (const m of members) if (!parent.has(m)) parent.set(m, m);
  const first = root(members[0]!);
  for (const m of members.slice(1)) parent.set(root(m), first);
}
for (const [word, spellings] of Object.entries(SYNONYMS)) join([word, ...spellings]);
for (const set of siteSynonyms) join(set);
const spelt = new Set(parent.keys());
// a misspelling's twin may be a right spelling (गॉउन, गाउन)
const typedOnly = new Set(
  Object.values(TYPOS)
    .flat()
    .map(spelling)
    .flatMap(twins)
    .filter((s) => !spelt.has(s)),
);
for (const [word, typos] of Object.entries(TYPOS)) join([word, ...typos]);

/** A spelling of several words read word by word, each word as its group: "dulhan lehenga" and "दुल्हन के लहंगे" read alike. */
const signature = (words: string[]) => words.map((w) => (parent.has(w) ? root(w) : w)).join("\u0001");
const phrases = [...parent.keys()].filter((s) => s.includes(" "));
// Two spellings of several words that read alike name one thing; then each reading is indexed
// by the groups as they stand after that.
const firstReading = new Map<string, string>();
for (const s of phrases) {
  const sig = signature(s.split(" "));
  const known = firstReading.get(sig);
  if (known) parent.set(root(s), root(known));
  else firstReading.set(sig, s);
}
const bySignature = new Map<string, string>();
for (const s of phrases) {
  const sig = signature(s.split(" "));
  if (!bySignature.has(sig)) bySignature.set(sig, s);
}

const members = new Map<string, string[]>();
for (const s of parent.keys()) members.set(root(s), [...(members.get(root(s)) ?? []), s]);
const colourGroups = new Set(Object.keys(COLOUR_NAMES).map(root));

/** One group of spellings: each one word or several (all of them needed). */
export interface SpellingGroup {
  /** what a piece's text is searched for */
  spellings: string[][];
  /** the group names a colour: a colour typed in full is a whole word, not a beginning ("red", not "reduces") */
  colour: boolean;
}

/**
 * The spellings of a group a piece's text is searched for: not its misspellings; not "lehengas"
 * beside "lehenga" (the database's English stemmer makes them one word); not "lehenga choli"
 * beside "lehenga" (any piece with both words has the one).
 */
function searched(spellings: string[]): string[][] {
  const one = new Set(spellings.filter((s) => !s.includes(" ")));
  const plural = (w: string) =>
    /^[a-z]+s$/.test(w) && (one.has(w.slice(0, -1)) || (w.endsWith("es") && one.has(w.slice(0, -2))));
  return spellings
    .filter((s) => !typedOnly.has(s) && !(one.has(s) && plural(s)))
    .map((s) => s.split(" "))
    .filter((words) => words.length === 1 || !words.some((w) => one.has(w) && !typedOnly.has(w)));
}

const groupOf = (r: string): SpellingGroup => ({
  spellings: searched(members.get(r)!),
  colour: colourGroups.has(r),
});

/** The group of one word, if search knows it. */
export function wordGroup(word: string): SpellingGroup | undefined {
  return parent.has(word) ? groupOf(root(word)) : undefined;
}

/** The group named by these words together ("gopi dress", "बालों तेल"), if search knows it. */
export function phraseGroup(words: string[]): SpellingGroup | undefined {
  const known = bySignature.get(signature(words));
  return known ? groupOf(root(known)) : undefined;
}

/** The most words a known spelling has: how far to look ahead for one. */
export const LONGEST_SPELLING = Math.max(...[...parent.keys()].map((s) => s.split(" ").length));
