"use client";
import dynamic from "next/dynamic";
import Image from "next/image";
import { useState } from "react";
import type { GalleryImage } from "@/lib/content/gallery";

// The lightbox's code loads only when a photo is opened.
const GalleryLightbox = dynamic(() => import("./gallery-lightbox"), { ssr: false });

export function GalleryGrid({ images }: { images: GalleryImage[] }) {
  const [index, setIndex] = useState(-1);
  return (
    <>
      <ul className="columns-2 gap-4 md:columns-3 lg:columns-4">
        {images.map((img, i) => (
          <li key={img.src} className="mb-4 break-inside-avoid">
            <button type="button" onClick={() => setIndex(i)} aria-label={`Open photo: ${img.caption}`} className="group relative block w-full overflow-hidden rounded-xl">
              <span className={`relative block ${i % 4 === 0 ? "aspect-[3/4]" : i % 4 === 2 ? "aspect-square" : "aspect-[4/5]"}`}>
                <Image src={img.src} alt={img.caption} fill preload={i < 2} fetchPriority={i < 2 ? "high" : "auto"} sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw" className="object-cover transition duration-500 group-hover:scale-105" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {index >= 0 ? <GalleryLightbox images={images} index={index} onClose={() => setIndex(-1)} /> : null}
    </>
  );
}
