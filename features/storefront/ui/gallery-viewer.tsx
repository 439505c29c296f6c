"use client";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import type { Labels } from "yet-another-react-lightbox";
import type { GalleryImage } from "@/features/storefront/content/gallery";

// The lightbox's code loads only when a photo is opened.
const GalleryLightbox = dynamic(() => import("./gallery-lightbox"), { ssr: false });

/** Opens the lightbox at the photo whose button (data-photo="index") was pressed: click, Enter or Space. */
export function GalleryViewer({
  images,
  labels,
  children,
}: {
  images: GalleryImage[];
  labels: Labels;
  children: ReactNode;
}) {
  const [index, setIndex] = useState(-1);
  function open(event: React.MouseEvent) {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-photo]");
    if (button) setIndex(Number(button.dataset.photo));
  }
  return (
    <div onClick={open}>
      {children}
      {index >= 0 ? (
        <GalleryLightbox images={images} labels={labels} index={index} onClose={() => setIndex(-1)} />
      ) : null}
    </div>
  );
}
