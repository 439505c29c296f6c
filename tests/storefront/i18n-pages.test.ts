import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import AboutPage from "@/app/[locale]/about/page";
import ContactPage from "@/app/[locale]/contact/page";
import GalleryPage from "@/app/[locale]/gallery/page";
import RoyalPickPage from "@/app/[locale]/royal-pick/page";
import TermsPage from "@/app/[locale]/t&c/page";
import PrivacyPage from "@/app/[locale]/privacy-policy/page";
import { findPolicy } from "@/features/storefront/content/policies";
import { galleryImagesIn } from "@/features/storefront/content/gallery";
import { royalPicksIn } from "@/features/storefront/content/royal-picks";
import { getSiteConfig } from "@/lib/site/config";
import { formatSlot } from "@/lib/site/location";
import { openingHoursText, shopVisit } from "@/lib/site/visit";
import { appointmentProblems, visitText } from "@/features/contact/validation/appointment";
import { SHOP_HOURS } from "@/lib/site/location";
import { catalogueFor } from "@/messages";

// The about, contact, gallery, Royal Picks and policy pages in Hindi at /hi/…:
// Hindi words from the catalogues, links that stay under /hi, and none of the English
// interface text of these pages left in them.

// Pages call pageLocale, whose setRequestLocale runs only inside Next's server render.
vi.mock("next-intl/server", () => ({ setRequestLocale() {} }));
// The contact form's router is only used on submit; rendering the page needs none.
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, refresh() {} }),
}));

const hi = { params: Promise.resolve({ locale: "hi" }) };
const en = { params: Promise.resolve({ locale: "en" }) };

/** What a reader meets: the text between tags and the words in alt, aria-label, title and placeholder attributes. */
function visibleText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ");
  return `${text} ${attributes.join(" ")}`
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

/** English messages of these namespaces that Hindi says differently (a name Hindi keeps in Latin letters, "WhatsApp", is not one). */
function englishLeftIn(text: string, namespaces: (keyof ReturnType<typeof catalogueFor>)[]): string[] {
  const leaves = (tree: unknown): string[] =>
    typeof tree === "string" ? [tree] : tree && typeof tree === "object" ? Object.values(tree).flatMap(leaves) : [];
  const english = namespaces.flatMap((ns) => leaves(catalogueFor("en")[ns]));
  const hindi = new Set(namespaces.flatMap((ns) => leaves(catalogueFor("hi")[ns])));
  // Names the Hindi messages themselves write in Latin letters (WhatsApp, Google) are not English left over.
  const names = new Set([...hindi].flatMap((message) => message.match(/[A-Za-z]{4,}/g) ?? []));
  return english
    .filter((message) => !hindi.has(message))
    .flatMap((message) => message.split(/\{\w+\}/))
    .map((part) =>
      part
        .trim()
        .replace(/^[:.,]|[:.,]$/g, "")
        .trim(),
    )
    .filter(
      (part) =>
        (part.match(/[A-Za-z]{4,}/g) ?? []).some((word) => !names.has(word)) &&
        new RegExp(`(^|[^A-Za-z])${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^A-Za-z]|$)`).test(text),
    );
}

