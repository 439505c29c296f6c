import { createTranslator } from "next-intl";
import { catalogueFor, type Namespace } from "@/messages";
import type { Locale } from "./locales";

/**
 * The translator of one namespace in one language, for server components, route handlers,
 * e-mails and WhatsApp texts alike: `const t = translator(locale, "cart"); t("title")`.
 * The language is always passed in (from the page's [locale] segment, or what a booking
 * stored), never read from the request, so pages stay static and a message sent later
 * is in the customer's language. Keys are typed by the English catalogue.
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: catalogueFor(locale), namespace, timeZone: "Asia/Kolkata" });
}
