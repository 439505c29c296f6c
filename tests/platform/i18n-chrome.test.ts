// The shop's frame and home page in Hindi: the header, menus, footer, floating
// contact buttons, the home page's sections, /trending and the error page render their words
// from the catalogues, and every link they hold stays under /hi. The Google Translate widget
// is gone, and the site-wide CSP no longer lets its hosts in.
import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

// Under vitest next-intl resolves its client build, whose setRequestLocale throws; pageLocale()
// only hands the language to next-intl's request cache, which these renders do not read.
vi.mock("next-intl/server", async (original) => ({
  ...(await original<typeof import("next-intl/server")>()),
  setRequestLocale() {},
}));
// The document's HashHistoryGuard asks for the app router, which a static render has not mounted.
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, replace() {}, refresh() {} }),
}));
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { ContactWidget } from "@/components/layout/contact-widget";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { NoScriptHelp } from "@/components/ui/no-script-help";
import { ShopDocument } from "@/components/layout/shop-document";
import { HeroCarousel } from "@/features/storefront/ui/home/hero-carousel";
import { TypewriterHero } from "@/features/storefront/ui/home/typewriter-hero";
import { WhyChooseUs } from "@/features/storefront/ui/home/why-choose-us";
import { MostLovedSlider } from "@/features/storefront/ui/home/most-loved-slider";
import { ExploreYourStyle } from "@/features/storefront/ui/home/explore-your-style";
import { GraceInEveryStitch } from "@/features/storefront/ui/home/grace-in-every-stitch";
import { OwnerSection } from "@/features/storefront/ui/home/owner-section";
import { Testimonials } from "@/features/storefront/ui/home/testimonials";
import { FaqAccordion } from "@/features/storefront/ui/home/faq-accordion";
import { SampleGallery } from "@/features/storefront/ui/home/sample-gallery";
import ShopError from "@/app/[locale]/error";
import HomePage, { generateMetadata as homeMetadata } from "@/app/[locale]/home/[edition]/page";
import { generateMetadata as trendingMetadata } from "@/app/[locale]/trending/[edition]/page";
import { homeContent } from "@/features/storefront/content/home";
import { footerCollections, mainNav, quickLinks } from "@/features/storefront/content/navigation";
import { getSiteConfig } from "@/lib/site/config";
import { ClientMessagesProvider } from "@/lib/i18n/client";
import { EDITION } from "@/lib/i18n/rewrites";
import type { Locale } from "@/lib/i18n/locales";
import { CLIENT_NAMESPACES, catalogueFor, type Catalogue, type ClientNamespace } from "@/messages";
import { headersFor } from "../helpers/config-headers";

/** Rendered as the page renders it: client components read the page's language and words from the provider. */
function render(locale: Locale, node: ReactNode): string {
  const messages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, catalogueFor(locale)[ns]])) as Pick<
    Catalogue,
    ClientNamespace
  >;
  // (children as the third argument, the provider's props typed without them)
  return renderToStaticMarkup(
    createElement(ClientMessagesProvider, { locale, messages } as ComponentProps<typeof ClientMessagesProvider>, node),
  );
}

/** Every internal link's address (href="/…"), fragments and API routes aside. */
const internalLinks = (html: string) =>
  [...html.matchAll(/href="(\/[^"]*)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, "&"))
    .filter((href) => !href.startsWith("/api/") && !href.startsWith("/_next/"));

function expectAllUnderHi(html: string) {
  // Not this area's links: the language switch (to English, by design), and the header's search
  // and cart buttons (features/catalogue/ui/search, features/cart/ui: their own helpers localize them).
  const links = internalLinks(
    html.replace(/<a [^>]*hrefLang="en-IN"[^>]*>/g, "").replace(/href="\/(search|cart)"/g, ""),
  );
  expect(links.length).toBeGreaterThan(0);
  expect(
    links.filter(
      (href) => href !== "/hi" && !href.startsWith("/hi/") && !href.startsWith("/hi?") && !href.startsWith("/hi#"),
    ),
  ).toEqual([]);
}

