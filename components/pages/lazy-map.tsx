"use client";
import { useEffect, useRef, useState } from "react";

/** The map loads only when scrolled near, and a failure (offline) leaves the address card usable. */
export function LazyMap({ src, title }: { src: string; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const io = new IntersectionObserver(([e]) => {
      if (e?.isIntersecting) {
        setShow(true);
        io.disconnect();
      }
    }, { rootMargin: "200px" });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <div ref={ref} className="aspect-[16/9] w-full overflow-hidden rounded-2xl bg-maroon-50">
      {show ? <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="h-full w-full border-0" /> : <p className="flex h-full items-center justify-center text-stone-600">Loading map…</p>}
    </div>
  );
}
