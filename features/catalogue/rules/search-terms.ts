// What a visitor's words ask the catalogue for: each word, or several words that name one
// thing together ("गोपी ड्रेस", "बालों का तेल"), with every spelling search knows for it
// (search-groups.ts); whatever is still misspelt is caught by trigram similarity in the query
// (pg_trgm). The tsquery itself is written by features/catalogue/data/tsquery.ts.
import { LONGEST_SPELLING, phraseGroup, wordGroup, type SpellingGroup } from "./search-groups";
import { meaningfulWords, splitWords } from "./search-words";

/** Words of a query, lower-cased, letters and digits of any script only, Hindi's little words left out. */
export function queryWords(q: string): string[] {
  return meaningfulWords(splitWords(q).slice(0, 8));
}

/**
 * What a query needs of a piece: a word (a beginning of one, `prefix`, while it may still be
 * being typed), any of several needs, or all of them.
 */
export type Need = { word: string; prefix: boolean } | { any: Need[] } | { all: Need[] };

/**
 * A typed word with its group's spellings. Only the typed word is a beginning ("leheng" finds
 * lehengas while typing); the others are whole words, or a short spelling ("tel", "sadi")
 * would find every word that starts with it. A colour typed in full is a whole word too.
 */
function wordNeed(word: string, group: SpellingGroup | undefined): Need {
  const typed: Need = { word, prefix: !group?.colour };
  if (!group) return typed;
  return { any: [typed, ...spellingNeeds(group, [word])] };
}

function spellingNeeds(group: SpellingGroup, typed: string[]): Need[] {
  const typedText = typed.join(" ");
  return group.spellings
    .filter((s) => s.join(" ") !== typedText)
    .map((s) =>
      s.length === 1 ? { word: s[0]!, prefix: false } : { all: s.map((w) => ({ word: w, prefix: false })) },
    );
}

/**
 * Every word needed (or one of its spellings), read left to right; words that name one thing
 * together are one need, met by any spelling of that thing or by each word's own spellings
 * ("पार्टी वियर लहंगा": any lehenga, since that is the menu's name for them).
 */
export function queryNeeds(words: string[]): Need[] {
  const needs: Need[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    for (let n = Math.min(LONGEST_SPELLING, words.length - i); n >= 2; n--) {
      const span = words.slice(i, i + n);
      const group = phraseGroup(span);
      if (!group) continue;
      const each: Need = { all: span.map((w) => wordNeed(w, wordGroup(w))) };
      needs.push({ any: [each, ...spellingNeeds(group, span)] });
      taken = n;
      break;
    }
    if (taken === 1) needs.push(wordNeed(words[i]!, wordGroup(words[i]!)));
    i += taken;
  }
  return needs;
}

/**
 * Each word with the one-word spellings of its group: "lengha" → ["lengha", "lehenga", "लहंगा", …],
 * "लहंगा" → ["लहंगा", "lehenga", …].
 */
export function expandWords(words: string[]): string[][] {
  return words.map((w) => {
    const group = wordGroup(w);
    const single = group?.spellings.filter((s) => s.length === 1).map((s) => s[0]!) ?? [];
    return [...new Set([w, ...single])];
  });
}

/** The words to mark in titles: what was typed and the one-word spellings it stands for. */
export function markTerms(q: string): string[] {
  return [...new Set(expandWords(queryWords(q)).flat())];
}

/** Splits text into parts, marking words that start with a searched term ("lehenga" in "Lehengas"). */
export function highlight(text: string, terms: string[]): { text: string; mark: boolean }[] {
  if (!terms.length) return [{ text, mark: false }];
  const escaped = terms.filter((t) => t.length >= 2).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (!escaped.length) return [{ text, mark: false }];
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join("|")})[\\p{L}\\p{M}]*`, "giu");
  const parts: { text: string; mark: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), mark: false });
    parts.push({ text: m[0], mark: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}
