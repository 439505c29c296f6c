/**
 * Try-ons: what the rest of the site may call on the server. Pages and routes import from
 * here; nothing outside reaches into data/ or server/ (checked by `npm run check:imports`).
 * Client-safe pieces are imported from rules/*, views.ts and validation.ts. See README.md.
 */
import "server-only";

export type * from "./views";
export { tryOnLimits } from "./settings";
export { slotDays } from "./server/slots";
export { bookTryOn, moveTryOn } from "./server/book";
export { bookFromTryOn, cancelTryOn, markCame, tryOnById, tryOnOfToken, tryOnsOn, viewOf } from "./server/manage";
export { tryOnSettings, saveTryOnSettings } from "./data/settings";
export { tryOnsBetween } from "./data/try-ons";
export { drainSiteReminders, drainTryOnReminders, tryOnWhatsapp } from "./server/reminders";
export { tryOnIcs as tryOnCalendar } from "./server/calendar";
