import type { SiteConfig } from "@/lib/site/config";
import { SHOP_HOURS } from "@/lib/site/location";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";

/** JSON for a <script type="application/ld+json">, with "<" escaped so text can't close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Text for XML content or attributes (the sitemap's <loc>). */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * A page's BreadcrumbList: `trail` names the pages in the page's language and gives their
 * English paths; each item links to the page in that language (`/hi/…` on a Hindi page).
 */
export function breadcrumbLd(
  site: SiteConfig,
  trail: { name: string; path: string }[],
  locale: Locale = DEFAULT_LOCALE,
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: t.name,
      item: `${site.url}${localizedPath(locale, t.path)}`,
    })),
  };
}

/** A photo's address as a search engine needs it: whole, with the site's origin. */
export const absolute = (site: SiteConfig, src: string) =>
  /^https?:\/\//.test(src) ? src : `${site.url}${src.startsWith("/") ? "" : "/"}${src}`;

/** The shop as a ClothingStore (home and contact pages), described in the page's language. */
export function storeLd(site: SiteConfig, locale: Locale = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "ClothingStore",
    "@id": `${site.url}/#store`,
    name: site.name,
    description: locale === "en" ? site.description : translator(locale, "home")("metaDescription"),
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
    contactPoint: site.phones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      contactType: "customer service",
      areaServed: "IN",
      availableLanguage: ["en", "hi"],
    })),
    openingHoursSpecification: SHOP_HOURS.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.length === 1 ? h.days[0] : [...h.days],
      opens: h.opens,
      closes: h.closes,
    })),
    sameAs: Object.values(site.social),
  };
}

export function faqLd(faqs: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
