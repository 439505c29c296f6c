import { pageLocale } from "@/lib/i18n/page";
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ProductDetails } from "@/components/product/product-details";
import { JsonLd } from "@/components/seo/json-ld";
import { findBeautyCategory } from "@/lib/content/categories";
import { getSiteConfig } from "@/lib/content/site";
import { getBeautyProduct } from "@/lib/data/items";
import { previewChars } from "@/lib/format";
import { breadcrumbLd, productLd } from "@/lib/seo";

type Props = { params: Promise<{ locale: string; category: string; id: string }> };

// Rendered on first request, then served from the route cache until an admin save
// re-validates it (lib/cache/index.ts) or 5 minutes pass. No path is rendered at build time,
// so \`next build\` never opens the database.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category: slug, id } = await params;
  const product = await getBeautyProduct(slug, id);
  if (!product) return { title: "Not found" };
  const description = previewChars(product.description, 155);
  return pageMetadata({
    title: product.title,
    description,
    path: product.href,
    locale: await pageLocale(params),
    image: product.images[0] ? { url: product.images[0], width: 600, height: 800, alt: product.title } : undefined,
  });
}

/** A product opened directly: a full page with its own metadata and JSON-LD. */
export default async function ProductPage({ params }: Props) {
  const { category: slug, id } = await params;
  const product = await getBeautyProduct(slug, id);
  if (!product) notFound();
  const category = findBeautyCategory(slug)!;
  const site = getSiteConfig();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd data={productLd(site, product)} />
      <JsonLd
        data={breadcrumbLd(site, [
          { name: "Home", path: "/" },
          { name: category.title, path: `/beauty-care/${slug}` },
          { name: product.title, path: product.href },
        ])}
      />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-stone-600">
        <Link href="/" className="hover:text-maroon-700">
          Home
        </Link>{" "}
        /{" "}
        <Link href={`/beauty-care/${slug}`} className="hover:text-maroon-700">
          {category.title}
        </Link>{" "}
        / <span aria-current="page">{product.title}</span>
      </nav>
      <ProductDetails product={product} site={site} headingLevel={1} />
    </main>
  );
}
