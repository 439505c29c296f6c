import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ShopError from "@/app/[locale]/error";
import { shopContactOf } from "@/components/layout/shop-document";
import { ShopContactProvider } from "@/components/layout/shop-contact";
import { ClientMessagesProvider } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { getSiteConfig } from "@/lib/site/config";
import { CLIENT_NAMESPACES, catalogueFor, type Catalogue, type ClientNamespace } from "@/messages";

// The error page said "call or WhatsApp us" and gave neither number: the floating buttons are
// icons, and while pages fail a visitor's one way forward is to phone the shop.
function errorPage(locale: Locale): string {
  const messages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, catalogueFor(locale)[ns]])) as Pick<
    Catalogue,
    ClientNamespace
  >;
  const page: ReactNode = createElement(ShopError, { error: new Error("database down"), reset() {} });
  const withContact = createElement(
    ShopContactProvider,
    { contact: shopContactOf(getSiteConfig(), locale) } as ComponentProps<typeof ShopContactProvider>,
    page,
  );
  return renderToStaticMarkup(
    createElement(
      ClientMessagesProvider,
      { locale, messages } as ComponentProps<typeof ClientMessagesProvider>,
      withContact,
    ),
  );
}

describe("the shop's error page", () => {
  it("gives the shop's phone and WhatsApp as plain links", () => {
    const site = getSiteConfig();
    const html = errorPage("en");
    expect(html).toContain("We couldn&#x27;t load this page");
    expect(html).toContain(`href="tel:${site.phones[0].replace(/\s/g, "")}"`);
    expect(html).toContain(`>Call ${site.phones[0]}</a>`);
    expect(html).toMatch(new RegExp(`href="https://wa\\.me/${site.whatsappNumber}\\?text=[^"]+"`));
    expect(html).toContain(`>WhatsApp ${site.whatsapp}</a>`);
    expect(html).not.toContain("database down");
  });

  it("in Hindi too", () => {
    const site = getSiteConfig();
    const html = errorPage("hi");
    expect(html).toContain(`कॉल करें: ${site.phones[0]}`);
    expect(html).toContain(`WhatsApp करें: ${site.whatsapp}`);
  });
});
