import type { Metadata } from "next";
import { MyShortlists } from "@/features/shortlist/ui/my-shortlists";
import { PageMessages } from "@/lib/i18n/page-messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { localizedPath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { catalogueFor } from "@/messages";

type Props = { params: LocaleParams };

// Her lists live in her browser: nothing here for a search engine.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return {
    title: translator(locale, "shortlist")("title"),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(locale, "/shortlist") },
  };
}

/** /shortlist (and /hi/shortlist): "My shortlist", her lists by event, drawn from her browser's storage. */
export default async function ShortlistPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = translator(locale, "shortlist");
  return (
    <main className="mx-auto min-h-[32rem] max-w-4xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">{t("title")}</h1>
      <p className="mb-8 mt-2 text-stone-700">{t("intro")}</p>
      <PageMessages messages={{ shortlist: catalogueFor(locale).shortlist }}>
        <MyShortlists />
      </PageMessages>
    </main>
  );
}
