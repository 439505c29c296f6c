import { useSyncExternalStore } from "react";
import { hasPiece, parseStored, type Shortlists } from "../rules/lists";

/**
 * The hearts' pressed state without the store: a grid draws 24 hearts, but only a press needs
 * the store (zustand and its persist middleware, loaded then). Read from what the store keeps in
 * localStorage, checked as the store checks it, so a corrupt value reads as "nothing hearted".
 */
export const SHORTLIST_KEY = "shortlist";
/** shortlist-store.ts's persist version: a value stored in another shape loads empty there. */
export const SHORTLIST_VERSION = 1;
const CHANGED = "shortlist-changed";

/** The lists in a stored value (its JSON), as the store will load them. */
function readStoredLists(raw: string | null): Shortlists {
  if (!raw) return parseStored(null);
  try {
    const stored = JSON.parse(raw) as { state?: unknown; version?: unknown } | null;
    if (typeof stored?.version === "number" && stored.version !== SHORTLIST_VERSION) return parseStored(null);
    return parseStored(stored?.state);
  } catch {
    return parseStored(null);
  }
}

/** The store calls this after each write: "storage" events reach only the other tabs. */
export function announceShortlistChange(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.storageArea === localStorage && (e.key === SHORTLIST_KEY || e.key === null)) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

// Parsed once per stored value: every heart of a grid reads the same snapshot.
let last: { raw: string | null; lists: Shortlists } = { raw: null, lists: parseStored(null) };

function snapshot(): Shortlists {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SHORTLIST_KEY);
  } catch {
    raw = null; // storage blocked: nothing hearted
  }
  if (raw !== last.raw) last = { raw, lists: readStoredLists(raw) };
  return last.lists;
}

/** Whether a piece is on her shortlist now, outside React. */
export const isHearted = (productId: string): boolean => hasPiece(snapshot(), productId);

/** Whether a piece is on her shortlist: false in the server's HTML, what is stored once hydrated. */
export function useHearted(productId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasPiece(snapshot(), productId),
    () => false,
  );
}

/** Her lists as stored: none in the server's HTML, what is stored once hydrated. */
export function useStoredLists(): Shortlists {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY_LISTS);
}
const EMPTY_LISTS = parseStored(null);
