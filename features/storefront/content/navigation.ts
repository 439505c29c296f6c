import { translator } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import type { Catalogue } from "@/messages";
import { beautyCategories, collectionCategories } from "@/features/shop/categories";
import type { NavEntry, NavLink } from "./nav-entry";

export { isMenu, type NavEntry, type NavLink } from "./nav-entry";

type NavKey = keyof Catalogue["nav"];

/** Each category's menu label in the "nav" catalogue, by slug. */
const categoryLabel: Record<string, NavKey> = {
  suits: "suits",
  gowns: "gowns",
  dresses: "dresses",
  "designer-sarees": "designerSarees",
  "designer-blouses": "designerBlouses",
  "gopi-dresess": "gopiDresses",
  "party-wear-lehenga": "partyWearLehenga",
  "customised-colours-sarees-avaliable": "customColourSarees",
  "customised-colours-blouses-avaliable": "customColourBlouses",
  dupatta: "dupatta",
  soap: "soap",
  "hair-oil": "hairOil",
  "night-cream": "nightCream",
};

/** spec §2: HOME, ABOUT, ROYAL PICK, COLLECTION ▾, BEAUTY & CARE ▾, GALLERY, CONTACT — in the page's language, with its addresses. */
export function mainNav(locale: Locale): NavEntry[] {
  const t = translator(locale, "nav");
  const href = (path: string) => localizedPath(locale, path);
  const label = (slug: string) => (categoryLabel[slug] ? t(categoryLabel[slug]) : slug);
  return [
    { label: t("home"), href: href("/") },
    { label: t("about"), href: href("/about") },
    { label: t("royalPick"), href: href("/royal-pick") },
    {
      id: "collection",
      label: t("collection"),
      items: collectionCategories.map((c) => ({ label: label(c.slug), href: href(`/collection/${c.slug}`) })),
    },
    {
      id: "beauty-care",
      label: t("beautyCare"),
      items: beautyCategories.map((c) => ({ label: label(c.slug), href: href(`/beauty-care/${c.slug}`) })),
    },
    { label: t("gallery"), href: href("/gallery") },
    { label: t("contact"), href: href("/contact") },
  ];
}

/** The footer's Quick Links, in the page's language. */
export function quickLinks(locale: Locale): NavLink[] {
  const t = translator(locale, "nav");
  return [
    { label: t("aboutUs"), href: "/about" },
    { label: t("royalPicks"), href: "/royal-pick" },
    { label: t("galleryLink"), href: "/gallery" },
    { label: t("contactLink"), href: "/contact" },
    { label: t("terms"), href: "/t&c" },
    { label: t("privacy"), href: "/privacy-policy" },
    { label: t("returns"), href: "/return-policy" },
    { label: t("shippingRefund"), href: "/shipping-refund" },
  ].map((l) => ({ ...l, href: localizedPath(locale, l.href) }));
}

export interface FooterCollection {
  /** the part of /trending it opens (its id there) */
  anchor: string;
  /** collection category values (the API's) whose pieces that part shows */
  categories: string[];
}

/** spec §2: the six 'Our Collection' footer items lead to /trending, each to its own part of it. */
export const footerCollections: FooterCollection[] = [
  { anchor: "suits", categories: ["suit"] },
  { anchor: "lehengas", categories: ["sarees"] },
  { anchor: "sarees", categories: ["saree", "custom-saree"] },
  { anchor: "dresses", categories: ["dress"] },
  { anchor: "ethnic-sets", categories: ["gopidress"] },
  { anchor: "gowns", categories: ["gown", "blouse", "custom-blouse"] },
];

/** A footer collection's name in a language. */
export function footerCollectionLabel(locale: Locale, c: FooterCollection): string {
  const t = translator(locale, "nav");
  const keys: Record<string, NavKey> = {
    suits: "designerSuits",
    lehengas: "bridalLehengas",
    sarees: "gracefulSarees",
    dresses: "westernPartyDresses",
    "ethnic-sets": "ethnicSets",
    gowns: "gownsAndMore",
  };
  return t(keys[c.anchor]!);
}

export const footerCollectionHref = (locale: Locale, c: FooterCollection) =>
  localizedPath(locale, `/trending#${c.anchor}`);
