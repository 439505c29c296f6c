import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";

type Props = { params: Promise<{ locale: string }> };

/** "पेज नहीं मिला": the 404's title in its language (the not-found file gets no params to know it). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: translator(locale, "notFound")("title"), robots: { index: false } };
}

// An address under a language that names no page (/hi/no-such-page, /hi/login): without this,
// nothing under app/[locale] matched it and the visitor got the root 404, in English, without
// the shop's header or the language switch. Here it is the 404 of its language
// (app/[locale]/not-found.tsx), inside that language's layout. Every named page wins over it.
export default function MissingPage(): never {
  notFound();
}
