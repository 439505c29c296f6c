import type { SiteConfig } from "./config";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import {
  addressLine,
  directionsTo,
  directionsUrl as directionsToShop,
  hoursClock,
  SHOP_HOURS,
  shopHoursText,
  weekdayName,
} from "./location";

/**
 * What a visitor needs to come to the shop: where it is, when it is open, and a directions
 * link. Pure (no environment), so the checkout form and the thank-you page get it as props
 * from their server pages, and e-mails build it from the same site config. The address, hours
 * and directions themselves live in shop-location.ts, which the contact page, its map, JSON-LD
 * and the appointment form read too.
 */
export interface ShopVisit {
  name: string;
  /** one line: "RZ-14, Block B, Main Bazaar Road, Uttam Nagar, New Delhi 110059" */
  address: string;
  /** "Monday to Saturday 10:30–20:30, Sunday 11:00–18:00" */
  hours: string;
  /** Google Maps directions from wherever the visitor is to the shop */
  directions: string;
  /** "en" when the page is in another language: the address is written in English letters */
  addressLang?: "en";
}

/** The opening hours in a language: "Monday to Saturday 10:30–20:30, …", "सोमवार से शनिवार सुबह 10:30–रात 8:30, …". */
export function openingHoursText(locale: Locale = "en"): string {
  const t = translator(locale, "shopHours");
  return shopHoursText(
    SHOP_HOURS,
    (h) => {
      const first = weekdayName(h.days[0]!, locale);
      return h.days.length > 1 ? t("dayRange", { first, last: weekdayName(h.days.at(-1)!, locale) }) : first;
    },
    (hhmm) => hoursClock(hhmm, locale),
  );
}

/** Directions to an address (the shop's own link also names the shop: shopVisit). */
export function directionsUrl(address: SiteConfig["address"]): string {
  return directionsTo(addressLine(address));
}

/** `locale` writes the hours in the page's (or the customer's) language; the address stays as it is. */
export function shopVisit(site: Pick<SiteConfig, "name" | "address">, locale: Locale = "en"): ShopVisit {
  return {
    name: site.name,
    address: addressLine(site.address),
    hours: openingHoursText(locale),
    directions: directionsToShop(site),
    ...(locale === "en" ? {} : { addressLang: "en" as const }),
  };
}
