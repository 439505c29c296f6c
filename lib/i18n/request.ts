import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { catalogueFor } from "@/messages";
import { routing } from "./routing";

/**
 * The language of a server render: the [locale] segment, handed over by setRequestLocale in
 * app/[locale]/layout.tsx and each page (which keeps the pages static: no headers are read).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: catalogueFor(locale), timeZone: "Asia/Kolkata" };
});
