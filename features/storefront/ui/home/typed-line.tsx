"use client";
import { useEffect, useState } from "react";
import { useT } from "@/lib/i18n/client";

const TYPE_MS = 50; // spec §9: typing delay 50, delete speed 30
const DELETE_MS = 30;
const HOLD_MS = 1800;

/**
 * The typewriter's visible line (TypewriterHero). Starts with the first line written out (as
 * the server renders it), holds it, then deletes: an empty line is a moment of the animation,
 * never a cue to show the first line again. Nothing runs until it has hydrated and held the
 * first line for HOLD_MS; with reduced motion asked for, nothing runs at all.
 */
export function TypedLine({ lines }: { lines: string[] }) {
  const [text, setText] = useState(lines[0] ?? "");
  const [line, setLine] = useState(0);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const full = lines[line] ?? "";
    const done = !deleting && text === full;
    const timer = setTimeout(
      () => {
        if (done) return setDeleting(true);
        if (deleting && text === "") {
          setDeleting(false);
          return setLine((l) => (l + 1) % lines.length);
        }
        setText(deleting ? full.slice(0, text.length - 1) : full.slice(0, text.length + 1));
      },
      done ? HOLD_MS : deleting ? DELETE_MS : TYPE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, deleting, line, lines]);

  return (
    <span aria-hidden="true">
      {text}
      <span className="animate-pulse">|</span>
    </span>
  );
}

/** Book Now: scrolls to the section `target` names. */
export function BookNowButton({ target, className }: { target: string; className: string }) {
  const t = useT("ui");
  return (
    <button
      type="button"
      onClick={() => document.getElementById(target)?.scrollIntoView({ behavior: "smooth" })}
      className={className}
    >
      {t("bookNow")}
    </button>
  );
}
