import type { Locale } from "./locales";

/**
 * The owner's own text in the page's language: a piece's, a product's or a hero
 * slide's title and description are typed by her, in English and, when she chooses to, in
 * Hindi too. A Hindi page shows her Hindi where she typed it and her English where she left
 * the Hindi empty; that English is then marked `lang="en"` inside the Hindi page (a screen
 * reader switches voice, the browser hyphenates and picks the font right):
 *
 *   const t = ownerText(product, locale);
 *   <h1><span lang={foreignLang(t.titleLang, locale)}>{t.title}</span></h1>
 *
 * Pure: safe in server and client components.
 */

/** One text in one language: the words and the language they are in. */
export interface LocalText {
  text: string;
  lang: Locale;
}

/** What a title and description are shown as on a page. */
export interface OwnerText {
  title: string;
  description: string;
  /** "hi" when the Hindi text is shown; "en" for the English (on an English page, or a Hindi one where she typed no Hindi) */
  titleLang: Locale;
  descriptionLang: Locale;
}

/** Anything with the owner's title and description, and optionally their Hindi (items, product views, search hits' items). */
export interface OwnerTextSource {
  title: string;
  description: string;
  titleHi?: string | null;
  descriptionHi?: string | null;
}

/** The English text, or the Hindi one on a Hindi page when there is one (blank counts as none). */
export function localText(en: string, hi: string | null | undefined, locale: Locale): LocalText {
  if (locale === "hi" && hi != null && hi.trim() !== "") return { text: hi, lang: "hi" };
  return { text: en, lang: "en" };
}

/** A title and description in the page's language, each with the language it is shown in. */
export function ownerText(view: OwnerTextSource, locale: Locale): OwnerText {
  const title = localText(view.title, view.titleHi, locale);
  const description = localText(view.description, view.descriptionHi, locale);
  return { title: title.text, description: description.text, titleLang: title.lang, descriptionLang: description.lang };
}

/**
 * A card's or a product page's title and description: the owner's (ownerText), except the
 * built-in dupattas (kind "dupatta"), whose words are the shop's own and already in the page's
 * language (features/catalogue/content/dupattas.ts localizeDupatta).
 */
export function pieceText(view: OwnerTextSource & { kind?: string }, locale: Locale): OwnerText {
  if (view.kind === "dupatta")
    return { title: view.title, description: view.description, titleLang: locale, descriptionLang: locale };
  return ownerText(view, locale);
}

/** A hero slide's lines (features/storefront/views.ts) in the page's language. */
export interface SlideText {
  title: string;
  desc: string;
  extra: string;
  titleLang: Locale;
  descLang: Locale;
  extraLang: Locale;
}

export function slideText(
  slide: {
    title: string;
    desc: string;
    extra: string;
    titleHi?: string | null;
    descHi?: string | null;
    extraHi?: string | null;
  },
  locale: Locale,
): SlideText {
  const title = localText(slide.title, slide.titleHi, locale);
  const desc = localText(slide.desc, slide.descHi, locale);
  const extra = localText(slide.extra, slide.extraHi, locale);
  return {
    title: title.text,
    desc: desc.text,
    extra: extra.text,
    titleLang: title.lang,
    descLang: desc.lang,
    extraLang: extra.lang,
  };
}

/** A hero slide's offer ({ text: "Wedding season", discount: "20% off" }) in the page's language. */
export interface OfferText {
  text: string;
  discount: string;
  textLang: Locale;
  discountLang: Locale;
}

export function offerText(
  offer: { text: string; discount: string; textHi?: string | null; discountHi?: string | null },
  locale: Locale,
): OfferText {
  const text = localText(offer.text, offer.textHi, locale);
  const discount = localText(offer.discount, offer.discountHi, locale);
  return { text: text.text, discount: discount.text, textLang: text.lang, discountLang: discount.lang };
}

/**
 * The `lang` attribute a text needs inside a page: its language when that is not the page's
 * (English on a Hindi page), undefined otherwise (React then writes no attribute).
 */
export function foreignLang(textLang: Locale, pageLocale: Locale): Locale | undefined {
  return textLang === pageLocale ? undefined : textLang;
}

/**
 * The lang of a title stored with a cart line or a booking (the owner's English title, or a
 * dupatta's title as the page that added it showed it): "en" on a Hindi page when it has no
 * Devanagari letter, nothing otherwise.
 */
export function storedTitleLang(title: string, pageLocale: Locale): Locale | undefined {
  return foreignLang(/[\u0900-\u097F]/.test(title) ? "hi" : "en", pageLocale);
}
