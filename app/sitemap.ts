import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { beautyCategories, collectionCategories, collectionSlugFor } from "@/lib/content/categories";
import { dupattaItems } from "@/lib/content/dupattas";
import { policies } from "@/lib/content/policies";
import { getSiteConfig } from "@/lib/content/site";
import { listAllBeautyItems } from "@/lib/data/beauty-items";
import { listAllCollectionItems } from "@/lib/data/collection-items";

/** Every page, collection and product; built per request from the (cached) catalogue, so new items appear at once. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const base = getSiteConfig().url;
  const [items, beauty] = await Promise.all([listAllCollectionItems(), listAllBeautyItems()]);
  const page = (path: string, priority = 0.6, changeFrequency: "daily" | "weekly" | "monthly" = "weekly") => ({ url: `${base}${path}`, priority, changeFrequency });
  return [
    page("/", 1, "daily"),
    ...["/about", "/royal-pick", "/gallery", "/contact", "/trending"].map((p) => page(p, 0.7)),
    ...policies.map((p) => page(`/${p.slug}`, 0.3, "monthly")),
    ...collectionCategories.map((c) => page(`/collection/${c.slug}`, 0.9, "daily")),
    ...beautyCategories.map((c) => page(`/beauty-care/${c.slug}`, 0.8, "daily")),
    ...items.flatMap((i) => {
      const slug = collectionSlugFor(i.category);
      return slug ? [page(`/collection/${slug}/${i._id}`, 0.8)] : [];
    }),
    ...beauty.map((i) => page(`/beauty-care/${i.category}/${i._id}`, 0.7)),
    ...dupattaItems.map((d) => page(`/collection/dupatta/${d._id}`, 0.5, "monthly")),
  ];
}
