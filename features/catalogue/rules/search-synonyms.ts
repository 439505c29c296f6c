// How people type what they look for, beyond the words the site itself shows (those come
// from the message catalogues: search-catalogue-words.ts): transliterations, Hindi in Latin
// letters ("lengha", "shaadi", "kiraye"), everyday Devanagari spellings, and the misspellings
// search logs of Indian fashion shops are full of. Each list is one group: any spelling in it
// finds what any other finds. Nukta-less and chandrabindu/anusvara twins of the Devanagari
// spellings are added by search-groups.ts, so they need not be listed. A spelling with a space
// stands for those words together ("hair oil": a hair oil, not any oil).

/**
 * Names of a colour, keyed by the colour filter's value (features/catalogue/rules/facets.ts): a piece's
 * search document carries the values it was tagged with ("red" for a Ruby lehenga, "maroon"
 * for a Wine one; prisma/migrations/20261126100000_search_colours), so "laal", "wine" or
 * "rani pink" find them. Only words that name nothing but a colour: "rose", "olive", "cream"
 * or "royal" also name an ingredient, a cream or the shop's picks, and stay as typed.
 */
export const COLOUR_NAMES: Record<string, string[]> = {
  red: ["red", "रेड", "laal", "lal", "लाल", "scarlet", "crimson", "sindoori", "सिंदूरी"],
  maroon: ["maroon", "mehroon", "मैरून", "मरून", "wine", "burgundy"],
  pink: ["pink", "पिंक", "gulabi", "गुलाबी", "rani", "रानी", "magenta", "fuchsia"],
  orange: ["orange", "narangi", "नारंगी", "kesariya", "kesari", "केसरिया", "yellow", "peela", "pila", "पीला"],
  green: ["green", "ग्रीन", "hara", "हरा", "हरी"],
  blue: ["blue", "ब्लू", "neela", "nila", "neeli", "नीला", "नीली", "aasmani", "asmani", "आसमानी"],
  teal: ["teal", "firozi", "phirozi", "फ़िरोज़ी", "फिरोजी"],
  purple: ["purple", "पर्पल", "baingani", "बैंगनी", "jamuni", "जामुनी"],
  black: ["black", "ब्लैक", "kala", "kaala", "काला"],
};

