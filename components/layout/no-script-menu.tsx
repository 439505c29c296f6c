import { isMenu, type NavEntry } from "@/features/storefront/content/nav-entry";
import { MenuIcon } from "@/components/ui/icons";

/**
 * The phone menu for a browser that runs no JavaScript: a <details> that opens without it,
 * with every entry of the main menu. The usual menu (mobile-menu.tsx, a modal dialog) hides
 * its button then. Inside <noscript>, so it costs a browser that runs scripts nothing.
 */
export function NoScriptMenu({ entries, labels }: { entries: NavEntry[]; labels: { menu: string; nav: string } }) {
  const link = "block rounded px-3 py-2 hover:bg-maroon-50";
  return (
    <noscript>
      <details className="relative xl:hidden">
        <summary className="flex cursor-pointer list-none rounded-lg p-2 text-maroon-900 hover:bg-maroon-50">
          <MenuIcon />
          <span className="sr-only">{labels.menu}</span>
        </summary>
        <nav
          aria-label={labels.nav}
          className="absolute left-0 top-full z-40 mt-2 max-h-[75vh] w-72 max-w-[85vw] overflow-y-auto rounded-xl bg-white p-2 text-sm font-semibold text-maroon-900 shadow-xl ring-1 ring-maroon-100"
        >
          <ul>
            {entries.map((entry) =>
              isMenu(entry) ? (
                <li key={entry.id}>
                  <span className="block px-3 pb-1 pt-3 text-xs tracking-wide text-stone-600">{entry.label}</span>
                  <ul className="font-normal text-stone-800">
                    {entry.items.map((item) => (
                      <li key={item.href}>
                        <a href={item.href} className={link}>
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.href}>
                  <a href={entry.href} className={link}>
                    {entry.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
      </details>
    </noscript>
  );
}
