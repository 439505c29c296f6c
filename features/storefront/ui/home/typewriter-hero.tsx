import { BookNowButton, TypedLine } from "./typed-line";

/**
 * The static hero (spec §2): a typewriter cycling three lines and a Book Now button that scrolls to `target`.
 * It opens the page wherever it is used (home without slides, /trending): its h1 and the lines
 * (for screen readers) are server HTML; only the typed line and the button are client islands.
 */
export function TypewriterHero({ lines, target, title }: { lines: string[]; target: string; title: string }) {
  return (
    <section className="bg-gradient-to-br from-maroon-900 to-maroon-700 px-4 py-24 text-center text-white">
      <h1 className="font-display text-4xl font-bold sm:text-5xl">{title}</h1>
      <p className="mt-6 min-h-[2em] text-xl text-gold-300 sm:text-2xl" aria-live="off">
        <span className="sr-only">{lines.join(". ")}</span>
        <TypedLine lines={lines} />
      </p>
      <BookNowButton
        target={target}
        className="mt-8 rounded-full bg-gold-400 px-8 py-3 font-semibold text-maroon-900 hover:bg-gold-300"
      />
    </section>
  );
}
