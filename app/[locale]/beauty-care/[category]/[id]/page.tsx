import { pageLocale } from "@/lib/i18n/page";
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/metadata";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ProductDetails } from "@/features/catalogue/ui/product/product-details";
import { JsonLd } from "@/components/seo/json-ld";
import { findBeautyCategory } from "@/features/shop/categories";
import { getSiteConfig } from "@/lib/site/config";
import { getBeautyProduct } from "@/features/catalogue";
import { previewChars } from "@/lib/format";
import { breadcrumbLd } from "@/lib/site/seo";
import { productLd } from "@/features/catalogue/rules/product-ld";
import { translator } from "@/lib/i18n/server";
import { localizedPath } from "@/lib/i18n/locales";
import { categoryText } from "@/features/shop/category-text";
import { localizeDupatta } from "@/features/catalogue/content/dupattas";
import { foreignLang, pieceText } from "@/lib/i18n/owner-text";

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
  const locale = await pageLocale(params);
  const found = await getBeautyProduct(slug, id);
  if (!found) return { title: translator(locale, "catalogue")("notFound") };
  const product = localizeDupatta(found, locale);
  // The owner's Hindi title and description on a Hindi page when she typed them (issue #30).
  const text = pieceText(product, locale);
  const description = previewChars(text.description, 155);
  return pageMetadata({
    title: text.title,
    description,
    path: product.href,
    locale,
    image: product.images[0] ? { url: product.images[0], width: 600, height: 800, alt: text.title } : undefined,
  });
}

/** A product opened directly: a full page with its own metadata and JSON-LD. */
export default async function ProductPage({ params }: Props) {
  const { category: slug, id } = await params;
  const locale = await pageLocale(params);
  const found = await getBeautyProduct(slug, id);
  if (!found) notFound();
  const product = localizeDupatta(found, locale);
  const category = categoryText(locale, findBeautyCategory(slug)!);
  const t = translator(locale, "catalogue");
  const site = getSiteConfig();
  const text = pieceText(product, locale);
  const titleLang = foreignLang(text.titleLang, locale);
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd data={productLd(site, product, locale)} />
      <JsonLd
        data={breadcrumbLd(
          site,
          [
            { name: t("home"), path: "/" },
            { name: category.title, path: `/beauty-care/${slug}` },
            { name: text.title, path: product.href },
          ],
          locale,
        )}
      />
      <nav aria-label={t("breadcrumb")} className="mb-6 text-sm text-stone-600">
        <Link href={localizedPath(locale, "/")} className="hover:text-maroon-700">
          {t("home")}
        </Link>{" "}
        /{" "}
        <Link href={localizedPath(locale, `/beauty-care/${slug}`)} className="hover:text-maroon-700">
          {category.title}
        </Link>{" "}
        {"/ "}
        <span aria-current="page" lang={titleLang}>
          {text.title}
        </span>
      </nav>
      <ProductDetails product={product} site={site} locale={locale} headingLevel={1} />
    </main>
  );
}