const site = getSiteConfig();

describe("the header in Hindi", () => {
  it("names the menus in Hindi and keeps every link under /hi", () => {
    const html = render("hi", createElement(SiteHeader, { site, locale: "hi" }));
    for (const word of [
      "होम",
      "हमारे बारे में",
      "कलेक्शन",
      "ब्यूटी और केयर",
      "गैलरी",
      "संपर्क",
      "पार्टी वियर लहंगा",
      "डिज़ाइनर साड़ियाँ",
      "साबुन",
    ])
      expect(html).toContain(word);
    expect(html).toContain('aria-label="मुख्य मेनू"');
    expect(html).toContain('aria-label="मेनू खोलें"');
    for (const english of [
      "HOME",
      "ABOUT",
      "ROYAL PICK",
      "COLLECTION",
      "BEAUTY &amp; CARE",
      "GALLERY",
      "CONTACT",
      "Party Wear Lehenga",
      "Open menu",
    ])
      expect(html).not.toContain(english);
    expectAllUnderHi(html.replace(/href="mailto:[^"]*"|href="tel:[^"]*"/g, ""));
    // the home link and the dropdowns' ids are the same in both languages
    expect(html).toContain('href="/hi"');
    expect(html).toContain('id="menu-collection"');
    expect(html).toContain('id="menu-beauty-care"');
    // the switch leads to English
    expect(html).toMatch(/hrefLang="en-IN"[^>]*>English</);
  });

  it("keeps English addresses and words on English pages", () => {
    const html = render("en", createElement(SiteHeader, { site, locale: "en" }));
    expect(html).toContain(">COLLECTION");
    expect(html).toContain('href="/collection/suits"');
    expect(html).toContain('href="/"');
    expect(internalLinks(html).filter((h) => h.startsWith("/hi"))).toEqual(["/hi"]); // the language switch alone
  });

  it("gives the phone menu the same Hindi entries and its own words in Hindi", () => {
    const nav = mainNav("hi");
    expect(nav.map((e) => e.label)).toEqual(["होम", "हमारे बारे में", "रॉयल पिक", "कलेक्शन", "ब्यूटी और केयर", "गैलरी", "संपर्क"]);
    expect(quickLinks("hi").every((l) => l.href.startsWith("/hi/"))).toBe(true);
    // The phone menu draws its links (and the language switch) only once opened: its button here.
    const html = render(
      "hi",
      createElement(MobileMenu, {
        entries: nav,
        labels: { open: "मेनू खोलें", close: "मेनू बंद करें", menu: "मेनू", nav: "मोबाइल मेनू", quote: "…" },
      }),
    );
    expect(html).toContain('aria-label="मेनू खोलें"');
  });
});

describe("the whole document in Hindi", () => {
  it("puts the Hindi header, footer and contact buttons around the page, and no translate widget", () => {
    const html = renderToStaticMarkup(
      createElement(
        ShopDocument,
        { locale: "hi" } as ComponentProps<typeof ShopDocument>,
        createElement("main", null, "…"),
      ),
    );
    expect(html).toMatch(/^<html lang="hi"/);
    for (const word of ["मुख्य सामग्री पर जाएँ", "कलेक्शन", "ज़रूरी लिंक", "को कॉल करें"]) expect(html).toContain(word);
    for (const gone of ["google_translate_element", "Translate this page", "translate.google.com"])
      expect(html).not.toContain(gone);
  });
});

