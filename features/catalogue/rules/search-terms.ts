// How people type what they look for: transliterations, Hindi, and the misspellings search
// logs of Indian fashion shops are full of. Each spelling maps to the word the catalogue uses;
// whatever is still misspelt is caught by trigram similarity in the query (pg_trgm).

/**
 * Names of a colour, keyed by the colour filter's value (features/catalogue/rules/facets.ts): a piece's
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

/**
 * Each word the catalogue uses with the ways people type it: other spellings, Hindi typed in
 * Latin letters ("lengha", "shaadi", "kiraye") and the Devanagari words (the owner
 * may name a piece in Hindi too). A word typed in any of them is searched as itself, as the
 * catalogue's word and as the Devanagari ones, so "lehenga" finds "लाल लहंगा" and "लहंगा"
 * finds "Ruby Bridal Lehenga". Spellings with a space are for reading only (one word is looked up at a time).
 */
const SYNONYMS: Record<string, string[]> = {
  lehenga: [
    "lehenga",
    "lehnga",
    "lengha",
    "lehanga",
    "lahenga",
    "lahanga",
    "lenga",
    "lehngaa",
    "lehengas",
    "लहंगा",
    "लहँगा",
    "लेहंगा",
    "लहंगे",
    "lehenga choli",
    "ghagra",
    "ghaghra",
    "ghagra choli",
    "घाघरा",
  ],
  saree: [
    "saree",
    "sari",
    "sarees",
    "saris",
    "saaree",
    "saari",
    "sadi",
    "saadi",
    "saaris",
    "साड़ी",
    "साडी",
    "साड़ियाँ",
    "साड़ियां",
  ],
  suit: [
    "suit",
    "suits",
    "salwar",
    "shalwar",
    "salwar kameez",
    "kameez",
    "churidar",
    "chudidar",
    "सूट",
    "सलवार",
    "कमीज़",
    "चूड़ीदार",
  ],
  kurta: ["kurta", "kurtas", "kurti", "kurtis", "kurtha", "कुर्ता", "कुर्ती", "कुर्ते"],
  anarkali: ["anarkali", "anarkli", "anarkalli", "anarakali", "अनारकली"],
  banarasi: ["banarasi", "banarsi", "benarasi", "benarsi", "banaras", "बनारसी"],
  gown: ["gown", "gowns", "gaun", "गाउन", "गॉउन"],
  blouse: ["blouse", "blouses", "blauj", "blouj", "choli", "cholis", "ब्लाउज", "ब्लाउज़", "चोली"],
  dupatta: [
    "dupatta",
    "duppata",
    "dupata",
    "duppatta",
    "chunni",
    "chunri",
    "chunari",
    "odhni",
    "दुपट्टा",
    "दुपट्टे",
    "चुन्नी",
    "चुनरी",
    "ओढ़नी",
  ],
  kanjivaram: ["kanjivaram", "kanjeevaram", "kanchipuram", "kanjeevram", "कांजीवरम"],
  sharara: ["sharara", "shrara", "sharare", "sharara suit", "शरारा", "शरारे"],
  mehendi: ["mehendi", "mehndi", "mehandi", "henna", "मेहंदी", "मेहँदी"],
  sangeet: ["sangeet", "sangeeth", "संगीत"],
  haldi: ["haldi", "हल्दी"],
  wedding: [
    "wedding",
    "shaadi",
    "shadi",
    "shaadee",
    "vivah",
    "vivaah",
    "byah",
    "शादी",
    "विवाह",
    "ब्याह",
    "bridal",
    "dulhan",
    "dulhaan",
    "dulhin",
    "दुल्हन",
  ],
  rent: [
    "rent",
    "rental",
    "rentals",
    "kiraya",
    "kiraye",
    "kiraaya",
    "kiraaye",
    "kiraya par",
    "kiraye par",
    "किराया",
    "किराए",
    "किराये",
  ],
  soap: ["soap", "sabun", "साबुन"],
  oil: ["oil", "tel", "तेल", "hair oil"],
  cream: ["cream", "creme", "क्रीम"],
  white: ["white", "safed", "safaid", "सफ़ेद", "सफेद"],
  gold: ["gold", "golden", "sunehra", "सुनहरा"],
  ...COLOUR_NAMES,
};

const nfc = (s: string) => s.normalize("NFC").toLowerCase();
const isDevanagari = (s: string) => /\p{Script=Devanagari}/u.test(s);

/** spelling → the catalogue's word; the catalogue's word → its Devanagari spellings. */
const CANONICAL = new Map<string, string>();
const DEVANAGARI = new Map<string, string[]>();
for (const [word, spellings] of Object.entries(SYNONYMS)) {
  const single = spellings.filter((s) => !s.includes(" ")).map(nfc);
  for (const s of single) CANONICAL.set(s, word);
  DEVANAGARI.set(word, [...new Set(single.filter(isDevanagari))]);
}

/**
 * Little words of Hindi that say how, not what ("lehenga kiraye par", "शादी के लिए"): left
 * out of a search as English stop words are, or every piece would have to contain "par".
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
]);

/** Words of a query, lower-cased, letters and digits of any script only (the tsquery itself is built by features/catalogue/data/tsquery.ts). */
export function queryWords(q: string): string[] {
  const words = (
    q
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, 8);
  const meaningful = words.filter((w) => !HINDI_PARTICLES.has(w));
  // Only particles ("ke liye"): searched as typed rather than not at all.
  return meaningful.length ? meaningful : words;
}

/**
 * Each word with the catalogue's word for it and that word's Devanagari spellings, when it is
 * a known spelling: "lengha" → ["lengha", "lehenga", "लहंगा", …], "लहंगा" → ["लहंगा", "lehenga", …].
 */
export function expandWords(words: string[]): string[][] {
  return words.map((w) => {
    const canonical = CANONICAL.get(w);
    return canonical ? [...new Set([w, canonical, ...(DEVANAGARI.get(canonical) ?? [])])] : [w];
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
