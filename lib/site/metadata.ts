import type { Metadata } from "next";
import { getSiteConfig } from "@/lib/site/config";
import { DEFAULT_LOCALE, LANGUAGE_TAG, LOCALES, OG_LOCALE, localizedPath, type Locale } from "@/lib/i18n/locales";

/**
 * The same page in every language, for <link rel="alternate" hreflang> and the sitemap:
 * en-IN, hi-IN and x-default (English, the address without a prefix). Reciprocal by
 * construction: each language's page lists them all.
 */
export function languageAlternates(path: string): Record<string, string> {
  const entries = LOCALES.map((locale) => [LANGUAGE_TAG[locale], localizedPath(locale, path)] as const);
  return Object.fromEntries([...entries, ["x-default", localizedPath(DEFAULT_LOCALE, path)]]);
}

/**
 * Title, description, canonical URL and OpenGraph/Twitter tags for an indexable page, in one
 * place: Next replaces (not merges) a parent's openGraph, so every page sets all of it.
 */
export function pageMetadata({
  title,
  description,
  path,
  locale,
  image,
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  /** the page's address in English (no language prefix) */
  path: string;
  locale: Locale;
  image?: { url: string; width?: number; height?: number; alt?: string };
  absoluteTitle?: boolean;
}): Metadata {
  const site = getSiteConfig();
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const images = [image ?? { url: "/images/hero/slide-1.webp", width: 1600, height: 900, alt: site.name }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: localizedPath(locale, path), languages: languageAlternates(path) },
    openGraph: {
      title: fullTitle,
      description,
      url: localizedPath(locale, path),
      siteName: site.name,
      locale: OG_LOCALE[locale],
      type: "website",
      images,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: images.map((i) => i.url) },
  };
}
