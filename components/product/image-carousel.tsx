"use client";
import Image from "next/image";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { useT } from "@/lib/i18n/client";

/**
 * Product images: previous/next wrap at both ends, thumbnails jump to an image
 * (spec §2, §4: index starts at 0 when opened).
 */
export function ImageCarousel({ images, title, priority = false }: { images: string[]; title: string; priority?: boolean }) {
  const [viewport, api] = useEmblaCarousel({ loop: images.length > 1 });
  const [index, setIndex] = useState(0);
  const t = useT("productClient");

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => void api.off("select", onSelect);
  }, [api]);

  const go = useCallback((i: number) => api?.scrollTo(i), [api]);
  const many = images.length > 1;

  if (!images.length) return <div className="aspect-[3/4] w-full rounded-xl bg-maroon-50" />;

  return (
    <div className="flex flex-col gap-3" role="group" aria-roledescription="carousel" aria-label={t("images", { title })}>
      <div className="relative">
        <div ref={viewport} className="overflow-hidden rounded-xl bg-maroon-50">
          <div className="flex">
            {images.map((src, i) => (
              <div key={src + i} className="relative aspect-[3/4] min-w-0 flex-[0_0_100%]" role="group" aria-roledescription="slide" aria-label={t("slideOf", { n: i + 1, total: images.length })}>
                <Image
                  src={src}
                  alt={i === 0 ? title : t("imageView", { title, n: i + 1 })}
                  fill
                  preload={priority && i === 0}
                  fetchPriority={priority && i === 0 ? "high" : "auto"}
                  sizes="(min-width: 768px) 40vw, 90vw"
                  className="object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        {many ? (
          <>
            <button
              type="button"
              onClick={() => api?.scrollPrev()}
              aria-label={t("previousImage")}
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-maroon-900 shadow hover:bg-white"
            >
              <ChevronLeft />
            </button>
            <button
              type="button"
              onClick={() => api?.scrollNext()}
              aria-label={t("nextImage")}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-maroon-900 shadow hover:bg-white"
            >
              <ChevronRight />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <div className="flex gap-2 overflow-x-auto" role="group" aria-label={t("chooseImage")}>
          {images.map((src, i) => (
            <button
              key={src + i}
              type="button"
              onClick={() => go(i)}
              aria-label={t("showImage", { n: i + 1 })}
              aria-current={i === index}
              className="relative h-20 w-16 shrink-0 overflow-hidden rounded-lg ring-2 ring-transparent aria-[current=true]:ring-maroon-600"
            >
              <Image src={src} alt="" fill sizes="64px" className="object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
