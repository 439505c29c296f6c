import type { HeroSlide } from "@/features/storefront/views";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { staticImageProps } from "@/components/ui/static-image";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { HeroRotator } from "./hero-rotator";
import { HeroSlideBody } from "./hero-slide";

/**
 * The server-driven hero: full-screen slides, 6 s auto-advance (with pause and play), previous/next wrapping both ways,
 * under the shop's tagline (the page's h1), which stays while the slides change.
 *
 * The slides are server HTML; only HeroRotator (which one shows, autoplay, the buttons)
 * hydrates at load. Each slide's body hydrates later, on its own (HydrateLater).
 */
export function HeroCarousel({ slides, tagline, locale }: { slides: HeroSlide[]; tagline: string; locale: Locale }) {
  if (!slides.length)
    return (
      <p className="flex min-h-[60vh] items-center justify-center bg-maroon-900 text-white">
        {translator(locale, "ui")("loadingSlides")}
      </p>
    );
  const images = slides.map((s, i) =>
    staticImageProps({
      src: s.image,
      alt: "",
      fill: true,
      sizes: "100vw",
      className: "object-cover",
      ...(i === 0 ? { preload: true, fetchPriority: "high" } : {}),
    }),
  );
  return (
    <HeroRotator
      tagline={tagline}
      images={images}
      slides={slides.map((s) => (
        <HydrateLater key={s._id}>
          <HeroSlideBody slide={s} locale={locale} />
        </HydrateLater>
      ))}
    />
  );
}
