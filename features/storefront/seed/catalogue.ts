/**
 * The demo catalogue a fresh database starts with. The shop replaces or deletes these
 * items in the admin area; seeding runs once per database and never again.
 */
import { palettes as paletteNames } from "@/features/catalogue/content/artwork";

export interface SeedCollectionItem {
  category: string;
  title: string;
  description: string;
  price: number;
  images: string[];
  fabric?: string;
  work?: string;
  dupatta?: string;
  occasions?: string;
  sizeFit?: string;
  colour?: string;
  customAlterations?: string;
  attributes?: Record<string, string>;
  /** the demo pieces rent for their price over the shop's base period */
  rentPrice?: number;
  stock?: number;
}

export interface SeedBeautyItem {
  category: "soap" | "hair-oil" | "night-cream";
  title: string;
  description: string;
  price: number;
  images: string[];
  ingredients: string;
  skinType: string;
  volume: string;
  usage: string;
}

type Row = [
  title: string,
  colour: (typeof paletteNames)[number],
  price: number,
  fabric: string,
  work: string,
  occasion: string,
];

// The second picture is a close-up of the same piece (its alt text is "<title>, view 2"), never another colour.
const img = (kind: string, colour: string) => [
  `/images/catalogue/${kind}-${colour}.webp`,
  `/images/catalogue/detail/${kind}-${colour}.webp`,
];

const sizeFit = "Fits bust 32–40 in with side margins; length adjustable at the fitting";
const alterations = "Free fitting alterations with every rental; booked at least 3 days before the event";

function describe(title: string, fabric: string, work: string, occasion: string, note: string): string {
  return `${title} in ${fabric.toLowerCase()} with ${work.toLowerCase()}. ${note} Ideal for ${occasion.toLowerCase()}, dry-cleaned and steamed before every rental.`;
}

function rows(
  category: string,
  kind: string,
  note: string,
  list: Row[],
  extra: (row: Row) => Partial<SeedCollectionItem> = () => ({}),
): SeedCollectionItem[] {
  return list.map((row) => {
    const [title, colour, price, fabric, work, occasion] = row;
    return {
      category,
      title,
      description: describe(title, fabric, work, occasion, note),
      price,
      images: img(kind, colour),
      colour: colour[0]!.toUpperCase() + colour.slice(1),
      fabric,
      work,
      occasions: occasion,
      rentPrice: price,
      ...extra(row),
    };
  });
}

