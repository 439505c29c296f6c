/**
 * The gallery page's 25 fixed images (spec §2), with captions for the lightbox. The captions
 * are the "gallery" catalogue's (messages/{en,hi}/gallery.json), in the images' order; each
 * names its own picture's colour and garment (features/catalogue/content/artwork.json, checked by
 * tests/storefront/artwork.test.ts).
 */
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";

export interface GalleryImage {
  src: string;
  caption: string;
}

/** The 25 images with their captions in a language. */
export function galleryImagesIn(locale: Locale): GalleryImage[] {
  const captions = translator(locale, "gallery").raw("captions") as string[];
  return captions.map((caption, i) => ({
    src: `/images/gallery/gallery-${String(i + 1).padStart(2, "0")}.webp`,
    caption,
  }));
}

export const galleryImages: GalleryImage[] = galleryImagesIn(DEFAULT_LOCALE);
