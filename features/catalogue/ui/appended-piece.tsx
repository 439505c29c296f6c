"use client";
import { m, useReducedMotionConfig } from "framer-motion";
import type { ReactNode, Ref } from "react";
import { Motion } from "@/components/ui/motion";

export { loadMotionFeatures } from "@/components/ui/motion";

/**
 * The pieces "Show more" appends, in a chunk of their own: framer-motion's core comes with
 * the first appended page, so the browse pages' first-load JavaScript carries none of it.
 */
export function AppendedPieces({ children }: { children: ReactNode }) {
  return <Motion>{children}</Motion>;
}

/** An appended piece rises and fades in, a few at a time; with reduced motion it is simply there. */
export function AppendedPiece({
  children,
  index,
  ref,
}: {
  children: ReactNode;
  index: number;
  ref?: Ref<HTMLLIElement>;
}) {
  const reduce = useReducedMotionConfig();
  return (
    <m.li
      ref={ref}
      className="flex"
      initial={reduce ? false : { opacity: 0, y: 16 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.35, ease: "easeOut", delay: Math.min(index, 8) * 0.04 }}
    >
      {children}
    </m.li>
  );
}
