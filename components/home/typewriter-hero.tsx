"use client";
import { useEffect, useState } from "react";
import { useT } from "@/lib/i18n/client";

const TYPE_MS = 50; // spec §9: typing delay 50, delete speed 30
const DELETE_MS = 30;
const HOLD_MS = 1800;

/** The static hero (spec §2): a typewriter cycling three lines and a Book Now button that scrolls to `target`. */
export function TypewriterHero({ lines, target, title }: { lines: string[]; target: string; title: string }) {
  // It opens the page wherever it is used (home without slides, /trending): the page's h1.
  // Starts with the first line written out (as the server renders it), holds it, then deletes:
  // an empty line is a moment of the animation, never a cue to show the first line again.
  const t = useT("ui");
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
    <section className="bg-gradient-to-br from-maroon-900 to-maroon-700 px-4 py-24 text-center text-white">
      <h1 className="font-display text-4xl font-bold sm:text-5xl">{title}</h1>
      <p className="mt-6 min-h-[2em] text-xl text-gold-300 sm:text-2xl" aria-live="off">
        <span className="sr-only">{lines.join(". ")}</span>
        <span aria-hidden="true">
          {text}
          <span className="animate-pulse">|</span>
        </span>
      </p>
      <button
        type="button"
        onClick={() => document.getElementById(target)?.scrollIntoView({ behavior: "smooth" })}
        className="mt-8 rounded-full bg-gold-400 px-8 py-3 font-semibold text-maroon-900 hover:bg-gold-300"
      >
        {t("bookNow")}
      </button>
    </section>
  );
}
