/**
 * The demo catalogue a fresh database starts with, in English and in Hindi (every title,
 * description and detail, so the Hindi shop is Hindi from its first screen). The shop replaces
 * or deletes these items in the admin area; seeding runs once per database and never again.
 */
import { palettes as paletteNames } from "@/features/catalogue/content/artwork";

export interface SeedCollectionItem {
  category: string;
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
  price: number;
  images: string[];
  fabric?: string;
  work?: string;
  dupatta?: string;
  occasions?: string;
  sizeFit?: string;
  colour?: string;
  customAlterations?: string;
  fabricHi?: string;
  workHi?: string;
  dupattaHi?: string;
  occasionsHi?: string;
  sizeFitHi?: string;
  colourHi?: string;
  customAlterationsHi?: string;
  attributes?: Record<string, string>;
  attributesHi?: Record<string, string>;
  /** the demo pieces rent for their price over the shop's base period */
  rentPrice?: number;
  stock?: number;
}

export interface SeedBeautyItem {
  category: "soap" | "hair-oil" | "night-cream";
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
  price: number;
  images: string[];
  ingredients: string;
  skinType: string;
  volume: string;
  usage: string;
  ingredientsHi: string;
  skinTypeHi: string;
  volumeHi: string;
  usageHi: string;
}

/** A piece's title, fabric, work and occasion in Hindi, as a Delhi family says them. */
type Hindi = [title: string, fabric: string, work: string, occasion: string];

type Row = [
  title: string,
  colour: (typeof paletteNames)[number],
  price: number,
  fabric: string,
  work: string,
  occasion: string,
  hindi: Hindi,
];

/** A category's piece in Hindi: its noun's gender decides "का"/"की" ("रॉ सिल्क का लहंगा", "सिल्क की साड़ी"). */
interface CategoryHindi {
  feminine: boolean;
  note: string;
}

const colourHi: Record<(typeof paletteNames)[number], string> = {
  ruby: "रूबी लाल",
  emerald: "पन्ना हरा",
  royal: "रॉयल ब्लू",
  marigold: "गेंदा पीला",
  blush: "हल्का गुलाबी",
  wine: "वाइन",
  teal: "मोरपंखी",
  ivory: "आइवरी",
};

// The second picture is a close-up of the same piece (its alt text is "<title>, view 2"), never another colour.
const img = (kind: string, colour: string) => [
  `/images/catalogue/${kind}-${colour}.webp`,
  `/images/catalogue/detail/${kind}-${colour}.webp`,
];

const sizeFit = "Fits bust 32–40 in with side margins; length adjustable at the fitting";
const sizeFitHi = "बस्ट 32–40 इंच तक, साइड में मार्जिन; लंबाई फ़िटिंग पर ठीक कर देते हैं";
const alterations = "Free fitting alterations with every rental; booked at least 3 days before the event";
const alterationsHi = "हर बुकिंग के साथ फ़िटिंग का ऑल्टरेशन मुफ़्त; फ़ंक्शन से कम से कम 3 दिन पहले बुक करें";

function describe(title: string, fabric: string, work: string, occasion: string, note: string): string {
  return `${title} in ${fabric.toLowerCase()} with ${work.toLowerCase()}. ${note} Ideal for ${occasion.toLowerCase()}, dry-cleaned and steamed before every rental.`;
}

// Written so that no word has to bend: the occasions and works are words that read the same
// before "के लिए" and "के साथ" (सगाई, संगीत की रात, गोटा पट्टी).
function describeHi([title, fabric, work, occasion]: Hindi, { feminine, note }: CategoryHindi): string {
  return `${fabric} ${feminine ? "की" : "का"} ${title}, ${work} के साथ। ${note} ${occasion} के लिए बढ़िया; हर बुकिंग से पहले इसकी ड्राई-क्लीनिंग और स्टीम होती है।`;
}

function rows(
  category: string,
  kind: string,
  note: string,
  hindi: CategoryHindi,
  list: Row[],
  extra: (row: Row) => Partial<SeedCollectionItem> = () => ({}),
): SeedCollectionItem[] {
  return list.map((row) => {
    const [title, colour, price, fabric, work, occasion, hi] = row;
    return {
      category,
      title,
      description: describe(title, fabric, work, occasion, note),
      titleHi: hi[0],
      descriptionHi: describeHi(hi, hindi),
      price,
      images: img(kind, colour),
      colour: colour[0]!.toUpperCase() + colour.slice(1),
      colourHi: colourHi[colour],
      fabric,
      work,
      occasions: occasion,
      fabricHi: hi[1],
      workHi: hi[2],
      occasionsHi: hi[3],
      rentPrice: price,
      ...extra(row),
    };
  });
}

const saree = { feminine: true, note: "कहें तो प्लीट पहले से बनाकर देंगे, मिनटों में पहन लें।" };
const blouse = { feminine: false, note: "पैडेड, पीछे हुक और एडजस्ट होने वाली डोरियाँ।" };

