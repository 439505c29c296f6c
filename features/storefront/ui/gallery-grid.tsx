import Image from "next/image";
import type { GalleryImage } from "@/features/storefront/content/gallery";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { GalleryViewer } from "./gallery-viewer";

/**
 * The photo grid is server-rendered (25 images hydrate as plain markup, no image component
 * code runs in the browser); one small client component opens the lightbox on a click.
 * Only the first photo is fetched early: in CSS columns the second photo sits under the
 * first, below the fold on a phone.
 */
export function GalleryGrid({ images, locale }: { images: GalleryImage[]; locale: Locale }) {
  const t = translator(locale, "gallery");
  // The lightbox's own button titles and ARIA words, in the page's language ({index} and {total} are the lightbox's to fill).
  const lightbox = t.raw("lightbox") as Record<
    "previous" | "next" | "close" | "slide" | "carousel" | "lightbox" | "photoGallery" | "slideOf",
    string
  >;
  const labels = {
    Previous: lightbox.previous,
    Next: lightbox.next,
    Close: lightbox.close,
    Slide: lightbox.slide,
    Carousel: lightbox.carousel,
    Lightbox: lightbox.lightbox,
    "Photo gallery": lightbox.photoGallery,
    "{index} of {total}": lightbox.slideOf,
  };
  return (
    <GalleryViewer images={images} labels={labels}>
      <ul className="columns-2 gap-4 md:columns-3 lg:columns-4">
        {images.map((img, i) => (
          <li key={img.src} className="mb-4 break-inside-avoid">
            <button
              type="button"
              data-photo={i}
              aria-label={t("openPhoto", { caption: img.caption })}
              className="group relative block w-full overflow-hidden rounded-xl"
            >
              <span
                className={`relative block ${i % 4 === 0 ? "aspect-[3/4]" : i % 4 === 2 ? "aspect-square" : "aspect-[4/5]"}`}
              >
                <Image
                  src={img.src}
                  alt={img.caption}
                  fill
                  preload={i === 0}
                  fetchPriority={i === 0 ? "high" : "auto"}
                  sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                  className="object-cover transition duration-500 group-hover:scale-105"
                />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </GalleryViewer>
  );
}
