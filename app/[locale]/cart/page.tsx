import type { Metadata } from "next";
import { CartView } from "@/features/checkout/ui/cart-view";
import { PageMessages } from "@/lib/i18n/page-messages";
import { NoScriptHelp } from "@/components/ui/no-script-help";
import { getSiteConfig } from "@/lib/site/config";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { localizedPath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { catalogueFor } from "@/messages";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, "cart");
  return {
    title: t("title"),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(locale, "/cart") },
  };
}

export default async function CartPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = translator(locale, "cart");
  const site = getSiteConfig();
  // min-height: the cart lives in localStorage, so the server renders a placeholder first;
  // reserving room keeps the footer from jumping (a layout shift) when it is replaced.
  return (
    <main className="mx-auto min-h-[32rem] max-w-6xl px-4 py-12">
      <h1 className="mb-8 font-display text-3xl font-bold text-maroon-800 sm:text-4xl">{t("title")}</h1>
      <NoScriptHelp site={site} locale={locale} needs={t("noScriptNeeds")} whatsappText={t("whatsappHello")} />
      {/* The cart's words reach the browser on this page only (not with every page's). */}
      <PageMessages messages={{ cart: catalogueFor(locale).cart }}>
        <CartView siteUrl={site.url} whatsappNumber={site.whatsappNumber} />
      </PageMessages>
    </main>
  );
}
