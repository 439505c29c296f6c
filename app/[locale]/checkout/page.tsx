import type { Metadata } from "next";
import { CheckoutForm } from "@/features/checkout/ui/checkout-form";
import { PageMessages } from "@/lib/i18n/page-messages";
import { NoScriptHelp } from "@/components/ui/no-script-help";
import { getSiteConfig } from "@/lib/site/config";
import { shopVisit } from "@/lib/site/visit";
import { deliveryCharge } from "@/lib/env";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { localizedPath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { catalogueFor } from "@/messages";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, "checkout");
  return {
    title: t("title"),
    robots: { index: false, follow: false },
    alternates: { canonical: localizedPath(locale, "/checkout") },
  };
}

export default async function CheckoutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = translator(locale, "checkout");
  const cart = translator(locale, "cart");
  const site = getSiteConfig();
  const messages = catalogueFor(locale);
  // min-height: the cart lives in localStorage, so the server renders a placeholder first;
  // reserving room keeps the footer from jumping (a layout shift) when it is replaced.
  return (
    <main className="mx-auto min-h-[32rem] max-w-6xl px-4 py-12">
      <h1 className="mb-8 font-display text-3xl font-bold text-maroon-800 sm:text-4xl">{t("title")}</h1>
      <NoScriptHelp site={site} locale={locale} needs={t("noScriptNeeds")} whatsappText={cart("whatsappHello")} />
      {/* The cart's and checkout's words reach the browser on this page only. */}
      <PageMessages messages={{ cart: messages.cart, checkout: messages.checkout }}>
        <CheckoutForm shop={shopVisit(site, locale)} deliveryCharge={deliveryCharge()} />
      </PageMessages>
    </main>
  );
}