describe("the footer and the contact buttons in Hindi", () => {
  it("writes the footer in Hindi, its links under /hi, without the translate widget", () => {
    const html = render("hi", createElement(SiteFooter, { site, locale: "hi" }));
    for (const word of [
      "ज़रूरी लिंक",
      "हमारा कलेक्शन",
      "हमें लिखें",
      "हमें कॉल करें",
      "सर्वाधिकार सुरक्षित",
      "अब तक के विज़िटर:",
      "नियम और शर्तें",
      "दुल्हन के लहंगे",
    ])
      expect(html).toContain(word);
    expect(html).toContain('href="/hi/trending#lehengas"');
    expect(html).toContain('href="/hi/t&amp;c"');
    expectAllUnderHi(html);
    for (const english of [
      "Quick Links",
      "Our Collection",
      "All rights reserved",
      "Visitor Count",
      "Translate this page",
      "google_translate_element",
    ])
      expect(html).not.toContain(english);
  });

  it("the English footer has no translate widget either", () => {
    const html = render("en", createElement(SiteFooter, { site, locale: "en" }));
    expect(html).toContain("Quick Links");
    expect(html).not.toContain("Translate this page");
    expect(html).not.toContain("google_translate_element");
  });

  it("labels the call and WhatsApp buttons in Hindi and greets in Hindi", () => {
    const html = render("hi", createElement(ContactWidget, { site, locale: "hi" }));
    expect(html).toContain(`aria-label="${site.name} को कॉल करें"`);
    expect(html).toContain("WhatsApp पर बात करें");
    expect(decodeURIComponent(html)).toContain("नमस्ते!");
  });

  it("the help shown without JavaScript speaks Hindi when the page does", () => {
    const html = renderToStaticMarkup(
      createElement(NoScriptHelp, { site, locale: "hi", needs: "कार्ट", whatsappText: "नमस्ते" }),
    );
    expect(html).toContain("कार्ट के लिए JavaScript चाहिए");
    expect(html).toContain("WhatsApp पर लिखें");
    expect(html).toContain(`${site.phones[0]} पर कॉल करें`);
    expect(
      renderToStaticMarkup(
        createElement(NoScriptHelp, { site, locale: "en", needs: "The cart", whatsappText: "Hello" }),
      ),
    ).toContain("The cart needs JavaScript");
  });
});

