import artwork from "@/features/catalogue/content/artwork.json";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";

/**
 * The Royal Picks page's 14 fixed items (spec §2). Their words are the "royalPicks"
 * catalogue's (messages/{en,hi}/royalPicks.json), in the pictures' order.
 */
export interface RoyalPick {
  title: string;
  image: string;
  /** what the picture shows, e.g. "Maharani Bridal Lehenga: a ruby red lehenga" */
  alt: string;
  description: string;
  fabric: string;
  work: string;
}

/** The picks in a language; artwork.royal[i] is what royal-(i+1).webp shows (scripts/make-artwork.mjs draws it from there). */
export function royalPicksIn(locale: Locale): RoyalPick[] {
  const t = translator(locale, "royalPicks");
  const picks = t.raw("picks") as Omit<RoyalPick, "image" | "alt">[];
  const colours = t.raw("colours") as Record<string, string>;
  const garments = t.raw("garments") as Record<string, string>;
  return picks.map((p, i) => {
    const [kind, colour] = artwork.royal[i]!;
    return {
      ...p,
      image: `/images/royal/royal-${String(i + 1).padStart(2, "0")}.webp`,
      alt: t("alt", { title: p.title, colour: colours[colour!]!, garment: garments[kind!]! }),
    };
  });
}

export const royalPicks: RoyalPick[] = royalPicksIn(DEFAULT_LOCALE);