export const seedCollectionItems: SeedCollectionItem[] = [
  ...rows(
    "saree",
    "saree",
    "Pre-pleated on request so it drapes in minutes.",
    saree,
    [
      [
        "Ruby Banarasi Silk Saree",
        "ruby",
        2450,
        "Pure Banarasi silk",
        "Gold zari brocade pallu",
        "Wedding ceremonies",
        ["रूबी लाल बनारसी सिल्क साड़ी", "शुद्ध बनारसी सिल्क", "सुनहरी ज़री ब्रोकेड पल्लू", "शादी की रस्म"],
      ],
      [
        "Emerald Kanjivaram Saree",
        "emerald",
        2950,
        "Kanjivaram silk",
        "Temple border in antique zari",
        "Engagements and pujas",
        ["पन्ना हरी कांजीवरम साड़ी", "कांजीवरम सिल्क", "एंटीक ज़री टेंपल बॉर्डर", "सगाई और पूजा"],
      ],
      [
        "Royal Blue Organza Saree",
        "royal",
        1850,
        "Organza",
        "Hand-painted florals with sequin border",
        "Receptions and cocktails",
        ["रॉयल ब्लू ऑर्गेंज़ा साड़ी", "ऑर्गेंज़ा", "हैंड-पेंटेड फ़्लोरल और सीक्वेन बॉर्डर", "रिसेप्शन और कॉकटेल"],
      ],
      [
        "Marigold Georgette Saree",
        "marigold",
        1450,
        "Georgette",
        "Gota patti border",
        "Haldi and mehendi",
        ["गेंदा पीली जॉर्जेट साड़ी", "जॉर्जेट", "गोटा पट्टी बॉर्डर", "हल्दी और मेहंदी"],
      ],
      [
        "Blush Tissue Saree",
        "blush",
        1950,
        "Tissue silk",
        "Pearl and cutdana scallops",
        "Day weddings",
        ["हल्की गुलाबी टिशू साड़ी", "टिशू सिल्क", "मोती और कटदाना स्कैलप", "दिन की शादी"],
      ],
      [
        "Ivory Chikankari Saree",
        "ivory",
        1650,
        "Mulmul cotton",
        "Lucknowi chikankari",
        "Festive lunches and pujas",
        ["आइवरी चिकनकारी साड़ी", "मलमल कॉटन", "लखनवी चिकनकारी", "त्योहार के लंच और पूजा"],
      ],
    ],
    () => ({
      dupatta: "Not applicable",
      sizeFit: "Free size, 6.3 m with unstitched blouse piece",
      customAlterations: "Blouse stitched to measure in 48 hours",
      dupattaHi: "लागू नहीं",
      sizeFitHi: "फ़्री साइज़, 6.3 मीटर, साथ में बिना सिला ब्लाउज़ पीस",
      customAlterationsHi: "ब्लाउज़ आपके नाप से 48 घंटे में सिलकर",
    }),
  ),
  ...rows(
    "blouse",
    "blouse",
    "Padded, with hooks at the back and adjustable tie-ups.",
    blouse,
    [
      [
        "Wine Velvet Zardozi Blouse",
        "wine",
        950,
        "Velvet",
        "Zardozi and dabka",
        "Winter weddings",
        ["वाइन वेलवेट ज़रदोज़ी ब्लाउज़", "वेलवेट", "ज़रदोज़ी और दबका", "सर्दियों की शादी"],
      ],
      [
        "Ruby Mirror-Work Blouse",
        "ruby",
        850,
        "Raw silk",
        "Kutch mirror work",
        "Sangeet nights",
        ["रूबी लाल मिरर वर्क ब्लाउज़", "रॉ सिल्क", "कच्छी मिरर वर्क", "संगीत की रात"],
      ],
      [
        "Ivory Pearl Sleeve Blouse",
        "ivory",
        1150,
        "Dupion silk",
        "Pearl-drop sleeves",
        "Receptions",
        ["आइवरी मोती बाज़ू वाला ब्लाउज़", "डुपियन सिल्क", "मोती की लटकन वाली बाज़ू", "रिसेप्शन"],
      ],
      [
        "Emerald Brocade Blouse",
        "emerald",
        750,
        "Brocade",
        "Woven zari butis",
        "Pujas and festivals",
        ["पन्ना हरा ब्रोकेड ब्लाउज़", "ब्रोकेड", "बुनी हुई ज़री बूटी", "पूजा और त्योहार"],
      ],
      [
        "Blush Sequin Crop Blouse",
        "blush",
        900,
        "Net on satin",
        "All-over sequins",
        "Cocktail parties",
        ["हल्का गुलाबी सीक्वेन क्रॉप ब्लाउज़", "साटन पर नेट", "पूरे में सीक्वेन वर्क", "कॉकटेल पार्टी"],
      ],
      [
        "Royal Blue Cutdana Blouse",
        "royal",
        1050,
        "Silk",
        "Cutdana neckline",
        "Engagements",
        ["रॉयल ब्लू कटदाना ब्लाउज़", "सिल्क", "कटदाना नेकलाइन", "सगाई"],
      ],
    ],
    () => ({ sizeFit, customAlterations: alterations, sizeFitHi, customAlterationsHi: alterationsHi }),
  ),
  ...rows(
    "suit",
    "suit",
    "Comes as kurta, bottom and matching dupatta.",
    { feminine: false, note: "कुर्ता, बॉटम और मैचिंग दुपट्टा, तीनों साथ में।" },
    [
      [
        "Royal Blue Anarkali Suit",
        "royal",
        1650,
        "Chanderi silk",
        "Gota and zari yoke",
        "Festive evenings",
        ["रॉयल ब्लू अनारकली सूट", "चंदेरी सिल्क", "गोटा और ज़री योक", "त्योहार की शाम"],
      ],
      [
        "Emerald Sharara Suit",
        "emerald",
        1850,
        "Georgette",
        "Sequin and thread work",
        "Mehendi and sangeet",
        ["पन्ना हरा शरारा सूट", "जॉर्जेट", "सीक्वेन और धागे की कढ़ाई", "मेहंदी और संगीत"],
      ],
      [
        "Ivory Chikankari Palazzo Suit",
        "ivory",
        1350,
        "Georgette",
        "Chikankari",
        "Day functions",
        ["आइवरी चिकनकारी प्लाज़ो सूट", "जॉर्जेट", "चिकनकारी", "दिन के फ़ंक्शन"],
      ],
      [
        "Wine Velvet Pakistani Suit",
        "wine",
        2150,
        "Velvet",
        "Tilla and dabka",
        "Winter weddings",
        ["वाइन वेलवेट पाकिस्तानी सूट", "वेलवेट", "तिल्ला और दबका", "सर्दियों की शादी"],
      ],
      [
        "Marigold Gharara Suit",
        "marigold",
        1550,
        "Cotton silk",
        "Mirror and gota",
        "Haldi ceremonies",
        ["गेंदा पीला गरारा सूट", "कॉटन सिल्क", "मिरर और गोटा पट्टी", "हल्दी की रस्म"],
      ],
      [
        "Teal Straight Kurta Suit",
        "teal",
        1250,
        "Muslin",
        "Resham embroidery",
        "Office festivities and pujas",
        ["मोरपंखी स्ट्रेट कुर्ता सूट", "मलमल", "रेशम की कढ़ाई", "ऑफ़िस के फ़ंक्शन और पूजा"],
      ],
    ],
    ([, colour]) => ({
      attributes: {
        Bottom: colour === "emerald" ? "Sharara" : "Straight pants",
        Dupatta: "Matching net dupatta",
        Fit: "S to XXL",
      },
      attributesHi: {
        Bottom: colour === "emerald" ? "शरारा" : "सीधी पैंट",
        Dupatta: "मैचिंग नेट दुपट्टा",
        Fit: "S से XXL",
      },
    }),
  ),
  ...rows(
    "gown",
    "gown",
    "A fitted bodice with a full, flowing flare.",
    { feminine: false, note: "ऊपर से फ़िटेड, नीचे पूरा लहराता घेर।" },
    [
      [
        "Blush Net Ball Gown",
        "blush",
        2650,
        "Net",
        "3D floral appliqué",
        "Receptions",
        ["हल्का गुलाबी नेट बॉल गाउन", "नेट", "3D फूलों वाली ऐप्लिके", "रिसेप्शन"],
      ],
      [
        "Wine Velvet Trail Gown",
        "wine",
        2950,
        "Velvet",
        "Sequinned bodice",
        "Cocktail evenings",
        ["वाइन वेलवेट ट्रेल गाउन", "वेलवेट", "सीक्वेन वाली चोली", "कॉकटेल की शाम"],
      ],
      [
        "Royal Blue Sequin Gown",
        "royal",
        2450,
        "Georgette",
        "All-over sequins",
        "Engagement parties",
        ["रॉयल ब्लू सीक्वेन गाउन", "जॉर्जेट", "पूरे में सीक्वेन वर्क", "सगाई की पार्टी"],
      ],
      [
        "Ivory Organza Bridal Gown",
        "ivory",
        3450,
        "Organza",
        "Pearl and crystal bodice",
        "Christian and court weddings",
        ["आइवरी ऑर्गेंज़ा ब्राइडल गाउन", "ऑर्गेंज़ा", "मोती और क्रिस्टल वाली चोली", "चर्च और कोर्ट मैरिज"],
      ],
      [
        "Teal Indo-Western Gown",
        "teal",
        1950,
        "Crepe",
        "Cape with zari border",
        "Sangeet nights",
        ["मोरपंखी इंडो-वेस्टर्न गाउन", "क्रेप", "ज़री बॉर्डर वाली केप", "संगीत की रात"],
      ],
      [
        "Ruby Off-Shoulder Gown",
        "ruby",
        2250,
        "Satin",
        "Draped bodice",
        "Anniversary parties",
        ["रूबी लाल ऑफ़-शोल्डर गाउन", "साटन", "ड्रेप वाली चोली", "सालगिरह की पार्टी"],
      ],
    ],
    () => ({
      attributes: { Length: "Floor length", Sizes: "XS to XL", Trail: "Detachable" },
      attributesHi: { Length: "ज़मीन तक", Sizes: "XS से XL", Trail: "अलग की जा सकती है" },
    }),
  ),
  ...rows(
    "dress",
    "dress",
    "Lined, with a concealed zip and pockets.",
    { feminine: true, note: "अंदर अस्तर, छिपी हुई ज़िप और जेबें।" },
    [
      [
        "Teal Satin Midi Dress",
        "teal",
        1150,
        "Satin",
        "Pleated skirt",
        "Cocktail parties",
        ["मोरपंखी साटन मिडी ड्रेस", "साटन", "प्लीट वाली स्कर्ट", "कॉकटेल पार्टी"],
      ],
      [
        "Ruby Wrap Party Dress",
        "ruby",
        1050,
        "Crepe",
        "Wrap waist with tie",
        "Birthday dinners",
        ["रूबी लाल रैप पार्टी ड्रेस", "क्रेप", "बाँधने वाली रैप कमर", "बर्थडे डिनर"],
      ],
      [
        "Blush Tulle Party Dress",
        "blush",
        1250,
        "Tulle",
        "Sequin bodice",
        "Engagement parties",
        ["हल्की गुलाबी ट्यूल पार्टी ड्रेस", "ट्यूल", "सीक्वेन वाली चोली", "सगाई की पार्टी"],
      ],
      [
        "Royal Blue Indo-Western Dress",
        "royal",
        1350,
        "Georgette",
        "Zari belt",
        "Festive parties",
        ["रॉयल ब्लू इंडो-वेस्टर्न ड्रेस", "जॉर्जेट", "ज़री बेल्ट", "त्योहार की पार्टी"],
      ],
      [
        "Marigold Ruffle Dress",
        "marigold",
        950,
        "Chiffon",
        "Tiered ruffles",
        "Day events",
        ["गेंदा पीली रफ़ल ड्रेस", "शिफ़ॉन", "परतदार रफ़ल", "दिन के फ़ंक्शन"],
      ],
      [
        "Ivory Lace Dress",
        "ivory",
        1450,
        "French lace",
        "Scalloped hem",
        "Pre-wedding shoots",
        ["आइवरी लेस ड्रेस", "फ़्रेंच लेस", "स्कैलप हेम", "प्री-वेडिंग शूट"],
      ],
    ],
    () => ({
      dupatta: "Not included",
      sizeFit: "XS to XL; hem can be taken up",
      customAlterations: alterations,
      dupattaHi: "साथ में नहीं",
      sizeFitHi: "XS से XL; लंबाई कम की जा सकती है",
      customAlterationsHi: alterationsHi,
    }),
  ),
  ...rows(
    "gopidress",
    "gopi",
    "Twirls beautifully for dance performances.",
    { feminine: true, note: "नाचते हुए घूमें तो खूब सुंदर घेर बनाती है।" },
    [
      [
        "Marigold Gopi Dress",
        "marigold",
        1250,
        "Cotton silk",
        "Gota lace tiers",
        "Janmashtami",
        ["गेंदा पीली गोपी ड्रेस", "कॉटन सिल्क", "परतदार गोटा लेस", "जन्माष्टमी"],
      ],
      [
        "Ruby Radha Gopi Dress",
        "ruby",
        1450,
        "Silk",
        "Mirror work yoke",
        "Raas leela performances",
        ["रूबी लाल राधा गोपी ड्रेस", "सिल्क", "मिरर वर्क योक", "रासलीला"],
      ],
      [
        "Emerald Garba Gopi Dress",
        "emerald",
        1350,
        "Cotton",
        "Kutch embroidery",
        "Navratri garba",
        ["पन्ना हरी गरबा गोपी ड्रेस", "कॉटन", "कच्छी कढ़ाई", "नवरात्रि गरबा"],
      ],
      [
        "Blush Kids Gopi Dress",
        "blush",
        750,
        "Soft cotton",
        "Lace trims",
        "School functions",
        ["हल्की गुलाबी बच्चों की गोपी ड्रेस", "मुलायम कॉटन", "लेस ट्रिम", "स्कूल फ़ंक्शन"],
      ],
      [
        "Royal Blue Krishna Leela Dress",
        "royal",
        1150,
        "Satin",
        "Gold sequin border",
        "Temple festivals",
        ["रॉयल ब्लू कृष्ण लीला ड्रेस", "साटन", "गोल्डन सीक्वेन बॉर्डर", "मंदिर के उत्सव"],
      ],
      [
        "Teal Layered Gopi Dress",
        "teal",
        1550,
        "Georgette",
        "Three-tier gota",
        "Dance recitals",
        ["मोरपंखी लेयर्ड गोपी ड्रेस", "जॉर्जेट", "तीन परत गोटा लेस", "डांस प्रोग्राम"],
      ],
    ],
    () => ({
      attributes: { Includes: "Dress, odhni and matching jewellery", Sizes: "Kids 4 yrs to women XL" },
      attributesHi: { Includes: "ड्रेस, ओढ़नी और मैचिंग ज्वेलरी", Sizes: "बच्चों के 4 साल से महिलाओं के XL तक" },
    }),
  ),
  ...rows(
    "sarees",
    "lehenga",
    "Comes with choli and dupatta; cancan included for volume.",
    { feminine: false, note: "चोली और दुपट्टा साथ में; घेर के लिए कैनकैन भी।" },
    [
      [
        "Ruby Bridal Lehenga",
        "ruby",
        4950,
        "Raw silk",
        "Zardozi and kundan",
        "Bridal wear",
        ["रूबी लाल दुल्हन लहंगा", "रॉ सिल्क", "ज़रदोज़ी और कुंदन", "ब्राइडल वियर"],
      ],
      [
        "Blush Floral Lehenga",
        "blush",
        3250,
        "Organza",
        "Thread and sequin florals",
        "Engagements",
        ["हल्का गुलाबी फ़्लोरल लहंगा", "ऑर्गेंज़ा", "धागे और सीक्वेन की फूल-कढ़ाई", "सगाई"],
      ],
      [
        "Emerald Mirror Lehenga",
        "emerald",
        2850,
        "Silk",
        "Mirror and gota",
        "Mehendi",
        ["पन्ना हरा मिरर लहंगा", "सिल्क", "मिरर और गोटा पट्टी", "मेहंदी"],
      ],
      [
        "Wine Velvet Lehenga",
        "wine",
        3950,
        "Velvet",
        "Dabka and pearl",
        "Winter receptions",
        ["वाइन वेलवेट लहंगा", "वेलवेट", "दबका और मोती", "सर्दियों में रिसेप्शन"],
      ],
      [
        "Marigold Haldi Lehenga",
        "marigold",
        1950,
        "Cotton silk",
        "Gota patti",
        "Haldi",
        ["गेंदा पीला हल्दी लहंगा", "कॉटन सिल्क", "गोटा पट्टी", "हल्दी"],
      ],
      [
        "Royal Blue Sequin Lehenga",
        "royal",
        2650,
        "Georgette",
        "All-over sequins",
        "Sangeet nights",
        ["रॉयल ब्लू सीक्वेन लहंगा", "जॉर्जेट", "पूरे में सीक्वेन वर्क", "संगीत की रात"],
      ],
    ],
    () => ({
      dupatta: "Net dupatta with scalloped border",
      sizeFit: "Waist 26–38 in with drawstring; choli fitted to measure",
      customAlterations: alterations,
      dupattaHi: "स्कैलप बॉर्डर वाला नेट दुपट्टा",
      sizeFitHi: "कमर 26–38 इंच, डोरी से; चोली आपके नाप से फ़िट",
      customAlterationsHi: alterationsHi,
    }),
  ),
  ...rows(
    "custom-saree",
    "saree",
    "Dyed to your shade in 5–7 days from a swatch or photo.",
    { feminine: true, note: "आपके कपड़े के टुकड़े या फ़ोटो से रंग मिलाकर 5–7 दिन में रंगी जाती है।" },
    [
      [
        "Custom Shade Chiffon Saree",
        "blush",
        1750,
        "Pure chiffon",
        "Plain with satin border",
        "Bridesmaid groups",
        ["मनचाहे रंग की शिफ़ॉन साड़ी", "शुद्ध शिफ़ॉन", "साटन बॉर्डर", "ब्राइड्समेड ग्रुप"],
      ],
      [
        "Custom Shade Organza Saree",
        "teal",
        1950,
        "Organza",
        "Scalloped cutwork border",
        "Family functions",
        ["मनचाहे रंग की ऑर्गेंज़ा साड़ी", "ऑर्गेंज़ा", "स्कैलप कटवर्क बॉर्डर", "परिवार के फ़ंक्शन"],
      ],
      [
        "Custom Shade Georgette Saree",
        "royal",
        1650,
        "Georgette",
        "Sequin border",
        "Sangeet coordination",
        ["मनचाहे रंग की जॉर्जेट साड़ी", "जॉर्जेट", "सीक्वेन बॉर्डर", "संगीत की मैचिंग"],
      ],
      [
        "Custom Shade Silk Saree",
        "ruby",
        2650,
        "Art silk",
        "Zari border",
        "Wedding parties",
        ["मनचाहे रंग की सिल्क साड़ी", "आर्ट सिल्क", "ज़री बॉर्डर", "शादी की पार्टी"],
      ],
      [
        "Custom Shade Crepe Saree",
        "emerald",
        1550,
        "Crepe",
        "Lace border",
        "Corporate events",
        ["मनचाहे रंग की क्रेप साड़ी", "क्रेप", "लेस बॉर्डर", "ऑफ़िस के इवेंट"],
      ],
      [
        "Custom Shade Tissue Saree",
        "marigold",
        2150,
        "Tissue",
        "Gota border",
        "Haldi and mehendi",
        ["मनचाहे रंग की टिशू साड़ी", "टिशू", "गोटा बॉर्डर", "हल्दी और मेहंदी"],
      ],
    ],
    () => ({
      dupatta: "Not applicable",
      sizeFit: "Free size, 6.3 m",
      customAlterations: "Colour matched to your swatch; blouse stitched to measure",
      dupattaHi: "लागू नहीं",
      sizeFitHi: "फ़्री साइज़, 6.3 मीटर",
      customAlterationsHi: "रंग आपके कपड़े के टुकड़े से मिलाते हैं; ब्लाउज़ आपके नाप से सिलते हैं",
    }),
  ),
  ...rows(
    "custom-blouse",
    "blouse",
    "Coloured and stitched to your measurements in 4–6 days.",
    { feminine: false, note: "आपके रंग में रंगकर, आपके नाप से 4–6 दिन में सिलकर तैयार।" },
    [
      [
        "Custom Colour Silk Blouse",
        "teal",
        850,
        "Silk",
        "Piping and tassels",
        "Any saree",
        ["मनचाहे रंग का सिल्क ब्लाउज़", "सिल्क", "पाइपिंग और लटकन", "हर साड़ी"],
      ],
      [
        "Custom Colour Velvet Blouse",
        "wine",
        1050,
        "Velvet",
        "Zari neckline",
        "Winter functions",
        ["मनचाहे रंग का वेलवेट ब्लाउज़", "वेलवेट", "ज़री नेकलाइन", "सर्दियों के फ़ंक्शन"],
      ],
      [
        "Custom Colour Brocade Blouse",
        "marigold",
        950,
        "Brocade",
        "Woven motifs",
        "Festivals",
        ["मनचाहे रंग का ब्रोकेड ब्लाउज़", "ब्रोकेड", "बुनी हुई बूटी", "त्योहार"],
      ],
      [
        "Custom Colour Sequin Blouse",
        "royal",
        1150,
        "Net on satin",
        "Sequin yoke",
        "Cocktail sarees",
        ["मनचाहे रंग का सीक्वेन ब्लाउज़", "साटन पर नेट", "सीक्वेन योक", "कॉकटेल साड़ी"],
      ],
      [
        "Custom Colour Mirror Blouse",
        "emerald",
        1000,
        "Raw silk",
        "Mirror work",
        "Garba and mehendi",
        ["मनचाहे रंग का मिरर ब्लाउज़", "रॉ सिल्क", "मिरर वर्क", "गरबा और मेहंदी"],
      ],
      [
        "Custom Colour Cotton Blouse",
        "ivory",
        650,
        "Cotton",
        "Lace border",
        "Day wear",
        ["मनचाहे रंग का कॉटन ब्लाउज़", "कॉटन", "लेस बॉर्डर", "रोज़ाना"],
      ],
    ],
    () => ({
      sizeFit: "Stitched to your measurements",
      customAlterations: "Any colour; neckline and sleeve style of your choice",
      sizeFitHi: "आपके नाप से सिला हुआ",
      customAlterationsHi: "कोई भी रंग; गला और बाज़ू आपकी पसंद के",
    }),
  ),
];

