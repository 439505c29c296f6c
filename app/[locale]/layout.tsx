import type { Metadata } from "next";
import { pageLocale } from "@/lib/i18n/page";
import { getSiteConfig } from "@/lib/site/config";
import { LOCALES, OG_LOCALE, isLocale } from "@/lib/i18n/locales";
import { ShopDocument } from "@/components/layout/shop-document";
import { translator } from "@/lib/i18n/server";

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

// Both languages' static pages are made at build; every other page renders on its first visit.
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const site = getSiteConfig();
  return {
    // The shop's name in the page's language for a page without a title of its own (a 404).
    title: { default: translator(locale, "home")("metaTitle", { name: site.name }), template: `%s | ${site.name}` },
    // The shop in the page's language for a page without a description of its own (the cart,
    // the checkout, the thank-you page): the root layout's is English.
    description: translator(locale, "home")("metaDescription"),
    openGraph: { siteName: site.name, locale: OG_LOCALE[locale], type: "website" },
  };
}

/** The shop in the address's language; an unknown first segment is a 404. */
export default async function LocaleLayout({ children, params }: Props) {
  const locale = await pageLocale(params);
  return <ShopDocument locale={locale}>{children}</ShopDocument>;
}
