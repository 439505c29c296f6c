"use client";
import { useEffect, useSyncExternalStore } from "react";
import { create } from "zustand";
import { persist, type PersistStorage } from "zustand/middleware";
import * as cart from "@/features/cart/rules/cart";
import { applyQuote, type CartQuote } from "@/features/cart/rules/quote";
import { announceCartChange, CART_KEY, CART_VERSION } from "./cart-count";

/** What an add did: every control that adds tells the visitor which (never "added" when it was not). */
type AddResult = "added" | "full";
/**
 * A stay already in the cart in that size is one more copy on its line ("more"), unless every
 * copy of that size free for those days is there already ("most": nothing changes).
 */
type StayAddResult = AddResult | "more" | "most";

/**
 * A line's price that moved since it was added: the sale price or a rental's rent, and a
 * rental's deposit, each from → to in rupees. Kept as numbers, not as the quote's English
 * sentence, so the notice is said in the page's language (LineNotice).
 */
export interface PriceNotice {
  dated: boolean;
  price?: { from: number; to: number };
  deposit?: { from: number; to: number };
}

/** What moved between a line before and after the quote. */
function priceNotice(before: cart.CartLine, after: cart.CartLine): PriceNotice {
  const notice: PriceNotice = { dated: cart.isDated(before) };
  if (before.price !== after.price) notice.price = { from: before.price, to: after.price };
  if (cart.isDated(before) && cart.isDated(after) && before.deposit !== after.deposit)
    notice.deposit = { from: before.deposit, to: after.deposit };
  return notice;
}

/** Lines are named by cart.lineKey: the product id, plus the days for a rental line. */
interface CartState {
  lines: cart.CartLine[];
  /**
   * "Price updated from ₹4,500 to ₹5,000." (as numbers: PriceNotice) by line key, for lines
   * whose price moved since they were added. Not stored: the new price is, so the notice is
   * shown for this visit only.
   */
  notices: Record<string, PriceNotice>;
  /** Takes the shop's current prices and marks pieces it no longer has (POST /api/cart/quote). */
  applyQuote(quote: CartQuote): void;
  /** "full" when the product would be a new line in a cart already holding MAX_CART_LINES: nothing changes. */
  add(product: cart.CartProduct): AddResult;
  addStay(product: cart.CartProduct, stay: cart.LineStay): StayAddResult;
  moveStay(key: string, from: string, to: string): void;
  increment(key: string): void;
  decrement(key: string): void;
  /** a rental line down to the copies the checkout's 409 said are free */
  setCopies(key: string, quantity: number): void;
  remove(key: string): void;
  clear(): void;
}

type Persisted = { lines: cart.CartLine[] };

const without = (notices: Record<string, PriceNotice>, key: string): Record<string, PriceNotice> => {
  if (!(key in notices)) return notices;
  const rest = { ...notices };
  delete rest[key];
  return rest;
};

/** localStorage as JSON; unreadable JSON or blocked storage reads as "no cart" instead of throwing. */
const safeStorage: PersistStorage<Persisted> = {
  getItem: (name) => {
    try {
      const raw = localStorage.getItem(name);
      return raw ? JSON.parse(raw) : null;
    } catch {
      return null;
    }
  },
  // Each write tells the header's count (cart-count.ts), which reads the stored cart, not this store.
  setItem: (name, value) => {
    const json = JSON.stringify(value);
    try {
      localStorage.setItem(name, json);
      announceCartChange();
    } catch {
      // storage full or blocked: the cart still works for this visit, and the badge counts it
      announceCartChange(json);
    }
  },
  removeItem: (name) => {
    localStorage.removeItem(name);
    announceCartChange();
  },
};