/** Each group keyed by the catalogue's English word (itself a spelling of the group). */
export const SYNONYMS: Record<string, string[]> = {
  lehenga: [
    "lehenga",
    "lehengas",
    "लहंगा",
    "लेहंगा",
    "लहंगे",
    "लहंगों",
    "lehenga choli",
    "लहंगा चोली",
    "ghagra",
    "ghaghra",
    "ghagra choli",
    "घाघरा",
    "घाघरा चोली",
    // the menu's name for the lehengas, whose stored category is "sarees" (an old link's word)
    "party wear lehenga",
  ],
  saree: ["saree", "sari", "sarees", "saris", "साड़ी", "साड़ियाँ", "साड़ियों"],
  suit: ["suit", "suits", "salwar", "shalwar", "salwar kameez", "kameez", "churidar", "सूट", "सलवार", "कमीज़", "चूड़ीदार"],
  kurta: ["kurta", "kurtas", "kurti", "kurtis", "कुर्ता", "कुर्ती", "कुर्ते"],
  anarkali: ["anarkali", "अनारकली"],
  banarasi: ["banarasi", "banarsi", "benarasi", "benarsi", "banaras", "बनारसी"],
  gown: ["gown", "gowns", "gaun", "गाउन"],
  dress: ["dress", "dresses", "ड्रेस", "ड्रैस"],
  // "gopidress" is the gopi dresses' stored category, a word of their search document
  gopidress: ["gopidress", "gopi dress", "gopi dresses", "गोपी ड्रेस", "गोपी ड्रैस"],
  gopi: ["gopi", "गोपी"],
  blouse: ["blouse", "blouses", "choli", "cholis", "ब्लाउज़", "चोली"],
  dupatta: ["dupatta", "chunni", "chunri", "chunari", "odhni", "दुपट्टा", "दुपट्टे", "चुन्नी", "चुनरी", "ओढ़नी"],
  kanjivaram: ["kanjivaram", "kanjeevaram", "kanchipuram", "कांजीवरम", "कांचीपुरम"],
  sharara: ["sharara", "sharare", "sharara suit", "शरारा", "शरारे"],
  mehendi: ["mehendi", "mehndi", "mehandi", "henna", "मेहंदी"],
  sangeet: ["sangeet", "sangeeth", "संगीत"],
  haldi: ["haldi", "हल्दी"],
  wedding: [
    "wedding",
    "weddings",
    "shaadi",
    "shadi",
    "vivah",
    "vivaah",
    "byah",
    "शादी",
    "विवाह",
    "ब्याह",
    "bridal",
    "ब्राइडल",
    "dulhan",
    "दुल्हन",
    "दुलहन",
  ],
  // the engagement filter counts a roka and a ring ceremony too (facets.ts)
  engagement: ["engagement", "engagements", "sagai", "sagaai", "sagayi", "सगाई", "roka", "रोका", "ring ceremony"],
  reception: ["reception", "receptions", "risepshan", "रिसेप्शन", "रिसैप्शन"],
  party: ["party", "parties", "paarti", "पार्टी"],
  cocktail: ["cocktail", "cocktails", "कॉकटेल"],
  festive: ["festive", "festival", "festivals", "tyohar", "tyohaar", "tyauhar", "त्योहार", "त्यौहार", "त्योहारों"],
  puja: ["puja", "pooja", "pujas", "पूजा"],
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
  silk: ["silk", "सिल्क", "reshmi", "रेशमी"],
  georgette: ["georgette", "जॉर्जेट", "जार्जेट"],
  organza: ["organza", "ऑर्गेंज़ा", "ऑर्गंज़ा"],
  velvet: ["velvet", "वेलवेट", "वैलवेट", "वेल्वेट", "makhmal", "makhmali", "मखमल", "मखमली"],
  chiffon: ["chiffon", "shifon", "शिफ़ॉन"],
  satin: ["satin", "साटन", "सैटिन"],
  cotton: ["cotton", "suti", "sooti", "सूती", "कॉटन"],
  zari: ["zari", "jari", "ज़री"],
  zardozi: ["zardozi", "zardosi", "ज़रदोज़ी"],
  sequin: ["sequin", "sequins", "sitara", "sitare", "सितारा", "सितारे", "सीक्विन"],
  mirror: ["mirror", "sheesha", "shisha", "शीशा", "शीशे", "मिरर"],
  embroidery: ["embroidery", "embroidered", "kadhai", "kadhaai", "कढ़ाई"],
  pearl: ["pearl", "pearls", "moti", "मोती"],
  hair: ["hair", "baal", "baalon", "balon", "बाल", "बालों", "हेयर"],
  "hair oil": [
    "hair oil",
    "hair oils",
    "baalon ka tel",
    "balon ka tel",
    "baal ka tel",
    "बालों का तेल",
    "बालों के तेल",
    "हेयर ऑयल",
  ],
  oil: ["oil", "oils", "tel", "तेल", "ऑयल", "ऑइल"],
  soap: ["soap", "soaps", "sabun", "साबुन"],
  cream: ["cream", "creme", "क्रीम"],
  // what the beauty line is made of, as a Delhi customer names it
  neem: ["neem", "नीम"],
  tulsi: ["tulsi", "tulasi", "तुलसी"],
  saffron: ["saffron", "kesar", "केसर"],
  sandalwood: ["sandalwood", "chandan", "चंदन"],
  rose: ["rose", "gulab", "gulaab", "गुलाब"],
  amla: ["amla", "aamla", "आंवला", "आँवला", "आमला"],
  coconut: ["coconut", "nariyal", "नारियल"],
  onion: ["onion", "pyaz", "pyaaz", "प्याज़"],
  almond: ["almond", "badam", "baadam", "बादाम"],
  aloe: ["aloe", "एलोवेरा", "एलो", "ghritkumari", "घृतकुमारी"],
  hibiscus: ["hibiscus", "gudhal", "gudhaal", "गुड़हल"],
  "night cream": ["night cream", "night creams", "नाइट क्रीम", "रात की क्रीम"],
  white: ["white", "safed", "safaid", "सफ़ेद"],
  gold: ["gold", "golden", "sunehra", "sunehri", "सुनहरा", "सुनहरी"],
  ...COLOUR_NAMES,
};

/**
 * Misspellings, by the group they belong to. Typed, each finds its group; but no piece's
 * text is searched for them, since the owner's text is spelt as the shop spells it (a title
 * she misspelt is still found by trigram similarity when nothing else matches). Each spelling
 * searched for is one more term the database weighs before it reads the full-text index: with
 * every misspelling searched for too, "lehenga" asked 32 terms and, at 10,000 pieces, the
 * planner read the whole table (26 ms) instead of the index (0.5 ms).
 */
export const TYPOS: Record<string, string[]> = {
  lehenga: ["lehnga", "lengha", "lehanga", "lahenga", "lahanga", "lenga", "lehngaa", "lehange", "लेहेंगा", "लहेंगा", "लेंहगा"],
  saree: ["saaree", "saari", "sadi", "saadi", "saaris", "सारी"],
  suit: ["chudidar"],
  kurta: ["kurtha"],
  anarkali: ["anarkli", "anarkalli", "anarakali"],
  gown: ["गॉउन"],
  blouse: ["blauj", "blouj"],
  dupatta: ["duppata", "dupata", "duppatta"],
  kanjivaram: ["kanjeevram"],
  sharara: ["shrara"],
  wedding: ["shaadee", "dulhaan", "dulhin"],
};
