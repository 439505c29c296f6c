import { afterEach, describe, expect, it } from "vitest";
import { getSiteConfig, whatsappLink } from "@/lib/site/config";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("site config", () => {
  it("has a complete shop identity with no environment", () => {
    for (const key of Object.keys(process.env)) if (key.startsWith("SHOP_")) delete process.env[key];
    const site = getSiteConfig();
    expect(site.emails).toHaveLength(2);
    expect(site.phones).toHaveLength(2);
    expect(site.address.street).toMatch(/Uttam Nagar/);
    expect(site.address.city).toBe("New Delhi");
    expect(site.whatsappNumber).toMatch(/^91\d{10}$/);
    expect(Object.values(site.social).every((u) => u.startsWith("https://"))).toBe(true);
    expect(site.whatsappCatalogue).toMatch(/^https:\/\//);
  });

  it("takes values from the environment", () => {
    process.env.SHOP_NAME = "Test Boutique";
    process.env.SHOP_PHONE_1 = "+91 90000 11111";
    process.env.SITE_URL = "https://example.in/";
    const site = getSiteConfig();
    expect(site.name).toBe("Test Boutique");
    expect(site.phones[0]).toBe("+91 90000 11111");
    expect(site.whatsappNumber).toBe("919958031264");
    expect(site.url).toBe("https://example.in");
  });

  it("uses the second number, the contact page's WhatsApp line, for every WhatsApp link unless SHOP_WHATSAPP says otherwise", () => {
    for (const key of Object.keys(process.env)) if (key.startsWith("SHOP_")) delete process.env[key];
    let site = getSiteConfig();
    expect(site.whatsapp).toBe(site.phones[1]);
    expect(site.whatsappNumber).toBe("919958031264");
    expect(site.whatsappCatalogue).toBe("https://wa.me/c/919958031264");
    process.env.SHOP_PHONE_2 = "+91 90000 22222";
    expect(getSiteConfig().whatsappNumber).toBe("919000022222");
    process.env.SHOP_WHATSAPP = "+91 90000 33333";
    site = getSiteConfig();
    expect(site.whatsapp).toBe("+91 90000 33333");
    expect(site.whatsappCatalogue).toBe("https://wa.me/c/919000033333");
  });

  it("ignores blank variables", () => {
    process.env.SHOP_NAME = "   ";
    expect(getSiteConfig().name).not.toBe("");
  });

  it("builds WhatsApp links with an encoded message", () => {
    expect(whatsappLink("919811045872", "Hi & hello")).toBe("https://wa.me/919811045872?text=Hi%20%26%20hello");
  });
});
