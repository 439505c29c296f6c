import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";

/** The language the layout set for this request (setRequestLocale; not-found pages get no params). */
async function pageLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

// A page of the shop that is not there (notFound() in a page): the 404 in its language.
export async function generateMetadata(): Promise<Metadata> {
  const t = translator(await pageLocale(), "notFound");
  return { title: t("title"), description: t("description") };
}

export default async function LocaleNotFound() {
  return <NotFoundContent locale={await pageLocale()} />;
}
