import { palettes } from "./artwork";

/** The dupatta page's built-in list (spec §2): 47 items, one title and price, six rotating descriptions. */
const DUPATTA_COUNT = 47;
const DUPATTA_PRICE = 1550;

const descriptions = [
  "A lightweight silk drape with a woven zari border that catches the light at every turn.",
  "Soft cotton-silk with hand-block florals, comfortable through a long day of ceremonies.",
  "Sheer chiffon with scattered sequins and a delicate lace edge for evening functions.",
  "Net dupatta with scalloped cutwork and pearl drops, made to pair with bridal lehengas.",
  "Banarasi-weave silk with paisley butis and tassels at each corner.",
  "Pastel organza with gota patti trims, light enough for haldi and mehendi.",
];

/** Fixed popup lines shown for every dupatta (spec §2). */
export const dupattaDetails: { label: string; value: string }[] = [
  { label: "Fabric Type", value: "Silk, Cotton, Chiffon, and Net" },
  { label: "Work Detailing", value: "Zari borders, gota patti, sequins and hand embroidery" },
  { label: "Comfort & Fit", value: "Lightweight, 2.25 m long, easy to pin and drape" },
  { label: "Occasion Suitability", value: "Weddings, sangeet, mehendi, pujas and festive parties" },
  { label: "Customization", value: "Tassels, borders and colour matching on request" },
];

export type DupattaItem = {
  _id: string;
  category: "dupatta";
  title: string;
  description: string;
  price: number;
  images: string[];
};

export const dupattaItems: DupattaItem[] = Array.from({ length: DUPATTA_COUNT }, (_, i) => ({
  _id: `dupatta-${i + 1}`,
  category: "dupatta",
  title: "Elegant Silk Saree",
  description: descriptions[i % descriptions.length]!,
  price: DUPATTA_PRICE,
  images: [`/images/catalogue/dupatta-${palettes[i % palettes.length]}.webp`],
}));

export function findDupatta(id: string): DupattaItem | undefined {
  return dupattaItems.find((d) => d._id === id);
}