const beautyImg = (kind: string, colour: string) => [`/images/beauty/${kind}-${colour}.webp`];

export const seedBeautyItems: SeedBeautyItem[] = [
  {
    category: "soap",
    title: "Kesar Chandan Soap",
    description: "Cold-processed bar with saffron and sandalwood for a soft, even glow. Cured for six weeks.",
    price: 249,
    images: beautyImg("soap", "marigold"),
    ingredients: "Saffron, sandalwood powder, coconut oil, olive oil, shea butter",
    skinType: "All skin types",
    volume: "100 g",
    usage: "Lather on wet skin, rinse. Daily.",
    titleHi: "केसर चंदन साबुन",
    descriptionHi: "केसर और चंदन वाला कोल्ड-प्रोसेस साबुन, मुलायम और एक-सी निखरी त्वचा के लिए। छह हफ़्ते रखकर पकाया गया।",
    ingredientsHi: "केसर, चंदन पाउडर, नारियल तेल, जैतून का तेल, शिया बटर",
    skinTypeHi: "हर तरह की त्वचा",
    volumeHi: "100 ग्राम",
    usageHi: "गीली त्वचा पर झाग बनाएँ, फिर धो लें। रोज़ इस्तेमाल करें।",
  },
  {
    category: "soap",
    title: "Neem Tulsi Soap",
    description: "A clarifying bar with neem and holy basil for oily and acne-prone skin.",
    price: 199,
    images: beautyImg("soap", "emerald"),
    ingredients: "Neem leaf, tulsi, castor oil, coconut oil",
    skinType: "Oily, acne-prone",
    volume: "100 g",
    usage: "Use morning and night on face and body.",
    titleHi: "नीम तुलसी साबुन",
    descriptionHi: "नीम और तुलसी वाला साबुन, तैलीय और मुंहासे वाली त्वचा को साफ़ रखने के लिए।",
    ingredientsHi: "नीम की पत्ती, तुलसी, अरंडी का तेल, नारियल तेल",
    skinTypeHi: "तैलीय, मुंहासे वाली त्वचा",
    volumeHi: "100 ग्राम",
    usageHi: "सुबह-शाम चेहरे और शरीर पर लगाएँ।",
  },
  {
    category: "soap",
    title: "Rose Multani Mitti Soap",
    description: "Rose petals and fuller's earth gently draw out impurities without drying.",
    price: 229,
    images: beautyImg("soap", "ruby"),
    ingredients: "Rose petals, multani mitti, almond oil, glycerine",
    skinType: "Normal to combination",
    volume: "100 g",
    usage: "Massage into damp skin; leave 30 seconds, rinse.",
    titleHi: "गुलाब मुल्तानी मिट्टी साबुन",
    descriptionHi: "गुलाब की पंखुड़ियाँ और मुल्तानी मिट्टी, त्वचा को रूखा किए बिना धीरे से मैल निकालती हैं।",
    ingredientsHi: "गुलाब की पंखुड़ियाँ, मुल्तानी मिट्टी, बादाम तेल, ग्लिसरीन",
    skinTypeHi: "सामान्य से मिली-जुली त्वचा",
    volumeHi: "100 ग्राम",
    usageHi: "गीली त्वचा पर मलें, 30 सेकंड रहने दें, फिर धो लें।",
  },
  {
    category: "hair-oil",
    title: "Bhringraj Amla Hair Oil",
    description: "Slow-infused for 21 days to nourish roots and reduce hair fall.",
    price: 449,
    images: beautyImg("hair-oil", "emerald"),
    ingredients: "Bhringraj, amla, brahmi, sesame oil, coconut oil",
    skinType: "All hair types",
    volume: "200 ml",
    usage: "Warm slightly, massage into scalp, leave 2 hours or overnight.",
    titleHi: "भृंगराज आंवला तेल",
    descriptionHi: "21 दिन तक धीरे-धीरे पकाया तेल, जो जड़ों को पोषण दे और बालों का झड़ना कम करे।",
    ingredientsHi: "भृंगराज, आंवला, ब्राह्मी, तिल का तेल, नारियल तेल",
    skinTypeHi: "हर तरह के बाल",
    volumeHi: "200 मि.ली.",
    usageHi: "हल्का गुनगुना करके सिर में मालिश करें, 2 घंटे या रात भर लगा रहने दें।",
  },
  {
    category: "hair-oil",
    title: "Onion Black Seed Hair Oil",
    description: "Red onion and kalonji for thicker-feeling lengths and a calm scalp.",
    price: 399,
    images: beautyImg("hair-oil", "ruby"),
    ingredients: "Red onion extract, black seed oil, curry leaves, castor oil",
    skinType: "Thinning hair",
    volume: "200 ml",
    usage: "Apply twice a week before washing.",
    titleHi: "प्याज़ कलौंजी तेल",
    descriptionHi: "लाल प्याज़ और कलौंजी, ताकि बाल घने लगें और सिर की त्वचा को आराम मिले।",
    ingredientsHi: "लाल प्याज़ का अर्क, कलौंजी का तेल, करी पत्ता, अरंडी का तेल",
    skinTypeHi: "पतले होते बाल",
    volumeHi: "200 मि.ली.",
    usageHi: "हफ़्ते में दो बार, बाल धोने से पहले लगाएँ।",
  },
  {
    category: "hair-oil",
    title: "Hibiscus Coconut Hair Oil",
    description: "A light oil with hibiscus flowers that adds shine without weighing hair down.",
    price: 349,
    images: beautyImg("hair-oil", "marigold"),
    ingredients: "Hibiscus, virgin coconut oil, fenugreek, vitamin E",
    skinType: "Dry and frizzy hair",
    volume: "150 ml",
    usage: "Use a few drops on lengths, or massage into scalp.",
    titleHi: "गुड़हल नारियल तेल",
    descriptionHi: "गुड़हल के फूलों वाला हल्का तेल, बालों को भारी किए बिना चमक देता है।",
    ingredientsHi: "गुड़हल, वर्जिन नारियल तेल, मेथी, विटामिन E",
    skinTypeHi: "रूखे और उलझे बाल",
    volumeHi: "150 मि.ली.",
    usageHi: "कुछ बूँदें बालों की लंबाई पर लगाएँ, या सिर में मालिश करें।",
  },
  {
    category: "night-cream",
    title: "Kumkumadi Night Cream",
    description: "A rich overnight cream with saffron and kumkumadi oil for brighter mornings.",
    price: 699,
    images: beautyImg("night-cream", "marigold"),
    ingredients: "Kumkumadi tailam, saffron, shea butter, almond oil",
    skinType: "Dull and dry skin",
    volume: "50 g",
    usage: "Massage a pea-sized amount after cleansing at night.",
    titleHi: "कुमकुमादि नाइट क्रीम",
    descriptionHi: "केसर और कुमकुमादि तेल वाली गाढ़ी नाइट क्रीम, ताकि सुबह त्वचा निखरी दिखे।",
    ingredientsHi: "कुमकुमादि तैलम, केसर, शिया बटर, बादाम तेल",
    skinTypeHi: "बेजान और रूखी त्वचा",
    volumeHi: "50 ग्राम",
    usageHi: "रात को चेहरा साफ़ करके मटर के दाने जितनी क्रीम से मालिश करें।",
  },
  {
    category: "night-cream",
    title: "Aloe Vera Repair Night Gel",
    description: "A cooling gel-cream that soothes sun-tired skin while you sleep.",
    price: 549,
    images: beautyImg("night-cream", "emerald"),
    ingredients: "Aloe vera, cucumber, niacinamide, hyaluronic acid",
    skinType: "Oily and combination",
    volume: "50 g",
    usage: "Apply a thin layer before bed.",
    titleHi: "एलोवेरा रिपेयर नाइट जेल",
    descriptionHi: "ठंडक देने वाली जेल-क्रीम, जो सोते समय धूप से थकी त्वचा को आराम देती है।",
    ingredientsHi: "एलोवेरा, खीरा, नियासिनामाइड, हायल्यूरोनिक एसिड",
    skinTypeHi: "तैलीय और मिली-जुली त्वचा",
    volumeHi: "50 ग्राम",
    usageHi: "सोने से पहले पतली परत लगाएँ।",
  },
  {
    category: "night-cream",
    title: "Rose Almond Night Cream",
    description: "Rose water and almond oil for supple, comforted skin by morning.",
    price: 599,
    images: beautyImg("night-cream", "ruby"),
    ingredients: "Rose water, sweet almond oil, cocoa butter, vitamin E",
    skinType: "Normal to dry",
    volume: "50 g",
    usage: "Warm between fingertips and press onto face and neck.",
    titleHi: "गुलाब बादाम नाइट क्रीम",
    descriptionHi: "गुलाब जल और बादाम तेल, ताकि सुबह तक त्वचा मुलायम और आरामदेह रहे।",
    ingredientsHi: "गुलाब जल, मीठा बादाम तेल, कोकोआ बटर, विटामिन E",
    skinTypeHi: "सामान्य से रूखी त्वचा",
    volumeHi: "50 ग्राम",
    usageHi: "उँगलियों में हल्का गर्म करके चेहरे और गर्दन पर दबाते हुए लगाएँ।",
  },
];

