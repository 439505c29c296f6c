// The filters a visitor can narrow a collection by. The owner types attributes as
// free text ("Pure Banarasi silk", "Gota patti border", "Haldi and mehendi"); each piece is
// given tags from a small vocabulary on save, e.g. "fabric:silk", "occasion:mehendi",
// "price:1500-2500", stored in its `facets` column (GIN-indexed) and counted per choice.

interface FacetOption {
  value: string;
  label: string;
  /** what in the owner's text means this choice */
  match?: RegExp;
}

export interface Facet {
  key: FacetKey;
  label: string;
  options: FacetOption[];
}

export type FacetKey = "occasion" | "fabric" | "work" | "size" | "colour" | "price";

const PRICE_BANDS = [
  { value: "under-1500", label: "Under ₹1,500", min: 0, max: 1499 },
  { value: "1500-2500", label: "₹1,500 – ₹2,500", min: 1500, max: 2500 },
  { value: "2500-5000", label: "₹2,501 – ₹5,000", min: 2501, max: 5000 },
  { value: "over-5000", label: "Over ₹5,000", min: 5001, max: Number.MAX_SAFE_INTEGER },
] as const;

export const FACETS: Facet[] = [
  {
    key: "occasion",
    label: "Occasion",
    options: [
      { value: "wedding", label: "Wedding", match: /wedding|bridal|shaadi|pheras?|ceremon/i },
      { value: "reception", label: "Reception", match: /reception/i },
      { value: "sangeet", label: "Sangeet", match: /sangeet/i },
      { value: "mehendi", label: "Mehendi & Haldi", match: /mehe?ndi|haldi/i },
      { value: "engagement", label: "Engagement", match: /engagement|roka|ring ceremony/i },
      { value: "party", label: "Party & cocktail", match: /party|cocktail|evening/i },
      {
        value: "festive",
        label: "Festive & puja",
        match: /festiv|puja|pooja|diwali|navratri|karwa|teej|janmashtami|eid/i,
      },
    ],
  },
  {
    key: "fabric",
    label: "Fabric",
    options: [
      { value: "silk", label: "Silk", match: /silk|banaras|kanjivaram|kanchipuram|tissue|raw silk|chanderi|paithani/i },
      { value: "georgette", label: "Georgette", match: /georgette/i },
      { value: "organza", label: "Organza", match: /organza/i },
      { value: "velvet", label: "Velvet", match: /velvet/i },
      { value: "net", label: "Net", match: /\bnet\b|tulle/i },
      { value: "chiffon", label: "Chiffon", match: /chiffon/i },
      { value: "crepe", label: "Crepe", match: /crepe/i },
      { value: "satin", label: "Satin", match: /satin/i },
      { value: "cotton", label: "Cotton & linen", match: /cotton|linen|mul\b|khadi/i },
    ],
  },
  {
    key: "work",
    label: "Work",
    options: [
      { value: "zari", label: "Zari & brocade", match: /zari|brocade|zardozi/i },
      { value: "sequin", label: "Sequins", match: /sequin/i },
      { value: "gota", label: "Gota patti", match: /gota/i },
      { value: "mirror", label: "Mirror work", match: /mirror/i },
      { value: "embroidery", label: "Embroidery", match: /embroider|resham|thread|aari|chikan|kashidakari/i },
      { value: "stones", label: "Pearls & stones", match: /pearl|stone|kundan|cutdana|crystal|bead/i },
      { value: "print", label: "Prints & painting", match: /print|painted|bandhani|leheriya|block/i },
    ],
  },
  {
    key: "size",
    label: "Size",
    options: [
      { value: "free-size", label: "Free size", match: /free[ -]?size/i },
      { value: "xs-xl", label: "XS – XL", match: /\bXS\b|\bXL\b|\bS to L\b/i },
      { value: "made-to-measure", label: "Made to measure", match: /to (your )?measure|measurements|stitched to/i },
      { value: "adjustable", label: "Adjustable fit", match: /adjustable|drawstring|margin|can be taken/i },
    ],
  },
  {
    key: "colour",
    label: "Colour",
    options: [
      // the English names in Devanagari too (ब्लू, ग्रीन); रेड as a whole word, not the start of रेडी
      {
        value: "red",
        label: "Red",
        match: /\bred\b|ruby|scarlet|crimson|sindoor|\blaa?l\b|लाल|सिंदूर|रेड(?![\u0900-\u097F])/i,
      },
      { value: "maroon", label: "Maroon & wine", match: /maroon|mehroon|wine|burgundy|oxblood|मैरून|मरून/i },
      { value: "pink", label: "Pink", match: /pink|blush|rose|rani|magenta|fuchsia|peach|gulabi|गुलाबी|रानी|पिंक/i },
      {
        value: "orange",
        label: "Orange & yellow",
        match: /orange|marigold|saffron|yellow|mustard|haldi|narangi|kesari|\bp(?:ee|i)la\b|नारंगी|केसरिया|पीला/i,
      },
      { value: "green", label: "Green", match: /green|emerald|mint|olive|parrot|bottle|\bhara\b|हरा|हरी|ग्रीन/i },
      {
        value: "blue",
        label: "Blue",
        match: /blue|royal|navy|sky|cobalt|indigo|\b(?:neel[aei]?|nil[ai])\b|aa?smani|नील|आसमानी|ब्लू/i,
      },
      {
        value: "teal",
        label: "Teal",
        match: /teal|turquoise|peacock|aqua|(?:f|ph)iro[zj]i|\u092B\u093C?\u093F\u0930\u094B\u091C\u093C?\u0940/i,
      },
      {
        value: "purple",
        label: "Purple",
        match: /purple|violet|lavender|lilac|mauve|baingani|jamuni|बैंगनी|जामुनी|पर्पल/i,
      },
      {
        value: "neutral",
        label: "Ivory, gold & silver",
        match: /ivory|cream|white|off-white|\bgold|beige|silver|champagne|saf(?:e|ai)d|sunehra|सफ\u093C?ेद|सुनहरा/i,
      },
      { value: "black", label: "Black & grey", match: /black|grey|gray|charcoal|\bkaa?la\b|काला|ब्लैक/i },
    ],
  },
  {
    key: "price",
    label: "Price",
    options: PRICE_BANDS.map(({ value, label }) => ({ value, label })),
  },
];

