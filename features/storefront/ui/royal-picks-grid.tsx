"use client";
import Image from "next/image";
import { useRef, useState } from "react";
import type { RoyalPick } from "@/features/storefront/content/royal-picks";
import { previewChars } from "@/lib/format";
import { CloseIcon } from "@/components/ui/icons";

/** A pick with its WhatsApp enquiry link (written on the server, in the page's language). */
type Pick = RoyalPick & { enquireHref: string };

/** The grid's own words, in the page's language (the page passes them: no catalogue travels to the browser). */
export interface RoyalPicksLabels {
  badge: string;
  close: string;
  fabric: string;
  work: string;
  enquire: string;
  enquireHint: string;
}

/** Masonry of Royal Picks; a click opens the pick in a dialog with an Enquire Now link (spec §2). */
export function RoyalPicksGrid({ picks, labels }: { picks: Pick[]; labels: RoyalPicksLabels }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<Pick | null>(null);
  const show = (p: Pick) => {
    setOpen(p);
    dialog.current?.showModal();
  };
  return (
    <>
      <ul className="columns-1 gap-6 sm:columns-2 lg:columns-3">
        {picks.map((p, i) => (
          <li key={p.title} className="mb-6 break-inside-avoid">
            <button
              type="button"
              onClick={() => show(p)}
              className="group relative block w-full overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-maroon-100 hover:shadow-md"
            >
              <span className="absolute left-3 top-3 z-10 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-maroon-900">
                {labels.badge}
              </span>
              <span className={`relative block ${i % 3 === 1 ? "aspect-[3/4]" : "aspect-[4/5]"}`}>
                <Image
                  src={p.image}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="object-cover transition duration-500 group-hover:scale-105"
                />
              </span>
              <span className="block p-4">
                <span className="block font-display text-lg font-semibold text-maroon-800">{p.title}</span>
                <span className="mt-1 block text-sm text-stone-600">{previewChars(p.description, 70)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-labelledby="pick-title"
        onClose={() => setOpen(null)}
        onClick={(e) => e.target === dialog.current && dialog.current?.close()}
        className="m-auto max-h-[90vh] w-[min(48rem,94vw)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/60"
      >
        {open ? (
          <div className="grid gap-6 p-6 md:grid-cols-2">
            <div className="relative aspect-[3/4] overflow-hidden rounded-xl">
              <Image
                src={open.image}
                alt={open.alt}
                fill
                sizes="(min-width: 768px) 24rem, 90vw"
                className="object-cover"
              />
            </div>
            <div className="flex flex-col gap-3">
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                aria-label={labels.close}
                className="self-end rounded-full p-2 hover:bg-maroon-50"
              >
                <CloseIcon />
              </button>
              <h2 id="pick-title" className="font-display text-2xl font-bold text-maroon-800">
                {open.title}
              </h2>
              <p className="text-stone-700">{open.description}</p>
              <p>
                <strong className="text-maroon-900">{labels.fabric}</strong> {open.fabric}
              </p>
              <p>
                <strong className="text-maroon-900">{labels.work}</strong> {open.work}
              </p>
              <a
                href={open.enquireHref}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-auto rounded-full bg-green-700 px-5 py-3 text-center font-semibold text-white hover:bg-green-800"
              >
                {labels.enquire}
                <span className="sr-only">{labels.enquireHint}</span>
              </a>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
