import type { ProductView } from "./product-view";
import { absolute } from "@/lib/site/seo";
import type { SiteConfig } from "@/lib/site/config";
import { pieceText } from "@/lib/i18n/owner-text";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/i18n/locales";

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
  // The owner's Hindi title and description on a Hindi page when she typed them.
  const text = pieceText(p, locale);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: text.title,
    description: text.description,
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