export const seedCollectionItems: SeedCollectionItem[] = [
  ...rows(
    "saree",
    "saree",
    "Pre-pleated on request so it drapes in minutes.",
    [
      ["Ruby Banarasi Silk Saree", "ruby", 2450, "Pure Banarasi silk", "Gold zari brocade pallu", "Wedding ceremonies"],
      [
        "Emerald Kanjivaram Saree",
        "emerald",
        2950,
        "Kanjivaram silk",
        "Temple border in antique zari",
        "Engagements and pujas",
      ],
      [
        "Royal Blue Organza Saree",
        "royal",
        1850,
        "Organza",
        "Hand-painted florals with sequin border",
        "Receptions and cocktails",
      ],
      ["Marigold Georgette Saree", "marigold", 1450, "Georgette", "Gota patti border", "Haldi and mehendi"],
      ["Blush Tissue Saree", "blush", 1950, "Tissue silk", "Pearl and cutdana scallops", "Day weddings"],
      ["Ivory Chikankari Saree", "ivory", 1650, "Mulmul cotton", "Lucknowi chikankari", "Festive lunches and pujas"],
    ],
    () => ({
      dupatta: "Not applicable",
      sizeFit: "Free size, 6.3 m with unstitched blouse piece",
      customAlterations: "Blouse stitched to measure in 48 hours",
    }),
  ),
  ...rows(
    "blouse",
    "blouse",
    "Padded, with hooks at the back and adjustable tie-ups.",
    [
      ["Wine Velvet Zardozi Blouse", "wine", 950, "Velvet", "Zardozi and dabka", "Winter weddings"],
      ["Ruby Mirror-Work Blouse", "ruby", 850, "Raw silk", "Kutch mirror work", "Sangeet nights"],
      ["Ivory Pearl Sleeve Blouse", "ivory", 1150, "Dupion silk", "Pearl-drop sleeves", "Receptions"],
      ["Emerald Brocade Blouse", "emerald", 750, "Brocade", "Woven zari butis", "Pujas and festivals"],
      ["Blush Sequin Crop Blouse", "blush", 900, "Net on satin", "All-over sequins", "Cocktail parties"],
      ["Royal Blue Cutdana Blouse", "royal", 1050, "Silk", "Cutdana neckline", "Engagements"],
    ],
    () => ({ sizeFit, customAlterations: alterations }),
  ),
  ...rows(
    "suit",
    "suit",
    "Comes as kurta, bottom and matching dupatta.",
    [
      ["Royal Blue Anarkali Suit", "royal", 1650, "Chanderi silk", "Gota and zari yoke", "Festive evenings"],
      ["Emerald Sharara Suit", "emerald", 1850, "Georgette", "Sequin and thread work", "Mehendi and sangeet"],
      ["Ivory Chikankari Palazzo Suit", "ivory", 1350, "Georgette", "Chikankari", "Day functions"],
      ["Wine Velvet Pakistani Suit", "wine", 2150, "Velvet", "Tilla and dabka", "Winter weddings"],
      ["Marigold Gharara Suit", "marigold", 1550, "Cotton silk", "Mirror and gota", "Haldi ceremonies"],
      ["Teal Straight Kurta Suit", "teal", 1250, "Muslin", "Resham embroidery", "Office festivities and pujas"],
    ],
    ([, colour]) => ({
      attributes: {
        Bottom: colour === "emerald" ? "Sharara" : "Straight pants",
        Dupatta: "Matching net dupatta",
        Fit: "S to XXL",
      },
    }),
  ),
  ...rows(
    "gown",
    "gown",
    "A fitted bodice with a full, flowing flare.",
    [
      ["Blush Net Ball Gown", "blush", 2650, "Net", "3D floral appliqué", "Receptions"],
      ["Wine Velvet Trail Gown", "wine", 2950, "Velvet", "Sequinned bodice", "Cocktail evenings"],
      ["Royal Blue Sequin Gown", "royal", 2450, "Georgette", "All-over sequins", "Engagement parties"],
      [
        "Ivory Organza Bridal Gown",
        "ivory",
        3450,
        "Organza",
        "Pearl and crystal bodice",
        "Christian and court weddings",
      ],
      ["Teal Indo-Western Gown", "teal", 1950, "Crepe", "Cape with zari border", "Sangeet nights"],
      ["Ruby Off-Shoulder Gown", "ruby", 2250, "Satin", "Draped bodice", "Anniversary parties"],
    ],
    () => ({ attributes: { Length: "Floor length", Sizes: "XS to XL", Trail: "Detachable" } }),
  ),
  ...rows(
    "dress",
    "dress",
    "Lined, with a concealed zip and pockets.",
    [
      ["Teal Satin Midi Dress", "teal", 1150, "Satin", "Pleated skirt", "Cocktail parties"],
      ["Ruby Wrap Party Dress", "ruby", 1050, "Crepe", "Wrap waist with tie", "Birthday dinners"],
      ["Blush Tulle Party Dress", "blush", 1250, "Tulle", "Sequin bodice", "Engagement parties"],
      ["Royal Blue Indo-Western Dress", "royal", 1350, "Georgette", "Zari belt", "Festive parties"],
      ["Marigold Ruffle Dress", "marigold", 950, "Chiffon", "Tiered ruffles", "Day events"],
      ["Ivory Lace Dress", "ivory", 1450, "French lace", "Scalloped hem", "Pre-wedding shoots"],
    ],
    () => ({ dupatta: "Not included", sizeFit: "XS to XL; hem can be taken up", customAlterations: alterations }),
  ),
  ...rows(
    "gopidress",
    "gopi",
    "Twirls beautifully for dance performances.",
    [
      ["Marigold Gopi Dress", "marigold", 1250, "Cotton silk", "Gota lace tiers", "Janmashtami"],
      ["Ruby Radha Gopi Dress", "ruby", 1450, "Silk", "Mirror work yoke", "Raas leela performances"],
      ["Emerald Garba Gopi Dress", "emerald", 1350, "Cotton", "Kutch embroidery", "Navratri garba"],
      ["Blush Kids Gopi Dress", "blush", 750, "Soft cotton", "Lace trims", "School functions"],
      ["Royal Blue Krishna Leela Dress", "royal", 1150, "Satin", "Gold sequin border", "Temple festivals"],
      ["Teal Layered Gopi Dress", "teal", 1550, "Georgette", "Three-tier gota", "Dance recitals"],
    ],
    () => ({ attributes: { Includes: "Dress, odhni and matching jewellery", Sizes: "Kids 4 yrs to women XL" } }),
  ),
  ...rows(
    "sarees",
    "lehenga",
    "Comes with choli and dupatta; cancan included for volume.",
    [
      ["Ruby Bridal Lehenga", "ruby", 4950, "Raw silk", "Zardozi and kundan", "Bridal wear"],
      ["Blush Floral Lehenga", "blush", 3250, "Organza", "Thread and sequin florals", "Engagements"],
      ["Emerald Mirror Lehenga", "emerald", 2850, "Silk", "Mirror and gota", "Mehendi"],
      ["Wine Velvet Lehenga", "wine", 3950, "Velvet", "Dabka and pearl", "Winter receptions"],
      ["Marigold Haldi Lehenga", "marigold", 1950, "Cotton silk", "Gota patti", "Haldi"],
      ["Royal Blue Sequin Lehenga", "royal", 2650, "Georgette", "All-over sequins", "Sangeet nights"],
    ],
    () => ({
      dupatta: "Net dupatta with scalloped border",
      sizeFit: "Waist 26–38 in with drawstring; choli fitted to measure",
      customAlterations: alterations,
    }),
  ),
  ...rows(
    "custom-saree",
    "saree",
    "Dyed to your shade in 5–7 days from a swatch or photo.",
    [
      ["Custom Shade Chiffon Saree", "blush", 1750, "Pure chiffon", "Plain with satin border", "Bridesmaid groups"],
      ["Custom Shade Organza Saree", "teal", 1950, "Organza", "Scalloped cutwork border", "Family functions"],
      ["Custom Shade Georgette Saree", "royal", 1650, "Georgette", "Sequin border", "Sangeet coordination"],
      ["Custom Shade Silk Saree", "ruby", 2650, "Art silk", "Zari border", "Wedding parties"],
      ["Custom Shade Crepe Saree", "emerald", 1550, "Crepe", "Lace border", "Corporate events"],
      ["Custom Shade Tissue Saree", "marigold", 2150, "Tissue", "Gota border", "Haldi and mehendi"],
    ],
    () => ({
      dupatta: "Not applicable",
      sizeFit: "Free size, 6.3 m",
      customAlterations: "Colour matched to your swatch; blouse stitched to measure",
    }),
  ),
  ...rows(
    "custom-blouse",
    "blouse",
    "Coloured and stitched to your measurements in 4–6 days.",
    [
      ["Custom Colour Silk Blouse", "teal", 850, "Silk", "Piping and tassels", "Any saree"],
      ["Custom Colour Velvet Blouse", "wine", 1050, "Velvet", "Zari neckline", "Winter functions"],
      ["Custom Colour Brocade Blouse", "marigold", 950, "Brocade", "Woven motifs", "Festivals"],
      ["Custom Colour Sequin Blouse", "royal", 1150, "Net on satin", "Sequin yoke", "Cocktail sarees"],
      ["Custom Colour Mirror Blouse", "emerald", 1000, "Raw silk", "Mirror work", "Garba and mehendi"],
      ["Custom Colour Cotton Blouse", "ivory", 650, "Cotton", "Lace border", "Day wear"],
    ],
    () => ({
      sizeFit: "Stitched to your measurements",
      customAlterations: "Any colour; neckline and sleeve style of your choice",
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
  },
];

export interface SeedHeroSlide {
  title: string;
  desc: string;
  extra: string;
  image: string;
  offers: { text: string; discount: string }[];
}

export const seedHeroSlides: SeedHeroSlide[] = [
  {
    title: "Bridal Lehengas on Rent",
    desc: "Wear the lehenga of your dreams for a fraction of its price.",
    extra: "Free fitting and alterations with every bridal booking.",
    image: "/images/hero/slide-1.webp",
    offers: [
      { text: "Wedding season", discount: "20% off" },
      { text: "Book 3 outfits", discount: "₹500 off" },
    ],
  },
  {
    title: "Festive Suits and Gopi Dresses",
    desc: "From Janmashtami to Diwali, dress the whole family.",
    extra: "Sizes for men, women and kids.",
    image: "/images/hero/slide-2.webp",
    offers: [{ text: "Family bookings", discount: "15% off" }],
  },
  {
    title: "Designer Sarees, Ready to Drape",
    desc: "Banarasi, Kanjivaram and organza sarees with stitched blouses.",
    extra: "Delivery and pickup across Delhi NCR.",
    image: "/images/hero/slide-3.webp",
    offers: [
      { text: "First rental", discount: "10% off" },
      { text: "Pre-pleating", discount: "Free" },
    ],
  },
];
