import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { beautyCategories, collectionCategories, collectionSlugFor } from "@/features/shop/categories";
import { dupattaItems } from "@/features/catalogue/content/dupattas";
import { policies } from "@/features/storefront/content/policies";
import { getSiteConfig } from "@/lib/site/config";
import { listBeautyStamps, listCollectionStamps } from "@/features/catalogue";
import { latestHeroChange } from "@/features/storefront";
import { xmlEscape } from "@/lib/site/seo";
import { languageAlternates } from "@/lib/site/metadata";
import { LOCALES, localizedPath } from "@/lib/i18n/locales";

type Frequency = "daily" | "weekly" | "monthly";

/** When this build was made: the last change of pages whose text ships with the code. */
const BUILT_AT = process.env.SITE_BUILT_AT ?? new Date().toISOString();

const latest = (...times: (string | null | undefined)[]) =>
  times.filter((t): t is string => Boolean(t)).reduce((a, b) => (a > b ? a : b), BUILT_AT);

/** Every page, collection and product; built per request from the (cached) catalogue, so new items appear at once. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const base = getSiteConfig().url;
  const [items, beauty, hero] = await Promise.all([listCollectionStamps(), listBeautyStamps(), latestHeroChange()]);
  // Next (16.4) writes `url` and the alternates into the XML unescaped: "/t&c" would break it.
  const absolute = (path: string) => xmlEscape(`${base}${path}`);
  // Every page in both languages, each listing the other (and x-default) as its alternates.
  const page = (path: string, priority: number, changeFrequency: Frequency, lastModified = BUILT_AT) => {
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(path)).map(([tag, href]) => [tag, absolute(href)]),
    );
    return LOCALES.map((locale) => ({
      url: absolute(localizedPath(locale, path)),
      lastModified,
      priority,
      changeFrequency,
      alternates: { languages },
    }));
  };
  const newest = (list: { updatedAt: string }[]) => latest(...list.map((i) => i.updatedAt));
  const pages = [
    page("/", 1, "daily", latest(hero, newest(items))),
    ...["/about", "/royal-pick", "/gallery", "/contact", "/trending"].map((p) => page(p, 0.7, "weekly")),
    ...policies.map((p) => page(`/${p.slug}`, 0.3, "monthly")),
    ...collectionCategories.map((c) =>
      page(`/collection/${c.slug}`, 0.9, "daily", newest(items.filter((i) => i.category === c.value))),
    ),
    ...beautyCategories.map((c) =>
      page(`/beauty-care/${c.slug}`, 0.8, "daily", newest(beauty.filter((i) => i.category === c.value))),
    ),
    ...items.flatMap((i) => {
      const slug = collectionSlugFor(i.category);
      return slug ? [page(`/collection/${slug}/${i._id}`, 0.8, "weekly", i.updatedAt)] : [];
    }),
    ...beauty.map((i) => page(`/beauty-care/${i.category}/${i._id}`, 0.7, "weekly", i.updatedAt)),
    ...dupattaItems.map((d) => page(`/collection/dupatta/${d._id}`, 0.5, "monthly")),
  ];
  return pages.flat();
}
