import artwork from "./artwork.json";

/** The Royal Picks page's 14 fixed items (spec §2). */
export interface RoyalPick {
  title: string;
  image: string;
  /** what the picture shows, e.g. "Maharani Bridal Lehenga: a ruby red lehenga" */
  alt: string;
  description: string;
  fabric: string;
  work: string;
}

const picks: Omit<RoyalPick, "image" | "alt">[] = [
  {
    title: "Maharani Bridal Lehenga",
    description: "A deep red raw-silk lehenga with hand zardozi, kundan buttis and a double dupatta for the pheras.",
    fabric: "Raw silk",
    work: "Zardozi and kundan",
  },
  { title: "Shahi Kanjivaram Saree", description: "Temple-border Kanjivaram woven with antique zari, the kind grandmothers pass down.", fabric: "Kanjivaram silk", work: "Antique zari weave" },
  { title: "Noor Reception Gown", description: "An organza ball gown with pearl and crystal bodice and a detachable trail.", fabric: "Organza", work: "Pearl and crystal" },
  { title: "Mughal Anarkali Suit", description: "A floor-length anarkali with gota yoke, churidar and a sheer dupatta edged in zari.", fabric: "Chanderi silk", work: "Gota and zari" },
  { title: "Rani Velvet Blouse", description: "Wine velvet with dabka work on the sleeves, made to lift a plain silk saree.", fabric: "Velvet", work: "Dabka and sequins" },
  { title: "Gulabi Organza Lehenga", description: "A pastel organza lehenga with thread florals for day weddings and engagements.", fabric: "Organza", work: "Thread and sequin florals" },
  { title: "Peshwai Silk Saree", description: "A Paithani-inspired silk saree with peacock motifs in the pallu.", fabric: "Silk", work: "Woven peacock motifs" },
  { title: "Sitara Cocktail Gown", description: "All-over sequins on georgette for the cocktail night.", fabric: "Georgette", work: "All-over sequins" },
  { title: "Heer Sharara Set", description: "An emerald sharara set with mirror and thread work for mehendi.", fabric: "Georgette", work: "Mirror and thread" },
  { title: "Radha Gopi Dress", description: "A three-tier gopi dress with gota lace and matching odhni.", fabric: "Cotton silk", work: "Gota lace" },
  { title: "Jodha Brocade Lehenga", description: "Heavy brocade lehenga with a velvet choli and zari-edged net dupatta.", fabric: "Brocade", work: "Woven zari" },
  { title: "Chandni Chikankari Saree", description: "Ivory georgette saree with Lucknowi chikankari, elegant for day functions.", fabric: "Georgette", work: "Chikankari" },
  { title: "Zoya Indo-Western Cape Set", description: "A teal crepe dress with a zari-bordered cape for the sangeet.", fabric: "Crepe", work: "Zari border" },
  { title: "Begum Pakistani Suit", description: "Velvet kurta with tilla work, straight pants and an organza dupatta for winter weddings.", fabric: "Velvet", work: "Tilla and dabka" },
];

const colourNames: Record<string, string> = { ruby: "ruby red", emerald: "emerald green", royal: "royal blue", marigold: "marigold", blush: "blush pink", wine: "wine", teal: "teal", ivory: "ivory" };
const garmentNames: Record<string, string> = { lehenga: "lehenga", saree: "saree", gown: "gown", suit: "suit", blouse: "blouse", dress: "dress", gopi: "gopi dress" };

// artwork.royal[i] is what royal-(i+1).webp shows (scripts/make-artwork.mjs draws it from there).
export const royalPicks: RoyalPick[] = picks.map((p, i) => {
  const [kind, colour] = artwork.royal[i]!;
  return { ...p, image: `/images/royal/royal-${String(i + 1).padStart(2, "0")}.webp`, alt: `${p.title}: a ${colourNames[colour!]} ${garmentNames[kind!]}` };
});