describe("the pages in Hindi", () => {
  it("the contact page: Hindi panel, hours, form and map words, and no English ones", async () => {
    const html = renderToStaticMarkup(await ContactPage(hi));
    const text = visibleText(html);
    for (const words of [
      "संपर्क करें",
      "हमसे बात करें",
      "कॉल करें:",
      "WhatsApp करें:",
      "खुलने का समय: सोमवार से शनिवार सुबह 10:30–रात 8:30, रविवार सुबह 11:00–शाम 6:00।",
      "संदेश भेजें",
      "अपॉइंटमेंट बुक करें",
      "नाम",
      "ईमेल",
      "विषय",
      "रास्ता देखें",
      "संपर्क फ़ॉर्म",
    ])
      expect(text).toContain(words);
    expect(englishLeftIn(text, ["contact", "contactForm"])).toEqual([]);
    // The address, phone numbers and e-mail addresses stay as they are.
    const site = getSiteConfig();
    expect(text).toContain(site.phones[0]);
    expect(text).toContain(site.contactEmails[0]);
  });

  it("the English contact page is as it was", async () => {
    const text = visibleText(renderToStaticMarkup(await ContactPage(en)));
    for (const words of [
      "Contact Us",
      "Get in touch",
      "Call:",
      "Open Monday to Saturday 10:30–20:30, Sunday 11:00–18:00.",
      "Send Message",
      "Book an appointment",
      "Get directions",
      "Loading map…",
    ])
      expect(text).toContain(words);
    // The check the Hindi pages pass finds English where it is.
    expect(englishLeftIn(text, ["contact", "contactForm"]).length).toBeGreaterThan(10);
  });

  it("a policy page in full Hindi, keeping the legal figures", async () => {
    const text = visibleText(renderToStaticMarkup(await TermsPage(hi)));
    expect(text).toContain("नियम और शर्तें");
    expect(text).toContain("नई दिल्ली की अदालतों");
    expect(text).toContain("आख़िरी बार अपडेट: नवंबर 2026।");
    expect(englishLeftIn(text, ["policies"])).toEqual([]);
    const privacy = visibleText(renderToStaticMarkup(await PrivacyPage(hi)));
    expect(findPolicy("privacy-policy", "hi")!.sections).toHaveLength(
      findPolicy("privacy-policy", "en")!.sections.length,
    );
    expect(privacy).toContain("प्राइवेसी पॉलिसी");
    // Every Hindi policy keeps each English one's figures (days).
    for (const slug of ["t&c", "privacy-policy", "return-policy", "shipping-refund"] as const) {
      const digits = (locale: "en" | "hi") => (JSON.stringify(findPolicy(slug, locale)).match(/\d+/g) ?? []).sort();
      expect(digits("hi"), slug).toEqual(digits("en"));
    }
  });

  it("the about page: Hindi words and links under /hi", async () => {
    const html = renderToStaticMarkup(await AboutPage(hi));
    expect(html).toContain('href="/hi/try-on"');
    const text = visibleText(html);
    for (const words of ["हमारी कहानी", "किराए पर लेना कैसे होता है", "ट्रायल बुक करें", "ख़ुश ग्राहक"])
      expect(text).toContain(words);
    expect(englishLeftIn(text, ["about"])).toEqual([]);
    expect(renderToStaticMarkup(await AboutPage(en))).toContain('href="/try-on"');
  });

  it("the gallery and the Royal Picks: Hindi captions, alt texts, labels and a Hindi WhatsApp enquiry", async () => {
    const gallery = renderToStaticMarkup(await GalleryPage(hi));
    expect(gallery).toContain('href="/hi/collection/party-wear-lehenga"');
    expect(englishLeftIn(visibleText(gallery), ["gallery"])).toEqual([]);
    expect(gallery).toContain(`aria-label="तस्वीर खोलें: ${galleryImagesIn("hi")[0]!.caption}"`);
    expect(galleryImagesIn("hi").map((g) => g.src)).toEqual(galleryImagesIn("en").map((g) => g.src));

    const royal = renderToStaticMarkup(await RoyalPickPage(hi));
    expect(visibleText(royal)).toContain("रॉयल पिक्स कलेक्शन");
    expect(englishLeftIn(visibleText(royal), ["royalPicks"])).toEqual([]);
    const pick = royalPicksIn("hi")[0]!;
    expect(pick.alt).toBe("महारानी ब्राइडल लहंगा: रूबी लाल लहंगा");
    expect(royalPicksIn("en")[0]!.alt).toBe("Maharani Bridal Lehenga: a ruby red lehenga");
  });

  it("hours, visit times and the visit's messages in Hindi (English unchanged)", () => {
    expect(openingHoursText("hi")).toBe("सोमवार से शनिवार सुबह 10:30–रात 8:30, रविवार सुबह 11:00–शाम 6:00");
    expect(openingHoursText()).toBe("Monday to Saturday 10:30–20:30, Sunday 11:00–18:00");
    expect(shopVisit(getSiteConfig(), "hi").hours).toBe(openingHoursText("hi"));
    expect(formatSlot("10:30", "hi")).toBe("सुबह 10:30");
    expect(formatSlot("17:30", "hi")).toBe("शाम 5:30");
    expect(formatSlot("17:30")).toBe("5:30 pm");
    const words = { locale: "hi" as const, text: catalogueFor("hi").appointment };
    expect(visitText({ day: "2026-12-05", time: "11:30" }, words)).toBe("शनिवार, 5 दिसंबर 2026, सुबह 11:30");
    expect(visitText({ day: "2026-12-05", time: "11:30" })).toBe("Saturday 5 December 2026 at 11:30 am");
    const now = new Date("2026-11-27T06:00:00Z");
    expect(appointmentProblems({ appointment: true }, now, SHOP_HOURS, words)).toEqual({
      phone: catalogueFor("hi").appointment.phoneRequired,
      preferredDay: "वह दिन चुनें जब आप आना चाहेंगे।",
      preferredTime: "अपनी विज़िट का समय चुनें।",
    });
    const sunday = appointmentProblems(
      { appointment: true, phone: "+919876543210", preferredDay: "2026-11-29", preferredTime: "19:00" },
      now,
      SHOP_HOURS,
      words,
    );
    expect(sunday?.preferredTime).toBe(
      "रविवार को दुकान सुबह 11:00–शाम 6:00 खुली रहती है: सुबह 11:00 से शाम 5:30 के बीच, पूरे या आधे घंटे पर, कोई समय चुनें।",
    );
  });
});
