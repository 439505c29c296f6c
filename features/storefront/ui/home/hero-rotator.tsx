"use client";
import { useEffect, useState, type ReactNode } from "react";
import { preload } from "react-dom";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { AutoplayToggle, useAutoplayStopped } from "@/components/ui/autoplay-toggle";
import type { StaticImageAttributes } from "@/components/ui/static-image";
import { useT } from "@/lib/i18n/client";

const INTERVAL = 6000; // spec §9
// The other slides' pictures wait until the first has been shown, so they never compete with it (LCP).
const REST_AFTER_MS = 2500;

interface Props {
  /** the shop's tagline, the page's h1, which stays while the slides change */
  tagline: string;
  /** each slide's words and buttons, drawn on the server (HeroSlideBody) */
  slides: ReactNode[];
  /** each slide's picture, next/image's attributes made on the server */
  images: StaticImageAttributes[];
}

/**
 * What moves in the hero, and nothing else: which slide shows, the 6 s auto-advance (paused on
 * hover and focus, stopped by the toggle or by reduced motion), previous/next wrapping both
 * ways, the dots, and hiding the other slides from screen readers and the keyboard. The
 * slides' contents come from the server as they are, so hydrating this costs a few elements.
 */
export function HeroRotator({ tagline, slides, images }: Props) {
  const t = useT("ui");
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, toggleStopped] = useAutoplayStopped();
  const [loadRest, setLoadRest] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoadRest(true), REST_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const count = slides.length;
  // The first picture is the page's largest paint: asked for from the <head>, before any script.
  // Here, at render, as next/image does: from the server component, the hint would travel in the
  // page's RSC data, and every page that prefetches the home page would download the picture.
  const first = images[0];
  if (first)
    preload(first.src, { as: "image", imageSrcSet: first.srcSet, imageSizes: first.sizes, fetchPriority: "high" });
  const go = (by: number) => setIndex((i) => (i + by + count) % count);

  useEffect(() => {
    if (count < 2 || paused || stopped) return;
    const timer = setInterval(
      () => document.visibilityState === "visible" && setIndex((i) => (i + 1) % count),
      INTERVAL,
    );
    return () => clearInterval(timer);
  }, [count, paused, stopped]);

  return (
    <section
      aria-roledescription={t("carousel")}
      aria-label={t("highlights")}
      className="relative h-[calc(100svh-7rem)] min-h-[34rem] overflow-hidden bg-maroon-900 text-white"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      <div className="pointer-events-none absolute inset-x-0 top-0 z-20 px-6 pt-4 text-center sm:pt-12">
        <h1 className="pointer-events-auto font-display text-xl font-bold text-gold-300 text-shadow-[0_2px_6px_rgb(0_0_0/0.8)] sm:text-4xl">
          {tagline}
        </h1>
      </div>
      {slides.map((body, i) => (
        <div
          key={i}
          role="group"
          aria-roledescription={t("slide")}
          aria-label={t("slideOf", { index: i + 1, count })}
          aria-hidden={i !== index}
          inert={i !== index}
          className={`absolute inset-0 transition-opacity duration-700 ${i === index ? "opacity-100" : "opacity-0"}`}
        >
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, made on the server (staticImageProps) */}
          {i === 0 || loadRest || i === index ? <img {...images[i]} /> : null}
          {body}
        </div>
      ))}
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t("previousSlide")}
            className="absolute left-3 top-1/2 z-20 -translate-y-1/2 rounded-full bg-black/40 p-3 hover:bg-black/60"
          >
            <ChevronLeft />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t("nextSlide")}
            className="absolute right-3 top-1/2 z-20 -translate-y-1/2 rounded-full bg-black/40 p-3 hover:bg-black/60"
          >
            <ChevronRight />
          </button>
          <AutoplayToggle
            stopped={stopped}
            onToggle={toggleStopped}
            what={t("slides")}
            className="absolute bottom-4 left-3 z-20 flex h-11 w-11 items-center justify-center rounded-full bg-black/40 hover:bg-black/60"
          />
          <div className="absolute bottom-6 left-1/2 z-20 flex -translate-x-1/2 gap-2">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("showSlide", { number: i + 1 })}
                aria-current={i === index}
                className="group flex h-6 min-w-6 items-center justify-center"
              >
                <span className="h-2.5 w-2.5 rounded-full bg-white/50 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-white" />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
