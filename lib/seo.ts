import type { ProductView } from "@/lib/catalogue/product-view";
import type { SiteConfig } from "@/lib/content/site";
import { SHOP_HOURS } from "@/lib/content/shop-location";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/i18n/locales";

/** JSON for a <script type="application/ld+json">, with "<" escaped so text can't close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Text for XML content or attributes (the sitemap's <loc>). */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/**
 * A page's BreadcrumbList: `trail` names the pages in the page's language and gives their
 * English paths; each item links to the page in that language (`/hi/…` on a Hindi page).
 */
export function breadcrumbLd(site: SiteConfig, trail: { name: string; path: string }[], locale: Locale = DEFAULT_LOCALE) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({ "@type": "ListItem", position: i + 1, name: t.name, item: `${site.url}${localizedPath(locale, t.path)}` })),
  };
}

const absolute = (site: SiteConfig, src: string) => (/^https?:\/\//.test(src) ? src : `${site.url}${src.startsWith("/") ? "" : "/"}${src}`);

/** GoodRelations business functions, the vocabulary schema.org's Offer.businessFunction uses. */
const LEASE_OUT = "http://purl.org/goodrelations/v1#LeaseOut";
const SELL = "http://purl.org/goodrelations/v1#Sell";

/**
 * A product page's Product. Collection pieces (and dupattas) are rented out: their Offer says
 * so (businessFunction LeaseOut) and that the piece has been worn before (UsedCondition).
 * Beauty products are sold new. On a Hindi page the name and description are the ones the
 * page shows (the view given) and the offer's url is the Hindi page; the rest are schema.org
 * terms, the same in every language (Product has no inLanguage: the page's <html lang> says it).
 */
export function productLd(site: SiteConfig, p: ProductView, locale: Locale = DEFAULT_LOCALE) {
  const rental = p.kind !== "beauty";
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.title,
    description: p.description,
    image: p.images.map((src) => absolute(site, src)),
    sku: p.id,
    brand: { "@type": "Brand", name: site.name },
    offers: {
      "@type": "Offer",
      price: p.price,
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      itemCondition: rental ? "https://schema.org/UsedCondition" : "https://schema.org/NewCondition",
      businessFunction: rental ? LEASE_OUT : SELL,
      url: `${site.url}${localizedPath(locale, p.href)}`,
      seller: { "@type": "Organization", name: site.name, url: site.url },
    },
  };
}

/** The shop as a ClothingStore (home and contact pages). */
export function storeLd(site: SiteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "ClothingStore",
    "@id": `${site.url}/#store`,
    name: site.name,
    description: site.description,
    url: site.url,
    logo: absolute(site, site.logo),
    image: `${site.url}/images/hero/slide-1.webp`,
    telephone: site.phones[0],
    email: site.emails[0],
    priceRange: "₹₹",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    contactPoint: site.phones.map((telephone) => ({ "@type": "ContactPoint", telephone, contactType: "customer service", areaServed: "IN", availableLanguage: ["en", "hi"] })),
    openingHoursSpecification: SHOP_HOURS.map((h) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: h.days.length === 1 ? h.days[0] : [...h.days], opens: h.opens, closes: h.closes })),
    sameAs: Object.values(site.social),
  };
}

export function faqLd(faqs: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
  };
}
