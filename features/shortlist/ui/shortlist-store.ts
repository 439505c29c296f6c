"use client";
import { useEffect, useSyncExternalStore } from "react";
import { create } from "zustand";
import { persist, type PersistStorage } from "zustand/middleware";
import * as lists from "../rules/lists";
import { announceShortlistChange, SHORTLIST_KEY, SHORTLIST_VERSION } from "./stored-pieces";

interface ShortlistState extends lists.Shortlists {
  toggle(piece: lists.SavedPiece): lists.ToggleResult;
  addList(event: string): void;
  resize(productId: string, size: string): void;
  remove(listId: string, productId: string): void;
  rename(listId: string, event: string): void;
  setDay(listId: string, day: string | null): void;
  deleteList(listId: string): void;
  choose(listId: string): void;
  setShare(listId: string, share: lists.ShareInfo | undefined): void;
}

type Persisted = lists.Shortlists;

/** localStorage as JSON; unreadable JSON or blocked storage reads as "no lists" instead of throwing. */
const safeStorage: PersistStorage<Persisted> = {
  getItem: (name) => {
    try {
      const raw = localStorage.getItem(name);
      return raw ? JSON.parse(raw) : null;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      localStorage.setItem(name, JSON.stringify(value));
    } catch {
      // storage full or blocked: the lists still work for this visit
    }
    announceShortlistChange();
  },
  removeItem: (name) => {
    localStorage.removeItem(name);
    announceShortlistChange();
  },
};

const newId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID().slice(0, 12)
    : Math.random().toString(36).slice(2, 14);

// Kept in localStorage under "shortlist"; anything else stored there is checked and dropped if invalid.
export const useShortlist = create<ShortlistState>()(
  persist(
    (set, get) => ({
      ...lists.EMPTY,
      toggle: (piece) => {
        hydrateShortlist();
        const { state, result } = lists.togglePiece(get(), piece, newId);
        if (result !== "full") set({ lists: state.lists, current: state.current });
        return result;
      },
      addList: (event) => set((s) => lists.addList(s, newId(), event)),
      resize: (productId, size) => set((s) => lists.resizePiece(s, productId, size)),
      remove: (listId, productId) => set((s) => lists.removePiece(s, listId, productId)),
      rename: (listId, event) => set((s) => lists.renameList(s, listId, event)),
      setDay: (listId, day) => set((s) => lists.setDay(s, listId, day)),
      deleteList: (listId) => set((s) => lists.deleteList(s, listId)),
      choose: (listId) => set((s) => lists.chooseCurrent(s, listId)),
      setShare: (listId, share) => set((s) => lists.setShare(s, listId, share)),
    }),
    {
      name: SHORTLIST_KEY,
      version: SHORTLIST_VERSION,
      storage: safeStorage,
      partialize: (s) => ({ lists: s.lists, current: s.current }),
      migrate: () => lists.EMPTY,
      merge: (persisted, current) => ({ ...current, ...lists.parseStored(persisted) }),
      skipHydration: true,
    },
  ),
);

function rehydrate(): void {
  try {
    void useShortlist.persist.rehydrate();
  } catch {
    localStorage.removeItem(SHORTLIST_KEY);
  }
}

let followingOtherTabs = false;

/** Loads the stored lists once, after the first render; then follows what other tabs store. */
function hydrateShortlist(): void {
  if (typeof window === "undefined") return;
  if (!useShortlist.persist.hasHydrated()) rehydrate();
  if (followingOtherTabs) return;
  followingOtherTabs = true;
  window.addEventListener("storage", (e) => {
    if (e.storageArea === localStorage && (e.key === SHORTLIST_KEY || e.key === null)) rehydrate();
  });
}

/** False until the stored lists have been read, so the page does not flash "empty". */
export function useShortlistHydrated(): boolean {
  useEffect(hydrateShortlist, []);
  return useSyncExternalStore(
    (onChange) => useShortlist.persist.onFinishHydration(onChange),
    () => useShortlist.persist.hasHydrated(),
    () => false,
  );
}
