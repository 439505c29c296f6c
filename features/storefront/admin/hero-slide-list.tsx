"use client";
/* eslint-disable @next/next/no-img-element -- admin thumbnails, shown small and not for SEO */
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { HeroSlide } from "@/features/storefront/views";

type Direction = "up" | "down";
const button = "rounded-full px-3 py-1 font-semibold ring-1 disabled:opacity-40";

/**
 * The slides in display order, each with Move up/down, Edit and Delete. A card list, not a
 * table: a 36rem table made the whole page pan sideways on a phone (its buttons' sr-only text
 * escaped the scroll box), and this wraps at any width.
 */
export function HeroSlideList({
  slides,
  onEdit,
  onDelete,
}: {
  slides: HeroSlide[];
  onEdit(s: HeroSlide): void;
  onDelete(s: HeroSlide): void;
}) {
  const router = useRouter();
  // The order the move route last answered with, until the page's `slides` change (a save or delete).
  const [moved, setMoved] = useState<{ list: HeroSlide[]; from: HeroSlide[] } | null>(null);
  const list = moved?.from === slides ? moved.list : slides;
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  // A ref, not disabled buttons: disabling the focused button while saving would drop the cursor.
  const busy = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Reordering re-inserts list items, which takes focus off a moved button: put it back.
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);

  useEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    const index = list.findIndex((s) => s._id === want.id);
    // At either end its own button is disabled: the other one keeps the cursor on the slide.
    const atEnd = want.direction === "up" ? index === 0 : index === list.length - 1;
    buttons.current.get(`${want.id}:${atEnd ? (want.direction === "up" ? "down" : "up") : want.direction}`)?.focus();
  }, [list]);

  async function move(s: HeroSlide, direction: Direction) {
    if (busy.current) return;
    busy.current = true;
    setStatus(null);
    try {
      const res = await fetch(`/api/hero/${s._id}/move`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ direction }),
      });
      const data = await res.json().catch(() => ({}));
      if (!res.ok) {
        setStatus({
          ok: false,
          text:
            res.status === 404
              ? "That slide no longer exists."
              : `Could not move the slide. Please try again.${data.message ? ` (${data.message})` : ""}`,
        });
        return router.refresh();
      }
      const next = data as HeroSlide[];
      refocus.current = { id: s._id, direction };
      setMoved({ list: next, from: slides });
      const at = next.findIndex((x) => x._id === s._id) + 1;
      setStatus({ ok: true, text: `Moved “${s.title}” ${direction}: now ${at} of ${next.length}.` });
      // No router.refresh(): the route answered the whole new order, and a refresh still on its
      // way after a quick second move would show the order before it (and take the focus away).
    } catch {
      setStatus({ ok: false, text: "Could not move the slide. Please try again." });
    } finally {
      busy.current = false;
    }
  }

  const ref = (id: string, direction: Direction) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(`${id}:${direction}`, el);
    else buttons.current.delete(`${id}:${direction}`);
  };

  return (
    <section aria-labelledby="hero-order" className="min-w-0">
      <h2 id="hero-order" className="font-display text-xl font-bold text-maroon-800">
        Hero slides in display order
      </h2>
      <p
        role="status"
        className={`mt-1 min-h-6 text-sm font-semibold ${status?.ok ? "text-green-700" : "text-red-700"}`}
      >
        {status?.text}
      </p>
      {list.length ? (
        <ol className="mt-2 space-y-3">
          {list.map((s, i) => (
            <li
              key={s._id}
              className="relative flex flex-wrap gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
            >
              <img src={s.image} alt="" className="h-12 w-20 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1 text-sm">
                <h3 className="font-semibold break-words">
                  <span className="text-stone-500">{i + 1}.</span> <span data-title>{s.title}</span>
                </h3>
                <p className="break-words text-stone-600">{s.desc}</p>
                <p className="break-words text-stone-600">
                  {s.offers.map((o) => `${o.text}: ${o.discount}`).join(", ") || "No offers"}
                </p>
              </div>
              <div className="flex w-full flex-wrap gap-2 text-sm">
                <button
                  type="button"
                  ref={ref(s._id, "up")}
                  onClick={() => void move(s, "up")}
                  disabled={i === 0}
                  aria-label={`Move “${s.title}” up`}
                  className={`${button} ring-stone-300`}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  ref={ref(s._id, "down")}
                  onClick={() => void move(s, "down")}
                  disabled={i === list.length - 1}
                  aria-label={`Move “${s.title}” down`}
                  className={`${button} ring-stone-300`}
                >
                  ↓ Down
                </button>
                <button type="button" onClick={() => onEdit(s)} className={`${button} ring-stone-300`}>
                  Edit<span className="sr-only"> {s.title}</span>
                </button>
                <button type="button" onClick={() => onDelete(s)} className={`${button} text-red-700 ring-red-200`}>
                  Delete<span className="sr-only"> {s.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 rounded-2xl bg-white p-6 text-center text-stone-500 ring-1 ring-stone-200">
          No slides yet: the home page shows its static welcome instead.
        </p>
      )}
    </section>
  );
}
