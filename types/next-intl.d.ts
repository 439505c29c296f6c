import type { Catalogue } from "@/messages";
import type { Locale } from "@/lib/i18n/locales";

// Typed keys: getTranslations("ns") and t("key") fail to compile on a key English lacks.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Catalogue;
  }
}
