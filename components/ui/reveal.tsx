"use client";
import { useEffect, useRef, useState, type ElementType, type ReactNode } from "react";

/**
 * spec §4 animation variants — hidden: transparent, 50px down; visible: in place, 0.8 s
 * ease-out — shown once `amount` of the element is visible. Done with CSS and an
 * IntersectionObserver rather than framer-motion, to keep public pages' JavaScript small;
 * prefers-reduced-motion turns the transition off (globals.css).
 */
export function Reveal({ children, amount = 0.2, as: Tag = "div", className = "" }: { children: ReactNode; amount?: number; as?: ElementType; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return setVisible(true);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: amount },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [amount]);
  return (
    <Tag ref={ref} data-visible={visible} className={`transition duration-[800ms] ease-out data-[visible=false]:translate-y-[50px] data-[visible=false]:opacity-0 ${className}`}>
      {children}
    </Tag>
  );
}
