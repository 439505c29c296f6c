import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import ContactPage from "@/app/[locale]/contact/page";
import { getSiteConfig } from "@/lib/site/config";
import { directionsUrl, formatSlot, hoursOn, shopHoursText, visitSlots } from "@/lib/site/location";

// The map searched the area ("Uttam Nagar, New Delhi"), not the shop, and
// nothing offered directions.
afterEach(() => vi.unstubAllEnvs());
// Pages call pageLocale, whose setRequestLocale runs only inside Next's server render.
vi.mock("next-intl/server", () => ({ setRequestLocale() {} }));
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, refresh() {} }),
}));

const unescape = (html: string) => html.replace(/&amp;/g, "&");

describe("the shop on the map", () => {
  it("the map searches the shop by name and address, and the contact page links directions to it", async () => {
    vi.stubEnv("SHOP_MAP_EMBED", undefined);
    const site = getSiteConfig();
    const place = encodeURIComponent(
      "Rangrez Rental Boutique, RZ-14, Block B, Main Bazaar Road, Uttam Nagar, New Delhi 110059",
    );
    expect(site.mapEmbed).toBe(`https://www.google.com/maps?q=${place}&output=embed`);
    expect(directionsUrl(site)).toBe(`https://www.google.com/maps/dir/?api=1&destination=${place}`);
    const html = unescape(renderToStaticMarkup(await ContactPage({ params: Promise.resolve({ locale: "en" }) })));
    expect(html).toMatch(
      new RegExp(
        `<a href="${directionsUrl(site).replace(/[.?+()]/g, "\\$&")}" target="_blank" rel="noopener noreferrer"[^>]*>Get directions`,
      ),
    );
  });

  it("follows the shop's own name and address from the environment; SHOP_MAP_EMBED still wins for the map", () => {
    vi.stubEnv("SHOP_NAME", "Rangrez & Co");
    vi.stubEnv("SHOP_STREET", "12 Mall Road");
    vi.stubEnv("SHOP_MAP_EMBED", "https://www.google.com/maps/embed?pb=own");
    const site = getSiteConfig();
    expect(directionsUrl(site)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Rangrez%20%26%20Co%2C%2012%20Mall%20Road%2C%20New%20Delhi%20110059",
    );
    expect(site.mapEmbed).toBe("https://www.google.com/maps/embed?pb=own");
  });
});

describe("opening hours", () => {
  it("are one text everywhere: the contact page says them", async () => {
    expect(shopHoursText()).toBe("Monday to Saturday 10:30–20:30, Sunday 11:00–18:00");
    expect(renderToStaticMarkup(await ContactPage({ params: Promise.resolve({ locale: "en" }) }))).toContain(
      "Open Monday to Saturday 10:30–20:30, Sunday 11:00–18:00.",
    );
  });

  it("a visit starts every half hour from opening until half an hour before closing", () => {
    // 2026-12-05 is a Saturday, 2026-12-06 a Sunday
    expect(hoursOn("2026-12-05")?.label).toBe("Monday to Saturday");
    const saturday = visitSlots("2026-12-05");
    expect([saturday[0], saturday.at(-1), saturday.length]).toEqual(["10:30", "20:00", 20]);
    const sunday = visitSlots("2026-12-06");
    expect([sunday[0], sunday.at(-1)]).toEqual(["11:00", "17:30"]);
    expect(visitSlots("2026-12-06", [{ days: ["Monday"], label: "Monday", opens: "10:00", closes: "12:00" }])).toEqual(
      [],
    );
    expect([formatSlot("10:30"), formatSlot("12:00"), formatSlot("17:30")]).toEqual([
      "10:30 am",
      "12:00 pm",
      "5:30 pm",
    ]);
  });
});
