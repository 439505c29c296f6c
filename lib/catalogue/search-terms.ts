// How people type what they look for: transliterations, Hindi, and the misspellings search
// logs of Indian fashion shops are full of. Each spelling maps to the word the catalogue uses;
// whatever is still misspelt is caught by trigram similarity in the query (pg_trgm).

/**
 * Names of a colour, keyed by the colour filter's value (lib/catalogue/facets.ts): a piece's
 * search document carries the values it was tagged with ("red" for a Ruby lehenga, "maroon"
 * for a Wine one; prisma/migrations/20261126100000_search_colours), so "laal", "wine" or
 * "rani pink" find them. Only words that name nothing but a colour: "rose", "olive", "cream"
 * or "royal" also name an ingredient, a cream or the shop's picks, and stay as typed.
 */
export const COLOUR_NAMES: Record<string, string[]> = {
  red: ["red", "laal", "lal", "लाल", "scarlet", "crimson", "sindoori", "सिंदूरी"],
  maroon: ["maroon", "mehroon", "मैरून", "मरून", "wine", "burgundy"],
  pink: ["pink", "gulabi", "गुलाबी", "rani", "रानी", "magenta", "fuchsia"],
  orange: ["orange", "narangi", "नारंगी", "kesariya", "kesari", "केसरिया", "yellow", "peela", "pila", "पीला"],
  green: ["green", "hara", "हरा", "हरी"],
  blue: ["blue", "neela", "nila", "neeli", "नीला", "नीली", "aasmani", "asmani", "आसमानी"],
  teal: ["teal", "firozi", "phirozi", "फ़िरोज़ी", "फिरोजी"],
  purple: ["purple", "baingani", "बैंगनी", "jamuni", "जामुनी"],
  black: ["black", "kala", "kaala", "काला"],
};

const SYNONYMS: Record<string, string[]> = {
  lehenga: ["lehenga", "lehnga", "lengha", "lehanga", "lahenga", "lenga", "lehengas", "लहंगा", "लेहंगा", "lehenga choli", "ghagra", "ghagra choli", "घाघरा"],
  saree: ["saree", "sari", "sarees", "saris", "saaree", "sadi", "साड़ी", "साडी"],
  suit: ["suit", "suits", "salwar", "salwar kameez", "churidar", "सूट", "सलवार"],
  anarkali: ["anarkali", "anarkli", "anarkalli", "anarakali", "अनारकली"],
  banarasi: ["banarasi", "banarsi", "benarasi", "benarsi", "banaras", "बनारसी"],
  gown: ["gown", "gowns", "gaun", "गाउन"],
  blouse: ["blouse", "blouses", "choli", "ब्लाउज", "चोली"],
  dupatta: ["dupatta", "duppata", "dupata", "chunni", "chunri", "odhni", "दुपट्टा", "चुन्नी"],
  kanjivaram: ["kanjivaram", "kanjeevaram", "kanchipuram", "kanjeevram", "कांजीवरम"],
  sharara: ["sharara", "sharara suit", "शरारा"],
  mehendi: ["mehendi", "mehndi", "mehandi", "henna", "मेहंदी"],
  sangeet: ["sangeet", "sangeeth", "संगीत"],
  haldi: ["haldi", "हल्दी"],
  wedding: ["wedding", "shaadi", "shadi", "vivah", "शादी", "विवाह", "bridal", "dulhan", "दुल्हन"],
  soap: ["soap", "sabun", "साबुन"],
  oil: ["oil", "tel", "तेल", "hair oil"],
  cream: ["cream", "creme", "क्रीम"],
  white: ["white", "safed", "safaid", "सफ़ेद", "सफेद"],
  gold: ["gold", "golden", "sunehra", "सुनहरा"],
  ...COLOUR_NAMES,
};

const CANONICAL = new Map<string, string>();
for (const [word, spellings] of Object.entries(SYNONYMS)) for (const s of spellings) if (!s.includes(" ")) CANONICAL.set(s.normalize("NFC").toLowerCase(), word);

/** Words of a query, lower-cased, letters and digits of any script only (the tsquery itself is built by lib/data/items/tsquery.ts). */
export function queryWords(q: string): string[] {
  return (
    q
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}

/** Each word with the catalogue's word for it, when it is a known spelling: "lengha" → ["lengha", "lehenga"]. */
export function expandWords(words: string[]): string[][] {
  return words.map((w) => {
    const canonical = CANONICAL.get(w);
    return canonical && canonical !== w ? [w, canonical] : [w];
  });
}

/** The words to mark in titles: what was typed and the spellings it stands for. */
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
