import { afterEach, describe, expect, it } from "vitest";
import { getSiteConfig, whatsappLink } from "@/lib/content/site";

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
    expect(site.whatsappNumber).toBe("919000011111");
    expect(site.url).toBe("https://example.in");
  });

  it("ignores blank variables", () => {
    process.env.SHOP_NAME = "   ";
    expect(getSiteConfig().name).not.toBe("");
  });

  it("builds WhatsApp links with an encoded message", () => {
    expect(whatsappLink("919811045872", "Hi & hello")).toBe("https://wa.me/919811045872?text=Hi%20%26%20hello");
  });
});
