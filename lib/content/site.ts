/**
 * Shop identity. Every value can be set from the environment; the defaults describe
 * the Delhi shop so a fresh clone shows a complete site.
 */
function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.trim() ? value.trim() : fallback;
}

export interface SiteConfig {
  name: string;
  url: string;
  description: string;
  emails: [string, string];
  phones: [string, string];
  /** the WhatsApp number as shown, and as digits for wa.me links */
  whatsapp: string;
  whatsappNumber: string;
  address: { street: string; locality: string; city: string; region: string; postalCode: string; country: string };
  owner: string;
  social: { business: string; instagram: string; facebook: string; youtube: string };
  whatsappCatalogue: string;
  mapEmbed: string;
  ordersEmail: string;
}

export function getSiteConfig(): SiteConfig {
  const phone1 = env("SHOP_PHONE_1", "+91 98110 45872");
  const phone2 = env("SHOP_PHONE_2", "+91 99580 31264");
  // spec: the second number is the one for "Call and WhatsApp"; every chat and booking link uses it.
  const whatsapp = env("SHOP_WHATSAPP", phone2);
  return {
    name: env("SHOP_NAME", "Rangrez Rental Boutique"),
    url: env("SITE_URL", "http://localhost:3000").replace(/\/$/, ""),
    description:
      "Rent designer lehengas, sarees, gowns, suits and blouses in Delhi for weddings, parties and festive events. Delivery and pickup across India.",
    emails: [env("SHOP_EMAIL_1", "info@rangrezboutique.in"), env("SHOP_EMAIL_2", "bookings@rangrezboutique.in")],
    phones: [phone1, phone2],
    whatsapp,
    whatsappNumber: whatsapp.replace(/\D/g, ""),
    address: {
      street: env("SHOP_STREET", "RZ-14, Block B, Main Bazaar Road, Uttam Nagar"),
      locality: "Uttam Nagar",
      city: env("SHOP_CITY", "New Delhi"),
      region: "Delhi",
      postalCode: env("SHOP_POSTCODE", "110059"),
      country: "IN",
    },
    owner: env("SHOP_OWNER", "Meenakshi Arora"),
    social: {
      business: env("SHOP_BUSINESS_URL", "https://g.page/rangrez-rental-boutique"),
      instagram: env("SHOP_INSTAGRAM_URL", "https://www.instagram.com/rangrezboutique"),
      facebook: env("SHOP_FACEBOOK_URL", "https://www.facebook.com/rangrezboutique"),
      youtube: env("SHOP_YOUTUBE_URL", "https://www.youtube.com/@rangrezboutique"),
    },
    whatsappCatalogue: env("SHOP_WHATSAPP_CATALOGUE", `https://wa.me/c/${whatsapp.replace(/\D/g, "")}`),
    mapEmbed: env(
      "SHOP_MAP_EMBED",
      "https://www.google.com/maps?q=Uttam+Nagar,+New+Delhi&output=embed",
    ),
    ordersEmail: env("ORDERS_EMAIL", env("SHOP_EMAIL_1", "info@rangrezboutique.in")),
  };
}

/** A WhatsApp chat link with a pre-filled message. */
export function whatsappLink(number: string, message?: string): string {
  return `https://wa.me/${number}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}
