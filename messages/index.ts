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
import enCart from "./en/cart.json";
import hiCart from "./hi/cart.json";
import enCartButton from "./en/cartButton.json";
import hiCartButton from "./hi/cartButton.json";
import enCheckout from "./en/checkout.json";
import hiCheckout from "./hi/checkout.json";
import enThankYou from "./en/thankYou.json";
import hiThankYou from "./hi/thankYou.json";

const en = {
  common: enCommon,
  notFound: enNotFound,
  cart: enCart,
  cartButton: enCartButton,
  checkout: enCheckout,
  thankYou: enThankYou,
};

export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;

/** Hindi has every key English has (the test checks; the type checks the namespaces). */
const hi: Catalogue = {
  common: hiCommon,
  notFound: hiNotFound,
  cart: hiCart,
  cartButton: hiCartButton,
  checkout: hiCheckout,
  thankYou: hiThankYou,
};

const catalogues = { en, hi } as const;

export function catalogueFor(locale: "en" | "hi"): Catalogue {
  return catalogues[locale];
}

/**
 * Namespaces that client components read (useT): only these travel to the browser, in
 * the page's payload, for the page's language.
 */
export const CLIENT_NAMESPACES = ["common", "cartButton"] as const satisfies readonly Namespace[];
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];
