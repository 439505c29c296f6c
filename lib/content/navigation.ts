import { beautyCategories, collectionCategories } from "./categories";

export interface NavLink {
  label: string;
  href: string;
}

export interface NavMenu {
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavMenu;

/** spec §2: HOME, ABOUT, ROYAL PICK, COLLECTION ▾, BEAUTY & CARE ▾, GALLERY, CONTACT */
export const mainNav: NavEntry[] = [
  { label: "HOME", href: "/" },
  { label: "ABOUT", href: "/about" },
  { label: "ROYAL PICK", href: "/royal-pick" },
  { label: "COLLECTION", items: collectionCategories.map((c) => ({ label: c.label, href: `/collection/${c.slug}` })) },
  { label: "BEAUTY & CARE", items: beautyCategories.map((c) => ({ label: c.label, href: `/beauty-care/${c.slug}` })) },
  { label: "GALLERY", href: "/gallery" },
  { label: "CONTACT", href: "/contact" },
];

export const isMenu = (entry: NavEntry): entry is NavMenu => "items" in entry;

export const quickLinks: NavLink[] = [
  { label: "About Us", href: "/about" },
  { label: "Royal Picks", href: "/royal-pick" },
  { label: "Gallery", href: "/gallery" },
  { label: "Contact", href: "/contact" },
  { label: "Terms & Conditions", href: "/t&c" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Return Policy", href: "/return-policy" },
  { label: "Shipping & Refund", href: "/shipping-refund" },
];

export interface FooterCollection {
  label: string;
  /** the part of /trending it opens (its id there) */
  anchor: string;
  /** collection category values (the API's) whose pieces that part shows */
  categories: string[];
}

/** spec §2: the six 'Our Collection' footer items lead to /trending, each to its own part of it. */
export const footerCollections: FooterCollection[] = [
  { label: "Designer Suits", anchor: "suits", categories: ["suit"] },
  { label: "Bridal Lehengas", anchor: "lehengas", categories: ["sarees"] },
  { label: "Graceful Sarees", anchor: "sarees", categories: ["saree", "custom-saree"] },
  { label: "Western Party Dresses", anchor: "dresses", categories: ["dress"] },
  { label: "Ethnic Sets", anchor: "ethnic-sets", categories: ["gopidress"] },
  { label: "Gowns & More", anchor: "gowns", categories: ["gown", "blouse", "custom-blouse"] },
];

export const footerCollectionHref = (c: FooterCollection) => `/trending#${c.anchor}`;