// Kept in localStorage under "cart" (spec §3). Version 2 is this shape; rental lines only add
// optional fields (and copies only let a rental line's quantity pass 1: one stored without a
// quantity is one copy), so carts stored before them load as they are, with no migration.
// Anything else stored there (an older site's list, hand-edited JSON) is checked and dropped if invalid.
export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      notices: {},
      // A quote that changes nothing sets nothing: no render, no write of the same cart again.
      applyQuote: (quote) => {
        const s = get();
        const { lines, changes, changed } = applyQuote(s.lines, quote);
        if (!changed) return;
        const keys = new Set(lines.map(cart.lineKey));
        const kept = Object.entries(s.notices).filter(([key]) => keys.has(key));
        const before = new Map(s.lines.map((l) => [cart.lineKey(l), l]));
        const after = new Map(lines.map((l) => [cart.lineKey(l), l]));
        const moved = changes.flatMap((c) => {
          const [was, now] = [before.get(c.key), after.get(c.key)];
          return was && now ? [[c.key, priceNotice(was, now)] as const] : [];
        });
        set({ lines, notices: Object.fromEntries([...kept, ...moved]) });
      },
      // The buttons that add sit on pages that never show the lines, so nothing there loads the
      // stored cart at page load: the first add does (hydrateCart), before it reads the lines.
      // A line added again, removed or cleared starts without the notice of its earlier price.
      // The checkout and the price quote take at most MAX_CART_LINES lines: a new line past
      // that is refused here, where the visitor adds, rather than at Place Order.
      add: (product) => {
        hydrateCart();
        if (!cart.hasRoomFor(get().lines, product._id)) return "full";
        set((s) => ({ lines: cart.addItem(s.lines, product), notices: without(s.notices, product._id) }));
        return "added";
      },
      addStay: (product, stay) => {
        hydrateCart();
        const key = cart.lineKey({ _id: product._id, from: stay.from, to: stay.to, size: stay.size });
        if (!cart.hasRoomFor(get().lines, key)) return "full";
        const before = get().lines;
        const lines = cart.addStay(before, product, stay);
        const added = cart.stayAdded(before, lines, key);
        if (added === "most") return "most";
        set((s) => ({ lines, notices: without(s.notices, key) }));
        return added;
      },
      moveStay: (key, from, to) => set((s) => ({ lines: cart.moveStay(s.lines, key, from, to) })),
      increment: (key) => set((s) => ({ lines: cart.increment(s.lines, key) })),
      decrement: (key) => set((s) => ({ lines: cart.decrement(s.lines, key) })),
      setCopies: (key, quantity) => set((s) => ({ lines: cart.setCopies(s.lines, key, quantity) })),
      remove: (key) => set((s) => ({ lines: cart.removeItem(s.lines, key), notices: without(s.notices, key) })),
      clear: () => set({ lines: [], notices: {} }),
    }),
    {
      name: CART_KEY,
      version: CART_VERSION,
      storage: safeStorage,
      partialize: (s) => ({ lines: s.lines }),
      migrate: () => ({ lines: [] }),
      merge: (persisted, current) => ({
        ...current,
        lines: cart.parseStoredLines((persisted as { lines?: unknown } | null)?.lines),
      }),
      skipHydration: true,
    },
  ),
);

function rehydrate(): void {
  try {
    void useCart.persist.rehydrate();
  } catch {
    localStorage.removeItem(CART_KEY);
  }
}

let followingOtherTabs = false;

/**
 * Loads the stored cart once, after the first render, so server and client HTML agree; then
 * follows the cart other tabs of this browser store. Without that, a tab left open keeps its old
 * lines, and its next change overwrites what was added (or ordered) in another tab.
 */
function hydrateCart(): void {
  // Outside a browser (the server's render, unit tests) there is no stored cart to load.
  if (typeof window === "undefined") return;
  if (!useCart.persist.hasHydrated()) rehydrate();
  if (followingOtherTabs) return;
  followingOtherTabs = true;
  // "storage" fires only in the other tabs, never in the one that wrote; key null is a clear().
  window.addEventListener("storage", (e) => {
    if (e.storageArea === localStorage && (e.key === CART_KEY || e.key === null)) rehydrate();
  });
}

/** False until the stored cart has been read, so pages can avoid flashing "empty". */
export function useCartHydrated(): boolean {
  useEffect(hydrateCart, []);
  return useSyncExternalStore(
    (onChange) => useCart.persist.onFinishHydration(onChange),
    () => useCart.persist.hasHydrated(),
    () => false,
  );
}
