// The words of a text as search reads them, for a visitor's query and for the vocabulary's
// own spellings alike, so that a label and what is typed from it compare equal.

/**
 * Little words of Hindi that say how, not what ("lehenga kiraye par", "शादी के लिए", "बालों
 * का तेल", "मेहंदी और हल्दी"): left out of a search as English stop words are, or every piece
 * would have to contain "par" or "और".
 */
const HINDI_PARTICLES = new Set([
  "par",
  "pe",
  "ke",
  "ki",
  "ka",
  "liye",
  "lie",
  "mein",
  "wala",
  "wali",
  "wale",
  "aur",
  "se",
  "पर",
  "पे",
  "के",
  "की",
  "का",
  "लिए",
  "लिये",
  "में",
  "वाला",
  "वाली",
  "वाले",
  "और",
  "से",
]);

/** Letters and digits of any script, lower-cased, in NFC (a nukta letter typed precomposed reads as the one typed with a separate nukta). */
export function splitWords(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/** The words that name something: Hindi's little words left out, unless nothing else is left ("ke liye"). */
export function meaningfulWords(words: string[]): string[] {
  const meaningful = words.filter((w) => !HINDI_PARTICLES.has(w));
  return meaningful.length ? meaningful : words;
}
