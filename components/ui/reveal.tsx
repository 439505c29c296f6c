"use client";
import { useEffect, useRef, useState, type ElementType, type ReactNode } from "react";

type Phase = "static" | "hidden" | "shown";

/**
 * spec §4 animation variants — hidden: transparent, 50px down; visible: in place, 0.8 s
 * ease-out — shown once `amount` of the element is visible. Done with CSS and an
 * IntersectionObserver rather than framer-motion, to keep public pages' JavaScript small;
 * prefers-reduced-motion turns the transition off (globals.css).
 *
 * The server renders the content visible ("static"): without JavaScript, and before it has
 * loaded, nothing waits to appear (it would otherwise delay the page's largest paint until
 * hydration). After mount, only an element still below the fold is hidden, off screen, and then
 * animates in when scrolled to; one already in view simply stays put.
 */
export function Reveal({
  children,
  amount = 0.2,
  as: Tag = "div",
  className = "",
}: {
  children: ReactNode;
  amount?: number;
  as?: ElementType;
  className?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>("static");
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    // The observer's first report says where the element is without a layout read at load
    // (getBoundingClientRect here forced one per section on every page).
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          const fold = entry.rootBounds?.bottom ?? window.innerHeight;
          if (entry.isIntersecting || entry.boundingClientRect.top < fold) return observer.disconnect(); // on screen or above it
          setPhase("hidden");
        } else if (entry.isIntersecting) {
          setPhase("shown");
          observer.disconnect();
        }
      },
      { threshold: amount },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [amount]);
  return (
    <Tag
      ref={ref}
      data-reveal={phase}
      className={`data-[reveal=shown]:transition data-[reveal=shown]:duration-[800ms] data-[reveal=shown]:ease-out data-[reveal=hidden]:translate-y-[50px] data-[reveal=hidden]:opacity-0 ${className}`}
    >
      {children}
    </Tag>
  );
}
