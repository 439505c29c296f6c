"use client";
import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { useT } from "@/lib/i18n/client";

/**
 * Product images: previous/next wrap at both ends, thumbnails jump to an image
 * (spec §2, §4: index starts at 0 when opened).
 *
 * A CSS scroll-snap strip rather than a carousel library: a phone swipes it natively and
 * nothing is measured or set up at load (a slow phone's main thread is busy enough
 * hydrating the page). The index follows scrolling through an IntersectionObserver.
 */
export function ImageCarousel({
  images,
  title,
  priority = false,
}: {
  images: string[];
  title: string;
  priority?: boolean;
}) {
  const strip = useRef<HTMLDivElement>(null);
  // The image a button or thumbnail asked for: slides passed on the way there do not become current.
  const aim = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const t = useT("productClient");
  const many = images.length > 1;

  useEffect(() => {
    const root = strip.current;
    if (images.length < 2 || !root || typeof IntersectionObserver === "undefined") return;
    // No layout is read: the browser reports which image is at least half in view as it scrolls.
    const watcher = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio < 0.5) continue;
          const seen = Number((entry.target as HTMLElement).dataset.slide);
          if (aim.current !== null && aim.current !== seen) continue;
          aim.current = null;
          setIndex(seen);
        }
      },
      { root, threshold: 0.5 },
    );
    for (const slide of root.children) watcher.observe(slide);
    return () => watcher.disconnect();
  }, [images]);

  // A swipe, a wheel or an arrow key takes over from a button's scroll.
  const takeOver = () => {
    aim.current = null;
  };

  const go = (i: number) => {
    const root = strip.current;
    if (!root) return;
    const to = (i + images.length) % images.length;
    if (to === index && aim.current === null) return;
    aim.current = to;
    setIndex(to);
    // Smooth unless reduced motion is asked for (motion-safe:scroll-smooth on the strip).
    root.scrollTo({ left: to * root.clientWidth });
  };

  if (!images.length) return <div className="aspect-[3/4] w-full rounded-xl bg-maroon-50" />;

  return (
    <div
      className="flex flex-col gap-3"
      role="group"
      aria-roledescription="carousel"
      aria-label={t("images", { title })}
    >
      <div className="relative">
        <div
          ref={strip}
          // A scrolling region a keyboard can reach: arrow keys move between the images.
          tabIndex={many ? 0 : undefined}
          onPointerDown={takeOver}
          onWheel={takeOver}
          onKeyDown={takeOver}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl bg-maroon-50 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-600 motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden"
        >
          {images.map((src, i) => (
            <div
              key={src + i}
              data-slide={i}
              className="relative aspect-[3/4] w-full shrink-0 snap-start snap-always"
              role="group"
              aria-roledescription="slide"
              aria-label={t("slideOf", { n: i + 1, total: images.length })}
            >
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
        {many ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t("previousImage")}
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-maroon-900 shadow hover:bg-white"
            >
              <ChevronLeft />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
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
