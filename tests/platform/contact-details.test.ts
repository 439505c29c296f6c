import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ContactPage from "@/app/[locale]/contact/page";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { getSiteConfig } from "@/lib/site/config";

// Item 13: three e-mail addresses on the contact panel (header and footer keep two), and the
// spec's developer credit in the footer when it is set.
afterEach(() => vi.unstubAllEnvs());
// The contact form's router is only used on submit; rendering the page needs none.
// Pages call pageLocale, whose setRequestLocale runs only inside Next's server render.
vi.mock("next-intl/server", () => ({ setRequestLocale() {} }));
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, refresh() {} }),
}));

const mailtos = (html: string) => [...html.matchAll(/href="mailto:([^"]+)"/g)].map((m) => m[1]);

function clearShopEnv() {
  for (const name of [
    "SHOP_EMAIL_1",
    "SHOP_EMAIL_2",
    "SHOP_EMAIL_3",
    "ORDERS_EMAIL",
    "FOOTER_CREDIT_TEXT",
    "FOOTER_CREDIT_URL",
    "SHOP_PHONE_1",
    "SHOP_PHONE_2",
  ])
    vi.stubEnv(name, undefined);
}

describe("the shop's e-mail addresses", () => {
  it("the contact panel lists three, by default and from SHOP_EMAIL_1..3", async () => {
    clearShopEnv();
    expect(
      new Set(mailtos(renderToStaticMarkup(await ContactPage({ params: Promise.resolve({ locale: "en" }) })))).size,
    ).toBe(3);
    vi.stubEnv("SHOP_EMAIL_1", "one@shop.test");
    vi.stubEnv("SHOP_EMAIL_2", "two@shop.test");
    vi.stubEnv("SHOP_EMAIL_3", "three@shop.test");
    vi.stubEnv("ORDERS_EMAIL", "orders-inbox@shop.test");
    expect(mailtos(renderToStaticMarkup(await ContactPage({ params: Promise.resolve({ locale: "en" }) })))).toEqual([
      "one@shop.test",
      "two@shop.test",
      "three@shop.test",
    ]);
  });

  it("header and footer keep two", () => {
    clearShopEnv();
    vi.stubEnv("SHOP_EMAIL_3", "three@shop.test");
    const site = getSiteConfig();
    const footer = mailtos(renderToStaticMarkup(createElement(SiteFooter, { site, locale: "en" })));
    expect(footer).toEqual(site.emails);
    expect(footer).not.toContain("three@shop.test");
    expect(mailtos(renderToStaticMarkup(createElement(SiteHeader, { site, locale: "en" })))).not.toContain(
      "three@shop.test",
    );
  });
});

describe("the header's contacts", () => {
  it("shows both e-mail addresses and both phone numbers, as the spec's header does", () => {
    clearShopEnv();
    vi.stubEnv("SHOP_PHONE_1", "+91 98110 45872");
    vi.stubEnv("SHOP_PHONE_2", "+91 99580 31264");
    const site = getSiteConfig();
    const html = renderToStaticMarkup(createElement(SiteHeader, { site, locale: "en" }));
    expect(mailtos(html)).toEqual(["info@rangrezboutique.in", "bookings@rangrezboutique.in"]);
    expect([...html.matchAll(/href="tel:([^"]+)"[^>]*>.*?<\/svg> ?([^<]+)</g)].map((m) => [m[1], m[2]])).toEqual([
      ["+919811045872", "+91 98110 45872"],
      ["+919958031264", "+91 99580 31264"],
    ]);
  });
});

describe("the footer's credit line", () => {
  it("is absent until FOOTER_CREDIT_TEXT is set", () => {
    clearShopEnv();
    const html = renderToStaticMarkup(createElement(SiteFooter, { site: getSiteConfig(), locale: "en" }));
    expect(html).not.toMatch(/Website by/);
  });

  it("shows the text, linked to FOOTER_CREDIT_URL in a new tab", () => {
    clearShopEnv();
    vi.stubEnv("FOOTER_CREDIT_TEXT", "Website by Loom Studio");
    vi.stubEnv("FOOTER_CREDIT_URL", "https://loom.example/");
    const html = renderToStaticMarkup(createElement(SiteFooter, { site: getSiteConfig(), locale: "en" }));
    expect(html).toMatch(
      /<a href="https:\/\/loom\.example\/" target="_blank" rel="noopener"[^>]*>Website by Loom Studio<\/a>/,
    );
  });

  it("shows the text alone without a URL, and never links a non-web address", () => {
    clearShopEnv();
    vi.stubEnv("FOOTER_CREDIT_TEXT", "Website by Loom Studio");
    vi.stubEnv("FOOTER_CREDIT_URL", "javascript:alert(1)");
    const html = renderToStaticMarkup(createElement(SiteFooter, { site: getSiteConfig(), locale: "en" }));
    expect(html).toContain("Website by Loom Studio");
    expect(html).not.toContain("javascript:");
  });
});
