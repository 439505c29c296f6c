"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  cardOf,
  cartPiece,
  ProductCardView,
  type CardProduct,
} from "@/features/catalogue/ui/product/product-card-view";
import { useCardCart } from "@/features/catalogue/ui/product/card-cart";
import type { CartProduct, ProductKind } from "@/features/cart/rules/cart";
import { useLocale, useT } from "@/lib/i18n/client";
import { pluralKey } from "@/lib/i18n/plural";
import { GRID_SIZES } from "./grid-sizes";
import type { Locale } from "@/lib/i18n/locales";

type MotionModule = typeof import("./appended-piece");
/** The animated pieces and framer-motion's features, fetched with the first page "Show more" asks for. */
const loadMotion = () => import("./appended-piece").then(async (mod) => (await mod.loadMotionFeatures(), mod));

interface ApiItem {
  _id: string;
  category: string;
  title: string;
  description: string;
  /** the owner's Hindi, in the JSON only when she typed it */
  titleHi?: string;
  descriptionHi?: string;
  price: number;
  images?: string[];
  rentPrice?: number;
}

export interface ShowMoreProps {
  children: React.ReactNode;
  /** the server-rendered pieces the cards' cart buttons add (not the rented ones: theirs open the piece) */
  pieces: CartProduct[];
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
 * links below the grid still reach every page without script. The list handles every card's
 * cart button and shows their one toast (card-cart.tsx).
 */
export function ShowMoreGrid({
  children,
  pieces,
  api,
  hrefBase,
  kind,
  page,
  pages,
  preview,
  cta,
  locale: pageLocale,
}: ShowMoreProps) {
  const t = useT("productClient");
  const contextLocale = useLocale();
  const locale = pageLocale ?? contextLocale;
  const [extra, setExtra] = useState<CardProduct[][]>([]);
  const [last, setLast] = useState(page);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  // null until the first page is appended, then the animated pieces (or none if they failed to load)
  const [motion, setMotion] = useState<MotionModule | null>(null);
  const firstNew = useRef<HTMLLIElement>(null);
  const moveFocus = useRef(false);
  const find = useCallback(
    (id: string) => {
      const appended = extra.flat().find((p) => p._id === id);
      return pieces.find((p) => p._id === id) ?? (appended && cartPiece(appended));
    },
    [pieces, extra],
  );
  const cart = useCardCart(find);

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
      const cards = items.map((i) => cardOf(i, kind, `${hrefBase}/${i._id}`));
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
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 xl:grid-cols-4" onClick={cart.onClick}>
        {children}
        {extra.length ? (
          <Appended motion={motion}>
            {extra.map((batch, b) =>
              batch.map((p, i) => {
                const card = (
                  <ProductCardView product={p} locale={locale} preview={preview} cta={cta} sizes={GRID_SIZES} t={t} />
                );
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
      {cart.toast}
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
