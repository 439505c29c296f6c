"use client";
import Lightbox, { type Labels } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import type { GalleryImage } from "@/features/storefront/content/gallery";

/**
 * spec §9: fade 250 ms, swipe 500 ms, preload 2, padding 16px, spacing 30%, looping;
 * Escape, ←, → and swipe/pull gestures are the lightbox's own. A failed image shows its error icon.
 */
/** `labels`: its buttons' titles and ARIA words in the page's language (from the gallery page). */
export default function GalleryLightbox({
  images,
  labels,
  index,
  onClose,
}: {
  images: GalleryImage[];
  labels: Labels;
  index: number;
  onClose(): void;
}) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={images.map((img) => ({
        src: img.src,
        alt: img.caption,
        description: img.caption,
        width: 600,
        height: 800,
      }))}
      plugins={[Captions]}
      animation={{ fade: 250, swipe: 500 }}
      carousel={{ finite: false, preload: 2, padding: "16px", spacing: "30%" }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      captions={{ descriptionTextAlign: "center" }}
      labels={labels}
    />
  );
}
