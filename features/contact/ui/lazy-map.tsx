"use client";
import { useEffect, useRef, useState } from "react";

/**
 * The map loads only when scrolled near, and a failure (offline) leaves the address card usable.
 * The directions link is plain HTML beside it: it works before the map loads, without
 * JavaScript, and opens the visitor's maps app on a phone.
 */
/** The map's words, in the page's language (the contact page passes them). */
export interface LazyMapLabels {
  loading: string;
  noScript: string;
  directions: string;
  /** read after `directions` by screen readers (starts with a space) */
  directionsHint: string;
}

export function LazyMap({
  src,
  title,
  directionsHref,
  labels,
}: {
  src: string;
  title: string;
  directionsHref: string;
  labels: LazyMapLabels;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const io = new IntersectionObserver(
      ([e]) => {
        if (e?.isIntersecting) {
          setShow(true);
          io.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <div>
      <div ref={ref} className="aspect-[16/9] w-full overflow-hidden rounded-2xl bg-maroon-50">
        {show ? (
          <iframe
            src={src}
            title={title}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="h-full w-full border-0"
          />
        ) : (
          <p className="flex h-full items-center justify-center text-stone-600">
            <span className="no-js:hidden">{labels.loading}</span>
            <noscript>{labels.noScript}</noscript>
          </p>
        )}
      </div>
      <p className="mt-3 text-center">
        <a
          href={directionsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block rounded-full bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800"
        >
          {labels.directions}
          <span className="sr-only">{labels.directionsHint}</span>
        </a>
      </p>
    </div>
  );
}
