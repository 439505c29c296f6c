"use client";
import { useEffect, useRef, useState } from "react";
import { ProductCard } from "@/components/product/product-card";
import type { CartProduct, ProductKind } from "@/lib/cart/cart";
import { useLocale, useT } from "@/lib/i18n/client";
import { pluralKey } from "@/lib/i18n/plural";
import type { Locale } from "@/lib/i18n/locales";

type MotionModule = typeof import("./appended-piece");
/** The animated pieces and framer-motion's features, fetched with the first page "Show more" asks for. */
const loadMotion = () => import("./appended-piece").then(async (mod) => (await mod.loadMotionFeatures(), mod));

/** Two a row on a phone, three on a tablet, four beside the filters on a desktop. */
export const GRID_SIZES = "(min-width: 1280px) 240px, (min-width: 768px) 33vw, 50vw";

interface ApiItem {
  _id: string;
  category: string;
  title: string;
  description: string;
  price: number;
  images?: string[];
  rentPrice?: number;
}

export interface ShowMoreProps {
  children: React.ReactNode;
  /** the API address of the same pieces without `page` ("/api/collection/gown?limit=24&sort=newest&fabric=silk") */
  api: string;
  /** the product page addresses: `${hrefBase}/${id}` (in English; the cards put them in the page's language) */
  hrefBase: string;
  /** the page's language (the server's; the same as the client context's) */
  locale?: Locale;
  kind: ProductKind;
  page: number;
  pages: number;
  preview?: "words" | "lines";
  cta?: string;
}

/**
 * The grid's list, and a "Show more" that appends the next page from the API (same sort and
 * filters) without leaving the page. The server-rendered cards come in as children; the page
 * links below the grid still reach every page without script.
 */
export function ShowMoreGrid({ children, api, hrefBase, kind, page, pages, preview, cta, locale: pageLocale }: ShowMoreProps) {
  const t = useT("productClient");
  const contextLocale = useLocale();
  const locale = pageLocale ?? contextLocale;
  const [extra, setExtra] = useState<CartProduct[][]>([]);
  const [last, setLast] = useState(page);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  // null until the first page is appended, then the animated pieces (or none if they failed to load)
  const [motion, setMotion] = useState<MotionModule | null>(null);
  const firstNew = useRef<HTMLLIElement>(null);
  const moveFocus = useRef(false);

  // Keyboard and screen-reader users continue from the first new piece (the button they
  // pressed may be gone: the last page has none).
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    firstNew.current?.querySelector<HTMLElement>("article > a")?.focus();
  }, [extra]);

  async function more() {
    setBusy(true);
    setStatus("");
    // The animation loads while the next page is fetched (the first time), so the pieces
    // arrive with it ready; if it cannot load, the pieces come without.
    const loading = loadMotion().catch(() => null);
    try {
      const res = await fetch(`${api}&page=${last + 1}`, { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      const [items, loaded] = await Promise.all([res.json() as Promise<ApiItem[]>, loading]);
      if (loaded && !motion) setMotion(() => loaded);
      const cards = items.map((i) => ({
        _id: i._id,
        kind,
        category: i.category,
        title: i.title,
        description: i.description,
        price: i.price,
        image: i.images?.[0],
        href: `${hrefBase}/${i._id}`,
        rentable: typeof i.rentPrice === "number",
      }));
      moveFocus.current = true;
      setExtra((e) => [...e, cards]);
      setLast((n) => n + 1);
      setStatus(t(pluralKey(locale, "moreShown", cards.length), { count: cards.length }));
    } catch {
      setStatus(t("loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 xl:grid-cols-4">
        {children}
        {extra.length ? (
          <Appended motion={motion}>
            {extra.map((batch, b) =>
              batch.map((p, i) => {
                const card = <ProductCard product={p} locale={locale} preview={preview} cta={cta} sizes={GRID_SIZES} />;
                const ref = b === extra.length - 1 && i === 0 ? firstNew : undefined;
                return motion ? (
                  <motion.AppendedPiece key={p._id} ref={ref} index={i}>
                    {card}
                  </motion.AppendedPiece>
                ) : (
                  <li key={p._id} ref={ref} className="flex">
                    {card}
                  </li>
                );
              }),
            )}
          </Appended>
        ) : null}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {last < pages ? (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={more}
            disabled={busy}
            className="rounded-full bg-maroon-700 px-7 py-3 font-semibold text-white hover:bg-maroon-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700 disabled:opacity-70"
          >
            {busy ? t("loading") : t("showMore")}
          </button>
        </div>
      ) : null}
    </>
  );
}

function Appended({ motion, children }: { motion: MotionModule | null; children: React.ReactNode }) {
  return motion ? <motion.AppendedPieces>{children}</motion.AppendedPieces> : <>{children}</>;
}
