import type { ProductView } from "@/lib/catalogue/product-view";
import type { SiteConfig } from "@/lib/content/site";

/** JSON for a <script type="application/ld+json">, with "<" escaped so text can't close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function breadcrumbLd(site: SiteConfig, trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({ "@type": "ListItem", position: i + 1, name: t.name, item: `${site.url}${t.path}` })),
  };
}

export function productLd(site: SiteConfig, p: ProductView) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.title,
    description: p.description,
    image: p.images.map((src) => (src.startsWith("http") ? src : `${site.url}${src}`)),
    sku: p.id,
    brand: { "@type": "Brand", name: site.name },
    offers: {
      "@type": "Offer",
      price: p.price,
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url: `${site.url}${p.href}`,
      seller: { "@type": "Organization", name: site.name },
    },
  };
}
