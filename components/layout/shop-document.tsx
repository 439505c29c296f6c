import { preloadDisplayFont } from "@/lib/fonts";
import { getSiteConfig, whatsappLink, type SiteConfig } from "@/lib/site/config";
import type { Locale } from "@/lib/i18n/locales";
import { ClientMessagesProvider } from "@/lib/i18n/client";
import { translator } from "@/lib/i18n/server";
import { CLIENT_NAMESPACES, catalogueFor, type Catalogue, type ClientNamespace } from "@/messages";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { ContactWidget } from "./contact-widget";
import { DevanagariWebfont } from "./devanagari-webfont";
import { HashHistoryGuard } from "./hash-history-guard";
import { IntentPrefetch } from "./intent-prefetch";
import { ScrollToTop } from "./scroll-to-top";
import { ShopContactProvider, type ShopContact } from "./shop-contact";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The numbers the error page offers, in the page's language (the WhatsApp greeting is the contact buttons'). */
export function shopContactOf(site: SiteConfig, locale: Locale): ShopContact {
  return {
    phone: site.phones[0],
    phoneHref: `tel:${site.phones[0].replace(/\s/g, "")}`,
    whatsapp: site.whatsapp,
    whatsappHref: whatsappLink(site.whatsappNumber, translator(locale, "footer")("whatsappText")),
  };
}

/**
 * The shop's document in one language: <html lang>, its fonts, the words client components
 * read (only their namespaces travel to the browser), the header and the footer. Used by
 * app/[locale]/layout.tsx and by app/not-found.tsx (an address in no language: English).
 */
export function ShopDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = translator(locale, "common");
  const site = getSiteConfig();
  const contact = shopContactOf(site, locale);
  const messages = catalogueFor(locale);
  preloadDisplayFont();
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])) as Pick<
    Catalogue,
    ClientNamespace
  >;
  return (
    // suppressHydrationWarning: DevanagariWebfont may set its attribute on <html> before React hydrates.
    <html lang={locale} suppressHydrationWarning={locale === "hi"}>
      <body className="min-h-screen font-sans antialiased">
        {locale === "hi" && <DevanagariWebfont />}
        <ClientMessagesProvider locale={locale} messages={clientMessages}>
          <ShopContactProvider contact={contact}>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2"
            >
              {t("skipToContent")}
            </a>
            <ScrollToTop />
            <HashHistoryGuard />
            <IntentPrefetch />
            <SiteHeader site={site} locale={locale} />
            <div id="main">{children}</div>
            {/* The footer hydrates after the page (its Reveal, its links), so the page's own work comes first. */}
            <HydrateLater>
              <SiteFooter site={site} locale={locale} />
            </HydrateLater>
            <ContactWidget site={site} locale={locale} />
          </ShopContactProvider>
        </ClientMessagesProvider>
      </body>
    </html>
  );
}
