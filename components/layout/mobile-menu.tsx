"use client";
import Link from "@/components/ui/link";
import { useRef, useState } from "react";
import { isMenu, type NavEntry } from "@/features/storefront/content/nav-entry";
import { CartButton } from "@/features/cart/ui/cart-button";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { LanguageSwitch } from "./language-switch";

/** The menu's own words, in the page's language (from the header, a server component). */
export interface MobileMenuLabels {
  open: string;
  close: string;
  menu: string;
  nav: string;
  quote: string;
}

/**
 * Slide-in side menu for small screens. A modal <dialog> gives focus containment,
 * Escape to close and an inert page behind it without extra code.
 */
export function MobileMenu({ entries, labels }: { entries: NavEntry[]; labels: MobileMenuLabels }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The menu's links render only while it is open: the desktop nav already carries them
  // in the HTML, and every page stays lighter for phones.
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();

  return (
    <div className="xl:hidden">
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
        className="rounded-lg p-2 text-maroon-900 hover:bg-maroon-50 no-js:hidden"
        aria-label={labels.open}
        aria-haspopup="dialog"
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialog}
        aria-label={labels.menu}
        onClick={(e) => e.target === dialog.current && close()}
        onClose={() => setOpen(false)}
        className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-2xl backdrop:bg-black/50 open:animate-[slide-in_.25s_ease-out]"
      >
        {open ? (
          <div className="flex h-full flex-col overflow-y-auto p-5">
            <div className="flex items-center justify-between">
              <span className="font-display text-xl font-bold text-maroon-800">{labels.menu}</span>
              <button
                type="button"
                onClick={close}
                className="rounded-lg p-2 hover:bg-maroon-50"
                aria-label={labels.close}
              >
                <CloseIcon />
              </button>
            </div>
            {/* The other language first thing in the menu, where a phone user looks for it. */}
            <LanguageSwitch className="mt-3 self-start" />
            <nav aria-label={labels.nav} className="mt-2">
              <ul className="space-y-1">
                {entries.map((entry) =>
                  isMenu(entry) ? (
                    <li key={entry.id}>
                      <details className="group">
                        <summary className="cursor-pointer list-none rounded-lg px-3 py-2 font-semibold text-maroon-900 hover:bg-maroon-50">
                          {entry.label}{" "}
                          <span aria-hidden="true" className="float-right transition group-open:rotate-180">
                            ▾
                          </span>
                        </summary>
                        <ul className="ml-3 border-l border-maroon-100 pl-3">
                          {entry.items.map((item) => (
                            <li key={item.href}>
                              <Link
                                href={item.href}
                                onClick={close}
                                className="block rounded px-2 py-1.5 text-sm text-stone-700 hover:text-maroon-700"
                              >
                                {item.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  ) : (
                    <li key={entry.href}>
                      <Link
                        href={entry.href}
                        onClick={close}
                        className="block rounded-lg px-3 py-2 font-semibold text-maroon-900 hover:bg-maroon-50"
                      >
                        {entry.label}
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            </nav>
            <CartButton className="mt-6 self-start" onClick={close} />
            <blockquote className="mt-auto border-l-4 border-gold-400 pt-8 pl-3 font-display italic text-maroon-800">
              {labels.quote}
            </blockquote>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
