import type { Metadata } from "next";
import { getSiteConfig } from "@/lib/content/site";

/**
 * Title, description, canonical URL and OpenGraph/Twitter tags for an indexable page, in one
 * place: Next replaces (not merges) a parent's openGraph, so every page sets all of it.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  path: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  absoluteTitle?: boolean;
}): Metadata {
  const site = getSiteConfig();
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const images = [image ?? { url: "/images/hero/slide-1.webp", width: 1600, height: 900, alt: site.name }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title: fullTitle, description, url: path, siteName: site.name, locale: "en_IN", type: "website", images },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: images.map((i) => i.url) },
  };
}
