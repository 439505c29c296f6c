import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { SearchForm } from "@/components/search/search-box";
import { isDay } from "@/lib/dates";
import { beautyCategories, categoriesMatching, collectionCategories, findBeautyCategory, findCollectionCategory } from "@/lib/content/categories";
import { markTerms, highlight } from "@/lib/catalogue/search-terms";
import type { SearchHit } from "@/lib/catalogue/items";
import { searchCatalogue, suggestTitles } from "@/lib/data/items";
import { formatRupees, indiaToday, previewWords } from "@/lib/format";
import { pageMetadata } from "@/lib/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 24;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.at(-1) : v) ?? "";

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const q = one((await searchParams).q)
    .trim()
    .slice(0, 100);
  // Result pages are for visitors, not for the index (follow: their links lead to the pieces).
  return {
    ...pageMetadata({
      title: q ? `“${q}” — search` : "Search",
      description: "Search the shop's lehengas, sarees, gowns, suits, blouses and beauty line.",
      path: "/search",
      locale: await pageLocale(params),
    }),
    robots: { index: false, follow: true },
  };
}

function hrefOf(hit: SearchHit): string {
  if (hit.kind === "collection") return `/collection/${findCollectionCategory(hit.item.category)?.slug ?? hit.item.category}/${hit.item._id}`;
  return `/beauty-care/${findBeautyCategory(hit.item.category)?.slug ?? hit.item.category}/${hit.item._id}`;
}

function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlight(text, terms).map((p, i) =>
        p.mark ? (
          <mark key={i} className="rounded bg-gold-300 px-0.5 text-stone-900">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = one(params.q).trim().slice(0, 100);
  const page = Math.min(Math.max(1, Number.parseInt(one(params.page), 10) || 1), 1000);
  const rawOn = one(params.on).trim();
  const on = isDay(rawOn) && rawOn >= indiaToday() ? rawOn : undefined;
  const { hits, total } = q ? await searchCatalogue(q, page, PAGE_SIZE, on) : { hits: [], total: 0 };
  const suggestions = q && !total ? await suggestTitles(q) : [];
  const terms = markTerms(q);
  const named = q ? categoriesMatching(q) : [];
  const pages = Math.ceil(total / PAGE_SIZE);
  const link = (p: number) => `/search?${new URLSearchParams({ q, ...(on ? { on } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`;

  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{q ? <>Results for “{q}”</> : "Search the shop"}</h1>
      <div className="mt-6 max-w-2xl">
        <SearchForm q={q} autoFocus={!q} />
      </div>
      {q ? (
        <form action="/search" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <input type="hidden" name="q" value={q} />
          <label htmlFor="search-on" className="font-semibold text-maroon-800">
            Free to rent on
          </label>
          <input id="search-on" type="date" name="on" defaultValue={on} min={indiaToday()} required className="rounded-lg border border-stone-300 px-2 py-1.5" />
          <button type="submit" className="rounded-lg border border-maroon-700 px-3 py-1.5 font-semibold text-maroon-800">
            Show
          </button>
          {on ? (
            <Link href={`/search?${new URLSearchParams({ q })}`} className="font-semibold text-maroon-700 underline underline-offset-4">
              Any day
            </Link>
          ) : null}
        </form>
      ) : null}
      {q ? (
        <p role="status" className="mt-4 text-stone-700">
          {total ? `${total.toLocaleString("en-IN")} piece${total === 1 ? "" : "s"} found${pages > 1 ? ` · page ${page} of ${pages}` : ""}` : "Nothing matched your search."}
        </p>
      ) : null}

      {named.length ? (
        <nav aria-label="Matching collections" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-stone-700">Collection{named.length > 1 ? "s" : ""}:</span>
          {named.map((c) => (
            <Link
              key={c.href}
              href={c.href}
              className="inline-flex min-h-10 items-center rounded-full bg-maroon-50 px-4 py-2 font-semibold text-maroon-800 ring-1 ring-maroon-200 hover:ring-maroon-700"
            >
              {c.label} →
            </Link>
          ))}
        </nav>
      ) : null}

      {hits.length ? (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {hits.map((hit, i) => (
            <li key={hit.item._id}>
              <Link href={hrefOf(hit)} className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100 hover:shadow-md">
                <div className="relative aspect-[3/4] bg-maroon-50">
                  {hit.item.images[0] ? <Image src={hit.item.images[0]} alt="" fill sizes="(min-width: 1024px) 25vw, 50vw" preload={i < 2} className="object-cover" /> : null}
                </div>
                <div className="flex flex-1 flex-col p-3 sm:p-4">
                  <h2 className="font-display text-base font-semibold text-maroon-800 sm:text-lg">
                    <Marked text={hit.item.title} terms={terms} />
                  </h2>
                  <p className="mt-1 text-sm text-stone-600">
                    <Marked text={previewWords(hit.item.description, 12)} terms={terms} />
                  </p>
                  {hit.item.price > 0 ? <p className="mt-auto pt-2 font-semibold text-maroon-700">{formatRupees(hit.item.price)}</p> : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {pages > 1 ? (
        <nav aria-label="Result pages" className="mt-8 flex justify-between">
          {page > 1 ? (
            <Link href={link(page - 1)} rel="prev" className="rounded-full px-5 py-2 font-semibold ring-1 ring-stone-300">
              ← Previous
            </Link>
          ) : (
            <span />
          )}
          {page < pages ? (
            <Link href={link(page + 1)} rel="next" className="rounded-full px-5 py-2 font-semibold ring-1 ring-stone-300">
              Next →
            </Link>
          ) : null}
        </nav>
      ) : null}

      {q && !total ? (
        <section aria-labelledby="suggest-h" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 id="suggest-h" className="font-display text-xl font-bold text-maroon-800">
            Try instead
          </h2>
          {suggestions.length ? (
            <p className="mt-3">
              Did you mean{" "}
              {suggestions.map((t, i) => (
                <span key={t}>
                  {i ? ", " : ""}
                  <Link href={`/search?q=${encodeURIComponent(t)}`} className="font-semibold text-maroon-700 underline">
                    {t}
                  </Link>
                </span>
              ))}
              ?
            </p>
          ) : null}
          <p className="mt-3 text-stone-700">Or browse a collection:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {[...collectionCategories.map((c) => ({ href: `/collection/${c.slug}`, label: c.title })), ...beautyCategories.map((c) => ({ href: `/beauty-care/${c.slug}`, label: c.title }))].map(
              (c) => (
                <li key={c.href}>
                  <Link href={c.href} className="inline-block rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-stone-300 hover:ring-maroon-700">
                    {c.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
