"use client";
import { LazyMotion, MotionConfig } from "framer-motion";
import type { ReactNode } from "react";

/** Fetches framer-motion's animation features (a separate chunk); later calls reuse the first. */
export const loadMotionFeatures = () => import("./motion-features").then((mod) => mod.default);

/**
 * Where `m` components animate: framer-motion's small core now, its features when first
 * needed (`strict` refuses the full `motion` components, which would bundle them eagerly).
 * reducedMotion="user" drops transforms when the visitor asks for reduced motion; components
 * skip their opacity fades too (useReducedMotionConfig), since framer-motion keeps those.
 */
export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
