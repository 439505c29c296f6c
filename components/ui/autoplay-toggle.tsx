"use client";
import { useEffect, useState } from "react";
import { PauseIcon, PlayIcon } from "./icons";
import { useT } from "@/lib/i18n/client";

/**
 * Whether a carousel's autoplay is stopped: by the visitor (the toggle below), or from the
 * start when the device asks for reduced motion (the visitor may still start it).
 */
export function useAutoplayStopped(): [boolean, () => void] {
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the media query exists only in the browser, after hydration
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setStopped(true);
  }, []);
  return [stopped, () => setStopped((s) => !s)];
}

/**
 * Pause and play for anything that moves on its own for more than five seconds (WCAG 2.2.2):
 * hover and focus pause it too, but a phone has neither, and a visitor reading a slide must
 * be able to stop it.
 */
export function AutoplayToggle({
  stopped,
  onToggle,
  what,
  className,
}: {
  stopped: boolean;
  onToggle(): void;
  what: string;
  className: string;
}) {
  const t = useT("ui");
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={stopped ? t("play", { what }) : t("pause", { what })}
      className={className}
    >
      {stopped ? <PlayIcon /> : <PauseIcon />}
    </button>
  );
}
