/**
 * Where and when a visitor finds the shop: its address as one line, its opening hours, the
 * map's search and a directions link. Pure (no environment, no server code), so pages, the
 * contact form in the browser, e-mails and JSON-LD all read the same hours and the same place.
 * The address itself comes from the site config (SHOP_STREET, SHOP_CITY, SHOP_POSTCODE).
 */

/** The part of the site config a place needs (structural, so this module imports nothing). */
export interface ShopPlace {
  name: string;
  address: { street: string; city: string; postalCode: string };
}

/** "RZ-14, Block B, Main Bazaar Road, Uttam Nagar, New Delhi 110059" */
export function addressLine(address: ShopPlace["address"]): string {
  return `${address.street}, ${address.city} ${address.postalCode}`;
}

export function shopAddressLine(site: ShopPlace): string {
  return addressLine(site.address);
}

/** What the map and the directions search for: the shop by name at its address, not the area around it. */
function placeQuery(site: ShopPlace): string {
  return `${site.name}, ${shopAddressLine(site)}`;
}

/** Google Maps embed (the contact page's map) showing the shop itself. */
export function mapEmbedUrl(site: ShopPlace): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(placeQuery(site))}&output=embed`;
}

/** Google Maps directions from wherever the visitor is to `destination` (Maps URLs, api=1: opens the app on a phone). */
export function directionsTo(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Directions to the shop, by name at its address. */
export function directionsUrl(site: ShopPlace): string {
  return directionsTo(placeQuery(site));
}

export type Weekday = "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
const WEEKDAYS: readonly Weekday[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export interface OpeningHours {
  days: readonly Weekday[];
  /** how the days are written for people */
  label: string;
  /** 24-hour "HH:MM", India time */
  opens: string;
  closes: string;
}

/** When the shop is open. A weekday not listed here is a closed day. */
export const SHOP_HOURS: readonly OpeningHours[] = [
  {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    label: "Monday to Saturday",
    opens: "10:30",
    closes: "20:30",
  },
  { days: ["Sunday"], label: "Sunday", opens: "11:00", closes: "18:00" },
];

/**
 * "Monday to Saturday 10:30–20:30, Sunday 11:00–18:00". `label` writes a row's days and
 * `clock` its times in the page's language (lib/site/visit.ts: openingHoursText(locale));
 * English by default.
 */
export function shopHoursText(
  hours: readonly OpeningHours[] = SHOP_HOURS,
  label: (h: OpeningHours) => string = (h) => h.label,
  clock: (hhmm: string) => string = (hhmm) => hhmm,
): string {
  return hours.map((h) => `${label(h)} ${clock(h.opens)}–${clock(h.closes)}`).join(", ");
}

/**
 * An opening or closing time as the hours are written: "20:30" in English, as the shop's
 * sign has it; in Hindi "रात 8:30", the one clock every Hindi page uses (a Hindi reader
 * meets "20:30" nowhere else).
 */
export function hoursClock(hhmm: string, locale: "en" | "hi" = "en"): string {
  return locale === "en" ? hhmm : formatSlot(hhmm, locale);
}

/** A weekday's name in a language ("Monday", "सोमवार"), through Intl (4 January 2026 was a Sunday). */
export function weekdayName(weekday: Weekday, locale: "en" | "hi" = "en"): string {
  if (locale === "en") return weekday;
  const date = new Date(Date.UTC(2026, 0, 4 + WEEKDAYS.indexOf(weekday)));
  return date.toLocaleDateString("hi-IN", { weekday: "long", timeZone: "UTC" });
}

/** The weekday of a calendar day "YYYY-MM-DD" (the day names no zone, so none is applied). */
export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
}

/** The hours of a calendar day "YYYY-MM-DD", or null when the shop is closed that weekday. */
export function hoursOn(day: string, hours: readonly OpeningHours[] = SHOP_HOURS): OpeningHours | null {
  const weekday = weekdayOf(day);
  return hours.find((h) => h.days.includes(weekday)) ?? null;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The times a visit can start on a day: every half hour from opening, the last one half an
 * hour before closing (a fitting takes that long at least). Empty on a closed day.
 */
export function visitSlots(day: string, hours: readonly OpeningHours[] = SHOP_HOURS, stepMinutes = 30): string[] {
  const open = hoursOn(day, hours);
  if (!open) return [];
  const slots: string[] = [];
  for (let m = minutesOf(open.opens); m + stepMinutes <= minutesOf(open.closes); m += stepMinutes)
    slots.push(hhmmOf(m));
  return slots;
}

/**
 * "10:30" → "10:30 am", "17:00" → "5:00 pm": how a time is read in India. In Hindi, Intl's
 * time of day: "सुबह 10:30", "शाम 5:00".
 */
export function formatSlot(hhmm: string, locale: "en" | "hi" = "en"): string {
  const minutes = minutesOf(hhmm);
  if (locale !== "en") {
    const time = new Date(Date.UTC(2026, 0, 1, Math.floor(minutes / 60), minutes % 60));
    return new Intl.DateTimeFormat("hi-IN", {
      hour: "numeric",
      minute: "2-digit",
      dayPeriod: "short",
      timeZone: "UTC",
    }).format(time);
  }
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${hhmm.slice(3, 5)} ${h < 12 ? "am" : "pm"}`;
}
