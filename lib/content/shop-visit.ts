import type { SiteConfig } from "./site";

/**
 * What a visitor needs to come to the shop: where it is, when it is open, and a directions
 * link. Pure (no environment), so the checkout form and the thank-you page get it as props
 * from their server pages, and e-mails build it from the same site config.
 */
export interface ShopVisit {
  name: string;
  /** one line: "RZ-14, Block B, Main Bazaar Road, Uttam Nagar, New Delhi 110059" */
  address: string;
  /** "Monday to Saturday 10:30–20:30, Sunday 11:00–18:00" */
  hours: string;
  /** Google Maps directions from wherever the visitor is to the shop */
  directions: string;
}

/** The shop's opening hours, one entry per run of days with the same hours (as the contact page and JSON-LD state them). */
export const OPENING_HOURS = [
  { label: "Monday to Saturday", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "10:30", closes: "20:30" },
  { label: "Sunday", days: ["Sunday"], opens: "11:00", closes: "18:00" },
] as const;

export function openingHoursText(): string {
  return OPENING_HOURS.map((h) => `${h.label} ${h.opens}–${h.closes}`).join(", ");
}

export function addressLine(address: SiteConfig["address"]): string {
  return `${address.street}, ${address.city} ${address.postalCode}`;
}

/** Maps URLs (https://developers.google.com/maps/documentation/urls/get-started#directions-action): opens the app on a phone. */
export function directionsUrl(address: SiteConfig["address"]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(address))}`;
}

export function shopVisit(site: Pick<SiteConfig, "name" | "address">): ShopVisit {
  return { name: site.name, address: addressLine(site.address), hours: openingHoursText(), directions: directionsUrl(site.address) };
}
