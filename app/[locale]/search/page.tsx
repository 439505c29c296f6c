import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { SearchForm } from "@/features/catalogue/ui/search/search-box";
import { SearchHits } from "@/features/catalogue/ui/search/search-hits";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { isDay } from "@/lib/dates";
import { beautyCategories, categoriesMatching, collectionCategories } from "@/features/shop/categories";
import { markTerms } from "@/features/catalogue/rules/search-terms";
import { searchCatalogue, suggestTitles } from "@/features/catalogue";
import { formatCount, indiaToday } from "@/lib/format";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { translator } from "@/lib/i18n/server";
import { localizedPath } from "@/lib/i18n/locales";
import { pluralKey } from "@/lib/i18n/plural";
import { foreignLang } from "@/lib/i18n/owner-text";
import { categoriesMatchingHindi, categoryText, categoryTextBySlug } from "@/features/shop/category-text";

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 24;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.at(-1) : v) ?? "";

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const q = one((await searchParams).q)
    .trim()
    .slice(0, 100);
  const locale = await pageLocale(params);
  const t = translator(locale, "search");
  // Result pages are for visitors, not for the index (follow: their links lead to the pieces).
  return {
    ...pageMetadata({
      title: q ? t("metaTitleQuery", { q }) : t("metaTitle"),
      description: t("metaDescription"),
      path: "/search",
      locale,
    }),
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params: localeParams, searchParams }: Props) {
  const locale = await pageLocale(localeParams);
  const t = translator(locale, "search");
  const to = (path: string) => localizedPath(locale, path);
  const params = await searchParams;
  const q = one(params.q).trim().slice(0, 100);
  const page = Math.min(Math.max(1, Number.parseInt(one(params.page), 10) || 1), 1000);
  const rawOn = one(params.on).trim();
  const on = isDay(rawOn) && rawOn >= indiaToday() ? rawOn : undefined;
  const { hits, total } = q ? await searchCatalogue(q, page, PAGE_SIZE, on) : { hits: [], total: 0 };
  const suggestions = q && !total ? await suggestTitles(q) : [];
  const terms = markTerms(q);
  // The pages a search names, by their English or their Hindi words, whatever the page's language.
  const named = q
    ? [
        ...categoriesMatching(q),
        ...categoriesMatchingHindi(q, { collection: collectionCategories, beauty: beautyCategories }),
      ].filter((c, i, all) => all.findIndex((d) => d.href === c.href) === i)
    : [];
  const pages = Math.ceil(total / PAGE_SIZE);
  const link = (p: number) =>
    to(`/search?${new URLSearchParams({ q, ...(on ? { on } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`);
  // A category a search names, in the page's language (categoriesMatching gives English paths and labels).
  const categoryLabel = (href: string, english: string) =>
    categoryTextBySlug(locale, href.split("/").at(-1) ?? "")?.label ?? english;

  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-maroon-800">
        {q ? t("resultsFor", { q }) : t("searchShop")}
      </h1>
      <div className="mt-6 max-w-2xl">
        <SearchForm q={q} autoFocus={!q} locale={locale} />
      </div>
      {q ? (
        <form action={to("/search")} className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <input type="hidden" name="q" value={q} />
          <label htmlFor="search-on" className="font-semibold text-maroon-800">
            {t("freeToRentOn")}
          </label>
          <input
            id="search-on"
            type="date"
            name="on"
            defaultValue={on}
            min={indiaToday()}
            required
            className="rounded-lg border border-stone-300 px-2 py-1.5"
          />
          <button
            type="submit"
            className="rounded-lg border border-maroon-700 px-3 py-1.5 font-semibold text-maroon-800"
          >
            {t("show")}
          </button>
          {on ? (
            <Link
              href={to(`/search?${new URLSearchParams({ q })}`)}
              className="font-semibold text-maroon-700 underline underline-offset-4"
            >
              {t("anyDay")}
            </Link>
          ) : null}
        </form>
      ) : null}
      {q ? (
        <p role="status" className="mt-4 text-stone-700">
          {total
            ? `${t(pluralKey(locale, "found", total), { count: formatCount(total, locale) })}${pages > 1 ? t("pageOf", { page, pages }) : ""}`
            : t("nothingMatched")}
        </p>
      ) : null}

      {named.length ? (
        <nav aria-label={t("matchingCollections")} className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-stone-700">{t(pluralKey(locale, "collections", named.length))}</span>
          {named.map((c) => (
            <Link
              key={c.href}
              href={to(c.href)}
              className="inline-flex min-h-10 items-center rounded-full bg-maroon-50 px-4 py-2 font-semibold text-maroon-800 ring-1 ring-maroon-200 hover:ring-maroon-700"
            >
              {categoryLabel(c.href, c.label)} →
            </Link>
          ))}
        </nav>
      ) : null}

      {hits.length ? <SearchHits hits={hits} terms={terms} locale={locale} /> : null}

      {pages > 1 ? (
        <HydrateLater>
          <nav aria-label={t("resultPages")} className="mt-8 flex justify-between">
            {page > 1 ? (
              <Link
                href={link(page - 1)}
                rel="prev"
                className="rounded-full px-5 py-2 font-semibold ring-1 ring-stone-300"
              >
                {t("previous")}
              </Link>
            ) : (
              <span />
            )}
            {page < pages ? (
              <Link
                href={link(page + 1)}
                rel="next"
                className="rounded-full px-5 py-2 font-semibold ring-1 ring-stone-300"
              >
                {t("next")}
              </Link>
            ) : null}
          </nav>
        </HydrateLater>
      ) : null}

      {q && !total ? (
        <section aria-labelledby="suggest-h" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 id="suggest-h" className="font-display text-xl font-bold text-maroon-800">
            {t("tryInstead")}
          </h2>
          {suggestions.length ? (
            <p className="mt-3">
              {t("didYouMean")}{" "}
              {suggestions.map((s, i) => (
                <span key={s}>
                  {i ? ", " : ""}
                  <Link
                    href={to(`/search?q=${encodeURIComponent(s)}`)}
                    lang={foreignLang(/[\u0900-\u097f]/.test(s) ? "hi" : "en", locale)}
                    className="font-semibold text-maroon-700 underline"
                  >
                    {s}
                  </Link>
                </span>
              ))}
              ?
            </p>
          ) : null}
          <p className="mt-3 text-stone-700">{t("orBrowse")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {[
              ...collectionCategories.map((c) => ({
                href: `/collection/${c.slug}`,
                label: categoryText(locale, c).title,
              })),
              ...beautyCategories.map((c) => ({
                href: `/beauty-care/${c.slug}`,
                label: categoryText(locale, c).title,
              })),
            ].map((c) => (
              <li key={c.href}>
                <Link
                  href={to(c.href)}
                  className="inline-block rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-stone-300 hover:ring-maroon-700"
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
