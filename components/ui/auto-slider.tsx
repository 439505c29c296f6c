"use client";
import type { EmblaCarouselType } from "embla-carousel";
import { Children, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "./icons";
import { AutoplayToggle, useAutoplayStopped } from "./autoplay-toggle";
import { useT } from "@/lib/i18n/client";

interface EmblaProps {
  viewport: HTMLElement;
  gridFrom?: string;
  onApi(api: EmblaCarouselType | undefined): void;
}

/**
 * embla-carousel-react's hook on the slider's viewport, in a component made when the package
 * arrives: a static import would put the hook and embla into the first-load JavaScript of every
 * page with a slider. React.lazy fetches it the first time a slider renders it, which is when one
 * comes near the screen. It renders nothing (the strip and the buttons are the server's HTML) and
 * hands the carousel up for the buttons and the autoplay.
 */
const Embla = lazy(() =>
  import("embla-carousel-react").then(({ default: useEmblaCarousel }) => ({
    default: function EmblaCarousel({ viewport, gridFrom, onApi }: EmblaProps) {
      const [emblaRef, api] = useEmblaCarousel({
        loop: true,
        align: "start",
        ...(gridFrom ? { breakpoints: { [gridFrom]: { active: false } } } : {}),
      });
      useEffect(() => emblaRef(viewport), [emblaRef, viewport]);
      useEffect(() => onApi(api), [api, onApi]);
      return null;
    },
  })),
);

interface Props {
  children: ReactNode;
  label: string;
  /** autoplay interval; paused on hover, on focus inside and while the tab is hidden */
  intervalMs: number;
  /** Tailwind width classes of one slide, e.g. "basis-full sm:basis-1/2 lg:basis-1/3" */
  slideClass: string;
  /** horizontal gap between slides in px */
  gap?: number;
  /** media query at which the slider turns off (the slides then show as a grid) */
  gridFrom?: string;
  gridClass?: string;
}

/**
 * A looping slider (embla-carousel-react) with autoplay, previous/pause/next buttons; with
 * reduced motion asked for, it starts paused. The server-rendered strip shows the first slides as
 * they are; embla is fetched and started when the slider comes near the screen (these sliders
 * sit below the fold), so it is in no page's first-load JavaScript and no work before the first
 * paint.
 */
export function AutoSlider({ children, label, intervalMs, slideClass, gap = 16, gridFrom, gridClass = "" }: Props) {
  const t = useT("ui");
  const viewport = useRef<HTMLDivElement>(null);
  /** the viewport, once it has come near the screen: then embla is fetched and started on it */
  const [near, setNear] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const paused = useRef(false);
  const [stopped, toggleStopped] = useAutoplayStopped();

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(node);
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!api || stopped) return;
    const timer = setInterval(() => {
      if (!paused.current && document.visibilityState === "visible" && api.internalEngine().options.active)
        api.scrollNext();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [api, intervalMs, stopped]);

  return (
    <section
      className="relative"
      aria-roledescription={t("carousel")}
      aria-label={label}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocusCapture={() => (paused.current = true)}
      onBlurCapture={() => (paused.current = false)}
    >
      <div ref={viewport} className="overflow-hidden">
        <div className={`flex ${gridClass}`} style={{ marginLeft: -gap }}>
          {Children.map(children, (child, i) => (
            <div
              className={`min-w-0 shrink-0 grow-0 ${slideClass}`}
              style={{ paddingLeft: gap }}
              role="group"
              aria-roledescription={t("slide")}
              aria-label={t("slideOf", { index: i + 1, count: Children.count(children) })}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      <div className={`mt-4 flex justify-center gap-3 ${gridFrom ? "lg:hidden" : ""}`}>
        <button
          type="button"
          onClick={() => api?.scrollPrev()}
          aria-label={t("previousIn", { label })}
          className="rounded-full bg-white p-2 text-maroon-800 shadow ring-1 ring-maroon-100 hover:bg-maroon-50"
        >
          <ChevronLeft className="h-5 w-5" />
        </button>
        <AutoplayToggle
          stopped={stopped}
          onToggle={toggleStopped}
          what={label}
          className="rounded-full bg-white p-2 text-maroon-800 shadow ring-1 ring-maroon-100 hover:bg-maroon-50"
        />
        <button
          type="button"
          onClick={() => api?.scrollNext()}
          aria-label={t("nextIn", { label })}
          className="rounded-full bg-white p-2 text-maroon-800 shadow ring-1 ring-maroon-100 hover:bg-maroon-50"
        >
          <ChevronRight className="h-5 w-5" />
        </button>
      </div>
      {near && (
        <Suspense fallback={null}>
          <Embla viewport={near} gridFrom={gridFrom} onApi={setApi} />
        </Suspense>
      )}
    </section>
  );
}
