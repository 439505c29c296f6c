import { useSyncExternalStore } from "react";
import { parseStoredLines, totalItems } from "@/features/cart/rules/cart";

/**
 * The header's cart count without the cart store: every page shows the badge, but
 * only the pages that change the cart need the store (zustand, its persist middleware, the
 * price quote). The count is read from what the store keeps in localStorage, checked as the
 * store checks it, so a corrupt or old stored cart counts 0 instead of breaking the page.
 */
export const CART_KEY = "cart";
/** cart-store.ts's persist version: a cart stored in any other shape loads empty there. */
export const CART_VERSION = 2;
const CHANGED = "cart-changed";

/** How many pieces the store will load from `raw` (its stored JSON): 0 for none, old or corrupt. */
export function countStoredCart(raw: string | null): number {
  if (!raw) return 0;
  try {
    const stored = JSON.parse(raw) as { state?: { lines?: unknown }; version?: unknown } | null;
    // As zustand's persist reads it: another numbered version is migrated to an empty cart.
    if (typeof stored?.version === "number" && stored.version !== CART_VERSION) return 0;
    return totalItems(parseStoredLines(stored?.state?.lines));
  } catch {
    return 0;
  }
}

// What the store last failed to write (storage full or blocked): the badge counts that until
// a write succeeds or another tab writes, as the store itself keeps it in memory meanwhile.
let unsaved: string | null = null;

/**
 * The store calls this after each write: "storage" events reach only the other tabs, never the
 * one that wrote. `refused`: the JSON localStorage would not take.
 */
export function announceCartChange(refused: string | null = null): void {
  unsaved = refused;
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (e.storageArea !== localStorage || (e.key !== CART_KEY && e.key !== null)) return;
    unsaved = null;
    onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

// Parsed once per stored value: React reads the snapshot on every render and every event.
let last: { raw: string | null; count: number } = { raw: null, count: 0 };

/** The count the badge shows now. */
export function readCartCount(): number {
  let raw = unsaved;
  if (raw === null) {
    try {
      raw = localStorage.getItem(CART_KEY);
    } catch {
      raw = null; // storage blocked: no stored cart
    }
  }
  if (raw !== last.raw) last = { raw, count: countStoredCart(raw) };
  return last.count;
}

/** Pieces in the cart; 0 in the server's HTML (the cart lives in the browser), the stored count once hydrated. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCartCount, () => 0);
}
