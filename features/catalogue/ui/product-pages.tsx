import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { pageLocale } from "@/lib/i18n/page";
import { translator } from "@/lib/i18n/server";
import { localizedPath } from "@/lib/i18n/locales";
import { foreignLang, pieceText } from "@/lib/i18n/owner-text";
import { getSiteConfig } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";
import { breadcrumbLd } from "@/lib/site/seo";
import { previewChars } from "@/lib/format";
import { findBeautyCategory, findCollectionCategory } from "@/features/shop/categories";
import { categoryText } from "@/features/shop/category-text";
import { getBeautyProduct, getCollectionProduct } from "../data";
import { localizeDupatta } from "../content/dupattas";
import { canonicalState } from "../rules/browse-state";
import { shapeOf } from "../rules/browse-shape";
import { productLd } from "../rules/product-ld";
import { ProductDetails } from "./product/product-details";
import { ProductDialog } from "./product/product-dialog";
import { BeautyBrowse, beautyMetadata, CollectionBrowse, collectionMetadata } from "./catalogue-pages";
import { variantMetadata } from "./listings";

/**
 * The pages of a collection piece and of a beauty product, and the sorted or filtered lists of
 * their categories, made from one description of each kind: what differs between them is this
 * table. A page file keeps its own `revalidate` and `generateStaticParams`, which Next reads
 * from the file itself.
 */
const KINDS = {
  collection: {
    section: "collection",
    param: "slug",
    find: getCollectionProduct,
    category: findCollectionCategory,
    listMetadata: collectionMetadata,
    Browse: CollectionBrowse,
  },
  beauty: {
    section: "beauty-care",
    param: "category",
    find: getBeautyProduct,
    category: findBeautyCategory,
    listMetadata: beautyMetadata,
    Browse: BeautyBrowse,
  },
} as const;

type Kind = keyof typeof KINDS;
type Params = Promise<{ locale: string } & Record<string, string>>;

async function read(kind: Kind, params: Params) {
  const k = KINDS[kind];
  const all = await params;
  const slug = all[k.param]!;
  const locale = await pageLocale(params);
  return { k, slug, all, locale };
}

/** A product's page (`[id]/page.tsx`), its popup over the grid (`@modal/(.)[id]/page.tsx`) and their metadata. */
export function productPage(kind: Kind) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { k, slug, all, locale } = await read(kind, params);
    const found = await k.find(slug, all.id!);
    if (!found) return { title: translator(locale, "catalogue")("notFound") };
    const product = localizeDupatta(found, locale);
    // The owner's Hindi title and description on a Hindi page when she typed them.
    const text = pieceText(product, locale);
    return pageMetadata({
      title: text.title,
      description: previewChars(text.description, 155),
      path: product.href,
      locale,
      image: product.images[0] ? { url: product.images[0], width: 600, height: 800, alt: text.title } : undefined,
    });
  }

  /** A product opened directly: a full page with its own metadata and JSON-LD. */
  async function ProductPage({ params }: { params: Params }) {
    const { k, slug, all, locale } = await read(kind, params);
    const found = await k.find(slug, all.id!);
    if (!found) notFound();
    const product = localizeDupatta(found, locale);
    const category = categoryText(locale, k.category(slug)!);
    const t = translator(locale, "catalogue");
    const site = getSiteConfig();
    const text = pieceText(product, locale);
    const titleLang = foreignLang(text.titleLang, locale);
    const list = `/${k.section}/${slug}`;
    return (
      <main className="mx-auto max-w-6xl px-4 py-10">
        <JsonLd data={productLd(site, product, locale)} />
        <JsonLd
          data={breadcrumbLd(
            site,
            [
              { name: t("home"), path: "/" },
              { name: category.title, path: list },
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
          <Link href={localizedPath(locale, list)} className="hover:text-maroon-700">
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

  /** The product opened from its grid: the same content as the page, as a popup over the grid. */
  async function ProductModal({ params }: { params: Params }) {
    const { k, slug, all, locale } = await read(kind, params);
    const product = await k.find(slug, all.id!);
    if (!product) notFound();
    return (
      <ProductDialog>
        <ProductDetails product={localizeDupatta(product, locale)} site={getSiteConfig()} locale={locale} />
      </ProductDialog>
    );
  }

  return { generateMetadata, ProductPage, ProductModal };
}

/**
 * A sorted, filtered or dated list (`browse/[query]/page.tsx`): proxy.ts rewrites
 * `/collection/gowns?fabric=silk&page=2` to `/collection/gowns/browse/fabric-silk_page-2`. It reads
 * only its params, so each variant is rendered once and then served from the route cache like
 * the plain page; only the canonical spelling of a state is a page (one cache entry per result).
 */
export function variantPage(kind: Kind) {
  async function stateOf(params: Params) {
    const { k, slug, all, locale } = await read(kind, params);
    return { k, slug, locale, state: canonicalState(all.query!, shapeOf(k.section, slug)) };
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { k, slug, locale, state } = await stateOf(params);
    return state ? variantMetadata(k.listMetadata(slug, locale), `/${k.section}/${slug}`, state, locale) : {};
  }

  async function VariantPage({ params }: { params: Params }) {
    const { k, slug, locale, state } = await stateOf(params);
    if (!state) notFound();
    return <k.Browse slug={slug} state={state} locale={locale} />;
  }

  return { generateMetadata, VariantPage };
}
