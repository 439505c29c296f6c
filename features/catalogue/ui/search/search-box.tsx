import { SearchIcon } from "@/components/ui/icons";
import { translator } from "@/lib/i18n/server";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/i18n/locales";

/**
 * The header's search: a plain GET form to /search (works before any script), a full box
 * from the large breakpoint, an icon that opens the search page on a phone. Both stay in
 * the page's language (/hi/search on a Hindi page).
 */
export function HeaderSearch({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const t = translator(locale, "search");
  const action = localizedPath(locale, "/search");
  return (
    <>
      <form
        action={action}
        method="get"
        role="search"
        aria-label={t("searchShop")}
        className="hidden items-center rounded-full ring-1 ring-stone-300 focus-within:ring-2 focus-within:ring-maroon-700 2xl:flex"
      >
        <label htmlFor="header-search" className="sr-only">
          {t("searchShop")}
        </label>
        <input
          id="header-search"
          type="search"
          name="q"
          placeholder={t("headerPlaceholder")}
          enterKeyHint="search"
          className="w-44 rounded-l-full bg-transparent px-4 py-1.5 text-sm outline-none"
        />
        <button type="submit" className="rounded-r-full px-3 py-1.5 text-maroon-800" aria-label={t("search")}>
          <SearchIcon />
        </button>
      </form>
      <a
        href={action}
        className="flex h-11 w-11 items-center justify-center rounded-full text-maroon-800 hover:bg-maroon-50 2xl:hidden"
        aria-label={t("searchShop")}
      >
        <SearchIcon className="h-6 w-6" />
      </a>
    </>
  );
}

/** The search page's own box: large, labelled, keeps what was typed. */
export function SearchForm({ q, autoFocus, locale }: { q: string; autoFocus?: boolean; locale: Locale }) {
  const t = translator(locale, "search");
  return (
    <form
      action={localizedPath(locale, "/search")}
      method="get"
      role="search"
      aria-label={t("searchShop")}
      className="flex gap-2"
    >
      <label htmlFor="search-q" className="sr-only">
        {t("searchShop")}
      </label>
      <input
        id="search-q"
        type="search"
        name="q"
        defaultValue={q}
        autoFocus={autoFocus}
        placeholder={t("pagePlaceholder")}
        enterKeyHint="search"
        maxLength={100}
        className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-5 py-3 text-base"
      />
      <button
        type="submit"
        className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
      >
        {t("search")}
      </button>
    </form>
  );
}
