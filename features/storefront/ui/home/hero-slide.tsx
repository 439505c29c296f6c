import Link from "@/components/ui/link";
import type { HeroSlide } from "@/features/storefront/views";
import { InLang } from "@/components/ui/in-lang";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { foreignLang, offerText, slideText } from "@/lib/i18n/owner-text";
import { translator } from "@/lib/i18n/server";

/**
 * One hero slide's shade, words, offers and buttons, drawn on the server (its picture and its
 * showing or hiding belong to HeroRotator). The owner's lines in the page's language: her Hindi
 * where she typed it, her English (lang="en") otherwise.
 */
export function HeroSlideBody({ slide, locale }: { slide: HeroSlide; locale: Locale }) {
  const t = translator(locale, "ui");
  const text = slideText(slide, locale);
  return (
    <>
      <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/35 to-black/10" />
      {/* pt: the tagline's room above; -safe: on a short screen the slide's text grows downwards instead of up under the tagline. */}
      <div className="relative z-10 mx-auto flex h-full max-w-4xl flex-col items-center justify-end-safe px-14 pb-14 pt-24 text-center sm:justify-center-safe sm:px-16 sm:pb-8 sm:pt-32">
        <h2
          lang={foreignLang(text.titleLang, locale)}
          className="font-display text-3xl font-bold text-shadow-md sm:text-6xl"
        >
          {text.title}
        </h2>
        <p lang={foreignLang(text.descLang, locale)} className="mt-2 max-w-2xl text-base sm:mt-4 sm:text-xl">
          {text.desc}
        </p>
        {text.extra ? (
          <p lang={foreignLang(text.extraLang, locale)} className="mt-2 text-sm text-gold-300 sm:text-base">
            {text.extra}
          </p>
        ) : null}
        {slide.offers.length ? (
          <ul className="mt-3 flex flex-wrap justify-center gap-2 sm:mt-6 sm:gap-3" aria-label={t("offers")}>
            {slide.offers.map((o) => {
              const offer = offerText(o, locale);
              return (
                <li
                  key={o.text + o.discount}
                  className="rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-maroon-900 shadow sm:px-4 sm:py-1.5 sm:text-sm"
                >
                  <InLang lang={foreignLang(offer.textLang, locale)}>{offer.text}</InLang> ·{" "}
                  <InLang lang={foreignLang(offer.discountLang, locale)}>{offer.discount}</InLang>
                </li>
              );
            })}
          </ul>
        ) : null}
        <div className="mt-4 flex flex-wrap justify-center gap-2 sm:mt-8 sm:gap-3">
          <Link
            href={localizedPath(locale, "/gallery")}
            className="rounded-full bg-white px-4 py-2.5 text-sm font-semibold text-maroon-900 hover:bg-maroon-50 sm:px-6 sm:py-3 sm:text-base"
          >
            {t("exploreGallery")}
          </Link>
          <Link
            href={localizedPath(locale, "/try-on")}
            className="rounded-full border-2 border-white px-4 py-2.5 text-sm font-semibold hover:bg-white/10 sm:px-6 sm:py-3 sm:text-base"
          >
            {t("bookAppointment")}
          </Link>
        </div>
      </div>
    </>
  );
}
