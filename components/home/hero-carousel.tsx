"use client";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useState } from "react";
import type { HeroSlide } from "@/lib/views/hero";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { AutoplayToggle, useAutoplayStopped } from "@/components/ui/autoplay-toggle";
import { useLocalizedPath, useT } from "@/lib/i18n/client";

const INTERVAL = 6000; // spec §9

/**
 * The server-driven hero: full-screen slides, 6 s auto-advance (with pause and play), previous/next wrapping both ways,
 * under the shop's tagline (the page's h1), which stays while the slides change.
 */
export function HeroCarousel({ slides, tagline }: { slides: HeroSlide[]; tagline: string }) {
  const t = useT("ui");
  const localized = useLocalizedPath();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, toggleStopped] = useAutoplayStopped();
  // The other slides' images wait until the first has been shown, so they never compete with it (LCP).
  const [loadRest, setLoadRest] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setLoadRest(true), 2500);
    return () => clearTimeout(t);
  }, []);
  const count = slides.length;
  const go = (by: number) => setIndex((i) => (i + by + count) % count);

  useEffect(() => {
    if (count < 2 || paused || stopped) return;
    const timer = setInterval(() => document.visibilityState === "visible" && setIndex((i) => (i + 1) % count), INTERVAL);
    return () => clearInterval(timer);
  }, [count, paused, stopped]);

  if (!count) return <p className="flex min-h-[60vh] items-center justify-center bg-maroon-900 text-white">{t("loadingSlides")}</p>;

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
        <h1 className="pointer-events-auto font-display text-xl font-bold text-gold-300 text-shadow-[0_2px_6px_rgb(0_0_0/0.8)] sm:text-4xl">{tagline}</h1>
      </div>
      {slides.map((s, i) => (
        <div
          key={s._id}
          role="group"
          aria-roledescription={t("slide")}
          aria-label={t("slideOf", { index: i + 1, count })}
          aria-hidden={i !== index}
          inert={i !== index}
          className={`absolute inset-0 transition-opacity duration-700 ${i === index ? "opacity-100" : "opacity-0"}`}
        >
          {i === 0 || loadRest || i === index ? <Image src={s.image} alt="" fill preload={i === 0} fetchPriority={i === 0 ? "high" : "auto"} sizes="100vw" className="object-cover" /> : null}
          <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/35 to-black/10" />
          {/* pt: the tagline's room above; -safe: on a short screen the slide's text grows downwards instead of up under the tagline. */}
          <div className="relative z-10 mx-auto flex h-full max-w-4xl flex-col items-center justify-end-safe px-14 pb-14 pt-24 text-center sm:justify-center-safe sm:px-16 sm:pb-8 sm:pt-32">
            <h2 className="font-display text-3xl font-bold text-shadow-md sm:text-6xl">{s.title}</h2>
            <p className="mt-2 max-w-2xl text-base sm:mt-4 sm:text-xl">{s.desc}</p>
            {s.extra ? <p className="mt-2 text-sm text-gold-300 sm:text-base">{s.extra}</p> : null}
            {s.offers.length ? (
              <ul className="mt-3 flex flex-wrap justify-center gap-2 sm:mt-6 sm:gap-3" aria-label={t("offers")}>
                {s.offers.map((o) => (
                  <li key={o.text + o.discount} className="rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-maroon-900 shadow sm:px-4 sm:py-1.5 sm:text-sm">
                    {o.text} · {o.discount}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-4 flex flex-wrap justify-center gap-2 sm:mt-8 sm:gap-3">
              <Link href={localized("/gallery")} className="rounded-full bg-white px-4 py-2.5 text-sm font-semibold text-maroon-900 hover:bg-maroon-50 sm:px-6 sm:py-3 sm:text-base">
                {t("exploreGallery")}
              </Link>
              <Link href={localized("/contact#appointment")} className="rounded-full border-2 border-white px-4 py-2.5 text-sm font-semibold hover:bg-white/10 sm:px-6 sm:py-3 sm:text-base">
                {t("bookAppointment")}
              </Link>
            </div>
          </div>
        </div>
      ))}
      {count > 1 ? (
        <>
          <button type="button" onClick={() => go(-1)} aria-label={t("previousSlide")} className="absolute left-3 top-1/2 z-20 -translate-y-1/2 rounded-full bg-black/40 p-3 hover:bg-black/60">
            <ChevronLeft />
          </button>
          <button type="button" onClick={() => go(1)} aria-label={t("nextSlide")} className="absolute right-3 top-1/2 z-20 -translate-y-1/2 rounded-full bg-black/40 p-3 hover:bg-black/60">
            <ChevronRight />
          </button>
          <AutoplayToggle
            stopped={stopped}
            onToggle={toggleStopped}
            what={t("slides")}
            className="absolute bottom-4 left-3 z-20 flex h-11 w-11 items-center justify-center rounded-full bg-black/40 hover:bg-black/60"
          />
          <div className="absolute bottom-6 left-1/2 z-20 flex -translate-x-1/2 gap-2">
            {slides.map((s, i) => (
              <button
                key={s._id}
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