function priceBand(price: number): string {
  return PRICE_BANDS.find((b) => price >= b.min && price <= b.max)!.value;
}

export interface FacetSource {
  price: number;
  colour?: string | null;
  fabric?: string | null;
  work?: string | null;
  occasions?: string | null;
  sizeFit?: string | null;
  title?: string | null;
}

/** The tags a piece carries, from what the owner typed. Colour falls back to the title ("Ruby … Saree"). */
export function facetTags(item: FacetSource): string[] {
  const text: Record<Exclude<FacetKey, "price">, string> = {
    occasion: item.occasions ?? "",
    fabric: item.fabric ?? "",
    work: item.work ?? "",
    size: item.sizeFit ?? "",
    // NFC: the Hindi names are matched as composed text, whatever the owner's keyboard sent
    colour: (item.colour || item.title || "").normalize("NFC"),
  };
  const tags = new Set<string>([`price:${priceBand(item.price)}`]);
  for (const facet of FACETS) {
    if (facet.key === "price") continue;
    for (const option of facet.options)
      if (option.match?.test(text[facet.key])) tags.add(`${facet.key}:${option.value}`);
  }
  return [...tags].sort();
}

/** Beauty items: only the price bands (the line is three small categories). */
export function beautyFacetTags(item: { price: number }): string[] {
  return [`price:${priceBand(item.price)}`];
}

export type FacetFilters = Partial<Record<FacetKey, string[]>>;

/** "?occasion=wedding,sangeet&price=under-1500" → { occasion: [...], price: [...] }, unknown choices dropped. */
export function parseFacetFilters(params: Record<string, string | string[] | undefined>): FacetFilters {
  const out: FacetFilters = {};
  for (const facet of FACETS) {
    const raw = params[facet.key];
    const values = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((v) => v.split(","));
    const known = [
      ...new Set(values.map((v) => v.trim().toLowerCase()).filter((v) => facet.options.some((o) => o.value === v))),
    ].sort();
    if (known.length) out[facet.key] = known;
  }
  return out;
}
