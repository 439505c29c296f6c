/**
 * The message catalogues (issue #30): one JSON file per namespace and language, so that
 * each part of the site keeps its words beside the others'. English is the reference: its
 * shape types every key (types/next-intl.d.ts), and tests/platform/i18n-catalogue.test.ts fails
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
import enLedgerMail from "./en/ledgerMail.json";
import hiLedgerMail from "./hi/ledgerMail.json";
import enIcs from "./en/ics.json";
import hiIcs from "./hi/ics.json";
import enApiErrors from "./en/apiErrors.json";
import hiApiErrors from "./hi/apiErrors.json";
import enApiMessages from "./en/apiMessages.json";
import hiApiMessages from "./hi/apiMessages.json";
import enAbout from "./en/about.json";
import hiAbout from "./hi/about.json";
import enContact from "./en/contact.json";
import hiContact from "./hi/contact.json";
import enContactForm from "./en/contactForm.json";
import hiContactForm from "./hi/contactForm.json";
import enAppointment from "./en/appointment.json";
import hiAppointment from "./hi/appointment.json";
import enShopHours from "./en/shopHours.json";
import hiShopHours from "./hi/shopHours.json";
import enGallery from "./en/gallery.json";
import hiGallery from "./hi/gallery.json";
import enRoyalPicks from "./en/royalPicks.json";
import hiRoyalPicks from "./hi/royalPicks.json";
import enPolicies from "./en/policies.json";
import hiPolicies from "./hi/policies.json";
import enRental from "./en/rental.json";
import hiRental from "./hi/rental.json";
import enCalendar from "./en/calendar.json";
import hiCalendar from "./hi/calendar.json";
import enBooking from "./en/booking.json";
import hiBooking from "./hi/booking.json";
import enBookingPage from "./en/bookingPage.json";
import hiBookingPage from "./hi/bookingPage.json";
import enCatalogue from "./en/catalogue.json";
import hiCatalogue from "./hi/catalogue.json";
import enProduct from "./en/product.json";
import hiProduct from "./hi/product.json";
import enProductClient from "./en/productClient.json";
import hiProductClient from "./hi/productClient.json";
import enSearch from "./en/search.json";
import hiSearch from "./hi/search.json";
import enCategories from "./en/categories.json";
import hiCategories from "./hi/categories.json";
import enDupattas from "./en/dupattas.json";
import hiDupattas from "./hi/dupattas.json";
import enCart from "./en/cart.json";
import hiCart from "./hi/cart.json";
import enCartButton from "./en/cartButton.json";
import hiCartButton from "./hi/cartButton.json";
import enCheckout from "./en/checkout.json";
import hiCheckout from "./hi/checkout.json";
import enThankYou from "./en/thankYou.json";
import hiThankYou from "./hi/thankYou.json";
import enNav from "./en/nav.json";
import hiNav from "./hi/nav.json";
import enHeader from "./en/header.json";
import hiHeader from "./hi/header.json";
import enFooter from "./en/footer.json";
import hiFooter from "./hi/footer.json";
import enHome from "./en/home.json";
import hiHome from "./hi/home.json";
import enUi from "./en/ui.json";
import hiUi from "./hi/ui.json";
import enLogin from "./en/login.json";
import hiLogin from "./hi/login.json";
import enTryOn from "./en/tryOn.json";
import hiTryOn from "./hi/tryOn.json";
import enShortlist from "./en/shortlist.json";
import hiShortlist from "./hi/shortlist.json";

const en = {
  common: enCommon,
  notFound: enNotFound,
  whatsapp: enWhatsapp,
  mail: enMail,
  reminders: enReminders,
  ledgerMail: enLedgerMail,
  ics: enIcs,
  apiErrors: enApiErrors,
  apiMessages: enApiMessages,
  about: enAbout,
  contact: enContact,
  contactForm: enContactForm,
  appointment: enAppointment,
  shopHours: enShopHours,
  gallery: enGallery,
  royalPicks: enRoyalPicks,
  policies: enPolicies,
  rental: enRental,
  calendar: enCalendar,
  booking: enBooking,
  bookingPage: enBookingPage,
  catalogue: enCatalogue,
  product: enProduct,
  productClient: enProductClient,
  search: enSearch,
  categories: enCategories,
  dupattas: enDupattas,
  cart: enCart,
  cartButton: enCartButton,
  checkout: enCheckout,
  thankYou: enThankYou,
  nav: enNav,
  header: enHeader,
  footer: enFooter,
  home: enHome,
  ui: enUi,
  login: enLogin,
  tryOn: enTryOn,
  shortlist: enShortlist,
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
  ledgerMail: hiLedgerMail,
  ics: hiIcs,
  apiErrors: hiApiErrors,
  apiMessages: hiApiMessages,
  about: hiAbout,
  contact: hiContact,
  contactForm: hiContactForm,
  appointment: hiAppointment,
  shopHours: hiShopHours,
  gallery: hiGallery,
  royalPicks: hiRoyalPicks,
  policies: hiPolicies,
  rental: hiRental,
  calendar: hiCalendar,
  booking: hiBooking,
  bookingPage: hiBookingPage,
  catalogue: hiCatalogue,
  product: hiProduct,
  productClient: hiProductClient,
  search: hiSearch,
  categories: hiCategories,
  dupattas: hiDupattas,
  cart: hiCart,
  cartButton: hiCartButton,
  checkout: hiCheckout,
  thankYou: hiThankYou,
  nav: hiNav,
  header: hiHeader,
  footer: hiFooter,
  home: hiHome,
  ui: hiUi,
  login: hiLogin,
  tryOn: hiTryOn,
  shortlist: hiShortlist,
};

const catalogues = { en, hi } as const;

export function catalogueFor(locale: "en" | "hi"): Catalogue {
  return catalogues[locale];
}

/**
 * Namespaces that client components read (useT): only these travel to the browser, in
 * the page's payload, for the page's language.
 */
export const CLIENT_NAMESPACES = [
  "common",
  "notFound",
  "productClient",
  "cartButton",
  "ui",
] as const satisfies readonly Namespace[];
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];
