import { mapEmbedUrl } from "@/lib/site/location";
import { resolveSiteUrl } from "@/lib/site/url";
import { shopNumbers } from "@/lib/site/shop-numbers.mjs";

/**
 * Shop identity. Every value can be set from the environment; the defaults describe
 * the Delhi shop so a fresh clone shows a complete site.
 */
function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.trim() ? value.trim() : fallback;
}

export interface SiteConfig {
  name: string;
  url: string;
  description: string;
  /** header and footer */
  emails: [string, string];
  /** the contact page's three (spec §4): the two above and SHOP_EMAIL_3, without repeats */
  contactEmails: string[];
  phones: [string, string];
  /** the WhatsApp number as shown, and as digits for wa.me links */
  whatsapp: string;
  whatsappNumber: string;
  address: { street: string; locality: string; city: string; region: string; postalCode: string; country: string };
  owner: string;
  social: { business: string; instagram: string; facebook: string; youtube: string };
  whatsappCatalogue: string;
  mapEmbed: string;
  ordersEmail: string;
  /** the shop's logo (a path on this site or an absolute URL), for JSON-LD */
  logo: string;
  /** where the shop is, for JSON-LD (GeoCoordinates) */
  geo: { latitude: number; longitude: number };
  /** the footer's developer credit, shown when FOOTER_CREDIT_TEXT is set */
  credit: { text: string; url?: string } | null;
}

/** An http(s) address, or nothing: a credit link must not become a javascript: URL. */
function httpUrl(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && /^https?:\/\/[^\s]+$/i.test(v) ? v : undefined;
}

/** A coordinate from the environment, or the fallback when unset or out of range. */
function coordinate(name: string, fallback: number, limit: number): number {
  const value = Number(process.env[name]?.trim() || NaN);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : fallback;
}

export function getSiteConfig(): SiteConfig {
  const { phones, whatsapp, whatsappNumber } = shopNumbers();
  const emails: [string, string] = [
    env("SHOP_EMAIL_1", "info@rangrezboutique.in"),
    env("SHOP_EMAIL_2", "bookings@rangrezboutique.in"),
  ];
  const creditText = process.env.FOOTER_CREDIT_TEXT?.trim();
  const name = env("SHOP_NAME", "Rangrez Rental Boutique");
  const address = {
    street: env("SHOP_STREET", "RZ-14, Block B, Main Bazaar Road, Uttam Nagar"),
    locality: "Uttam Nagar",
    city: env("SHOP_CITY", "New Delhi"),
    region: "Delhi",
    postalCode: env("SHOP_POSTCODE", "110059"),
    country: "IN",
  };
  return {
    name,
    url: resolveSiteUrl().url,
    description:
      "Rent designer lehengas, sarees, gowns, suits and blouses in Delhi for weddings, parties and festive events. Delivery and pickup across India.",
    emails,
    contactEmails: [...new Set([...emails, env("SHOP_EMAIL_3", "rentals@rangrezboutique.in")])],
    phones,
    whatsapp,
    whatsappNumber,
    address,
    owner: env("SHOP_OWNER", "Meenakshi Arora"),
    social: {
      business: env("SHOP_BUSINESS_URL", "https://g.page/rangrez-rental-boutique"),
      instagram: env("SHOP_INSTAGRAM_URL", "https://www.instagram.com/rangrezboutique"),
      facebook: env("SHOP_FACEBOOK_URL", "https://www.facebook.com/rangrezboutique"),
      youtube: env("SHOP_YOUTUBE_URL", "https://www.youtube.com/@rangrezboutique"),
    },
    whatsappCatalogue: env("SHOP_WHATSAPP_CATALOGUE", `https://wa.me/c/${whatsappNumber}`),
    // The shop by name at its address (the area alone showed no shop).
    mapEmbed: env("SHOP_MAP_EMBED", mapEmbedUrl({ name, address })),
    ordersEmail: env("ORDERS_EMAIL", env("SHOP_EMAIL_1", "info@rangrezboutique.in")),
    logo: env("SHOP_LOGO_URL", "/images/logo.png"),
    // The Uttam Nagar shop (Main Bazaar Road, 110059).
    geo: {
      latitude: coordinate("SHOP_LATITUDE", 28.62193, 90),
      longitude: coordinate("SHOP_LONGITUDE", 77.05871, 180),
    },
    credit: creditText ? { text: creditText, url: httpUrl(process.env.FOOTER_CREDIT_URL) } : null,
  };
}

/** A WhatsApp chat link with a pre-filled message. */
export function whatsappLink(number: string, message?: string): string {
  return `https://wa.me/${number}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}