describe("the home page in Hindi", () => {
  it("draws every section's words in Hindi with links under /hi", () => {
    const faqs = homeContent("hi").faqs;
    const html = render(
      "hi",
      createElement("main", null, [
        createElement(WhyChooseUs, { key: 1, locale: "hi" }),
        createElement(MostLovedSlider, { key: 2, locale: "hi" }),
        createElement(ExploreYourStyle, { key: 3, locale: "hi" }),
        createElement(GraceInEveryStitch, { key: 4, locale: "hi" }),
        createElement(OwnerSection, { key: 5, site, locale: "hi" }),
        createElement(Testimonials, { key: 6, locale: "hi" }),
        createElement(FaqAccordion, { key: 7, locale: "hi", faqs }),
        createElement(SampleGallery, { key: 8, locale: "hi" }),
      ]),
    );
    for (const word of [
      "हमें क्यों चुनें",
      "सबसे पसंदीदा कलेक्शन",
      "अपना स्टाइल चुनें",
      "हर सिलाई में नज़ाकत",
      "हमारी संस्थापक से मिलिए",
      "हमारे ग्राहक क्या कहते हैं",
      "अक्सर पूछे जाने वाले सवाल",
      "हमारे सजाए लुक",
      "गैलरी देखें",
      "ओनर से बात करें",
      "दुल्हन",
    ])
      expect(html).toContain(word);
    // the sliders' own controls
    expect(html).toContain('aria-label="पसंदीदा कपड़ों की स्लाइड में पिछला"');
    expect(html).toContain('aria-label="8 में से 1"');
    expect(html).toContain('aria-label="ग्राहकों की राय रोकें"');
    expectAllUnderHi(html);
    for (const english of [
      "Why Choose Us",
      "Most Loved Collection",
      "Frequently Asked Questions",
      "View Gallery",
      "Previous in",
      " of 8",
      "Pause ",
    ])
      expect(html).not.toContain(english);
  });

  it("puts the fixed words around the owner's slides in Hindi (the slides' own text stays as she typed it)", () => {
    const slide = {
      _id: "s1",
      title: "Bridal Edit",
      desc: "Lehengas for the big day",
      extra: "",
      image: "/images/hero/slide-1.webp",
      offers: [{ text: "Flat", discount: "20%" }],
      version: 1,
    };
    const html = render(
      "hi",
      createElement(HeroCarousel, {
        slides: [slide, { ...slide, _id: "s2" }],
        tagline: homeContent("hi").heroTagline,
        locale: "hi",
      }),
    );
    for (const word of [
      "जहाँ ख़ूबसूरती मिलती है किफ़ायत से",
      "हमारी गैलरी देखें",
      "अपॉइंटमेंट बुक करें",
      'aria-label="ख़ास झलकियाँ"',
      'aria-label="अगली स्लाइड"',
      'aria-label="स्लाइड 2 दिखाएँ"',
      'aria-label="स्लाइड रोकें"',
    ])
      expect(html).toContain(word);
    expect(html).toContain("Bridal Edit");
    expect(html).toContain('href="/hi/gallery"');
    expect(html).toContain('href="/hi/try-on"');
    const typed = render(
      "hi",
      createElement(TypewriterHero, { lines: homeContent("hi").typewriterLines, target: "why-h", title: "शीर्षक" }),
    );
    expect(typed).toContain("अभी बुक करें");
    expect(typed).toContain("प्रीमियम साड़ियाँ और लहंगे किराए पर");
  });

  it("the page itself: Hindi title, description and FAQ JSON-LD on /hi", async () => {
    const params = Promise.resolve({ locale: "hi", edition: EDITION });
    const meta = await homeMetadata({ params });
    expect(meta.title).toEqual({ absolute: `${site.name} | दिल्ली में लहंगे, साड़ियाँ और गाउन किराए पर` });
    expect(meta.description).toMatch(/^ख़ूबसूरती भी, किफ़ायत भी/);
    const html = render("hi", await HomePage({ params }));
    const faq = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity[0].name).toBe("आप क्या-क्या देते हैं?");
    expect(html).toContain("स्टूडियो में नया");
    expect((await trendingMetadata({ params })).title).toBe("अभी ट्रेंड में");
  }, 300_000); // the first page render opens and seeds the test database

  it("keeps the English home page's words", async () => {
    const meta = await homeMetadata({ params: Promise.resolve({ locale: "en", edition: EDITION }) });
    expect(meta.title).toEqual({ absolute: `${site.name} | Lehengas, Sarees & Gowns on Rent in Delhi` });
    expect(homeContent("en").faqs[0]!.question).toBe("What do you offer?");
    expect(footerCollections).toHaveLength(6);
  });
});

describe("the error page in Hindi", () => {
  it("says so in Hindi and leads home to /hi", () => {
    const html = render("hi", createElement(ShopError, { error: new Error("x"), reset() {} }));
    expect(html).toContain("यह पेज लोड नहीं हो पाया");
    expect(html).toContain("फिर से कोशिश करें");
    expect(html).toContain('href="/hi"');
  });
});

describe("the site-wide content security policy", () => {
  it("lets in no Google Translate host, and still the map frame and uploadthing's images", async () => {
    for (const p of ["/", "/hi", "/hi/collection/gowns"]) {
      const csp = (await headersFor(p))["content-security-policy"]!;
      for (const host of [
        "translate.google.com",
        "translate.googleapis.com",
        "translate-pa.googleapis.com",
        "www.gstatic.com",
        "fonts.gstatic.com",
      ])
        expect(csp, `${p}: ${host}`).not.toContain(host);
      expect(csp).toContain("frame-src https://www.google.com https://maps.google.com");
      expect(csp).toContain("https://utfs.io");
      expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(?: 'unsafe-eval')?;/);
    }
  });
});
