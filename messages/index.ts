/**
 * The message catalogues (issue #30): one JSON file per namespace and language, so that
 * each part of the site keeps its words beside the others'. English is the reference: its
 * shape types every key (types/next-intl.d.ts), and tests/lib/i18n-catalogue.test.ts fails
 * on a key Hindi lacks, a key no code uses, or a placeholder one language drops.
 *
 * Messages use plain `{name}` placeholders only (no ICU plural or select), so the small
 * client-side translator (lib/i18n/client.tsx) reads them exactly as next-intl does; a
 * plural is two keys, `…_one` and `…_other` (lib/i18n/plural.ts).
 */
import enCommon from "./en/common.json";
import hiCommon from "./hi/common.json";
import enNotFound from "./en/notFound.json";
import hiNotFound from "./hi/notFound.json";
import enWhatsapp from "./en/whatsapp.json";
import hiWhatsapp from "./hi/whatsapp.json";
import enMail from "./en/mail.json";
import hiMail from "./hi/mail.json";
import enReminders from "./en/reminders.json";
import hiReminders from "./hi/reminders.json";
import enIcs from "./en/ics.json";
import hiIcs from "./hi/ics.json";
import enApiErrors from "./en/apiErrors.json";
import hiApiErrors from "./hi/apiErrors.json";
import enApiMessages from "./en/apiMessages.json";
import hiApiMessages from "./hi/apiMessages.json";

const en = {
  common: enCommon,
  notFound: enNotFound,
  whatsapp: enWhatsapp,
  mail: enMail,
  reminders: enReminders,
  ics: enIcs,
  apiErrors: enApiErrors,
  apiMessages: enApiMessages,
};

export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;

/** Hindi has every key English has (the test checks; the type checks the namespaces). */
const hi: Catalogue = {
  common: hiCommon,
  notFound: hiNotFound,
  whatsapp: hiWhatsapp,
  mail: hiMail,
  reminders: hiReminders,
  ics: hiIcs,
  apiErrors: hiApiErrors,
  apiMessages: hiApiMessages,
};

const catalogues = { en, hi } as const;

export function catalogueFor(locale: "en" | "hi"): Catalogue {
  return catalogues[locale];
}

/**
 * Namespaces that client components read (useT): only these travel to the browser, in
 * the page's payload, for the page's language.
 */
export const CLIENT_NAMESPACES = ["common"] as const satisfies readonly Namespace[];
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];
