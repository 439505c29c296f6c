"use client";
import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { isMenu, type NavEntry } from "@/features/storefront/content/nav-entry";
import { ChevronDown } from "@/components/ui/icons";

/** A dropdown's element id, the same in every language ("menu-beauty-care"). */
const menuId = (id: string) => `menu-${id}`;

/** Dropdowns open on click; close on a chosen link, Escape, or a click outside (spec §2). */
export function DesktopNav({ entries, label }: { entries: NavEntry[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpen(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu="${open}"]`);
        setOpen(null);
        button?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <nav ref={navRef} aria-label={label} className="hidden xl:block">
      <ul className="flex items-center whitespace-nowrap text-sm font-semibold tracking-wide">
        {entries.map((entry) =>
          isMenu(entry) ? (
            <li key={entry.id} className="relative">
              <button
                type="button"
                data-menu={entry.id}
                aria-expanded={open === entry.id}
                aria-controls={menuId(entry.id)}
                onClick={() => setOpen(open === entry.id ? null : entry.id)}
                className="flex items-center gap-1 rounded px-2.5 py-2 text-maroon-900 hover:text-maroon-600"
              >
                {entry.label}
                <ChevronDown className={`h-4 w-4 transition ${open === entry.id ? "rotate-180" : ""}`} />
              </button>
              <ul
                id={menuId(entry.id)}
                hidden={open !== entry.id}
                className="absolute left-0 top-full z-40 mt-2 w-72 whitespace-normal rounded-xl bg-white p-2 shadow-xl ring-1 ring-maroon-100"
              >
                {entry.items.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={() => setOpen(null)}
                      aria-current={pathname === item.href ? "page" : undefined}
                      className="block rounded-lg px-3 py-2 font-normal text-stone-800 hover:bg-maroon-50 hover:text-maroon-700"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.href}>
              <Link
                href={entry.href}
                aria-current={pathname === entry.href ? "page" : undefined}
                className="block rounded px-2.5 py-2 text-maroon-900 hover:text-maroon-600 aria-[current=page]:text-maroon-600"
              >
                {entry.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
