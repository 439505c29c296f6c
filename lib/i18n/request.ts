import { getRequestConfig } from "next-intl/server";
import { catalogueFor } from "@/messages";
import { DEFAULT_LOCALE, isLocale } from "./locales";

/**
 * The language of a server render: the [locale] segment, handed over by setRequestLocale in
 * app/[locale]/layout.tsx and each page (which keeps the pages static: no headers are read).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: catalogueFor(locale), timeZone: "Asia/Kolkata" };
});