export interface SeedHeroSlide {
  title: string;
  desc: string;
  extra: string;
  titleHi: string;
  descHi: string;
  extraHi: string;
  image: string;
  offers: { text: string; discount: string; textHi: string; discountHi: string }[];
}

export const seedHeroSlides: SeedHeroSlide[] = [
  {
    title: "Bridal Lehengas on Rent",
    desc: "Wear the lehenga of your dreams for a fraction of its price.",
    extra: "Free fitting and alterations with every bridal booking.",
    titleHi: "किराये पर दुल्हन के लहंगे",
    descHi: "सपनों का लहंगा पहनें, उसकी कीमत के छोटे से हिस्से में।",
    extraHi: "हर ब्राइडल बुकिंग के साथ फ़िटिंग और ऑल्टरेशन मुफ़्त।",
    image: "/images/hero/slide-1.webp",
    offers: [
      { text: "Wedding season", discount: "20% off", textHi: "शादियों का सीज़न", discountHi: "20% छूट" },
      { text: "Book 3 outfits", discount: "₹500 off", textHi: "3 ड्रेस बुक करें", discountHi: "₹500 छूट" },
    ],
  },
  {
    title: "Festive Suits and Gopi Dresses",
    desc: "From Janmashtami to Diwali, dress the whole family.",
    extra: "Sizes for men, women and kids.",
    titleHi: "त्योहारों के सूट और गोपी ड्रेस",
    descHi: "जन्माष्टमी से दिवाली तक, पूरे परिवार के कपड़े एक ही जगह।",
    extraHi: "पुरुषों, महिलाओं और बच्चों, सबके साइज़।",
    image: "/images/hero/slide-2.webp",
    offers: [{ text: "Family bookings", discount: "15% off", textHi: "परिवार की बुकिंग", discountHi: "15% छूट" }],
  },
  {
    title: "Designer Sarees, Ready to Drape",
    desc: "Banarasi, Kanjivaram and organza sarees with stitched blouses.",
    extra: "Delivery and pickup across Delhi NCR.",
    titleHi: "डिज़ाइनर साड़ियाँ, पहनने को तैयार",
    descHi: "सिले हुए ब्लाउज़ के साथ बनारसी, कांजीवरम और ऑर्गेंज़ा साड़ियाँ।",
    extraHi: "पूरे दिल्ली NCR में डिलीवरी और पिकअप।",
    image: "/images/hero/slide-3.webp",
    offers: [
      { text: "First rental", discount: "10% off", textHi: "पहली बुकिंग", discountHi: "10% छूट" },
      { text: "Pre-pleating", discount: "Free", textHi: "पहले से प्लीट करवाना", discountHi: "मुफ़्त" },
    ],
  },
];
