"use client";
import { useEffect } from "react";
import { useT } from "@/lib/i18n/client";
import { MAX_PIECES, type SavedPiece } from "../rules/lists";
import { announce, prepareAnnouncer } from "./announce";
import { chosenSize } from "./chosen-size";
import { useHearted } from "./stored-pieces";

type Store = (typeof import("./shortlist-store"))["useShortlist"];
let store: Promise<Store> | null = null;

/** The store, fetched on the first press rather than with every grid; the stored lists read before changing them. */
function shortlistStore(): Promise<Store> {
  store ??= import("./shortlist-store")
    .then(async ({ useShortlist }) => {
      if (!useShortlist.persist.hasHydrated()) await useShortlist.persist.rehydrate();
      return useShortlist;
    })
    .catch((error: unknown) => {
      store = null; // a failed load is tried again on the next press
      throw error;
    });
  return store;
}

/**
 * The heart on a collection card, the product popup and the product page: a toggle button
 * (aria-pressed) that puts the piece on her shortlist or takes it off, said in one polite live
 * region. `sized`: the product page, whose rental panel may have her size (chosen-size.ts).
 */
export function HeartButton({
  piece,
  shown,
  sized = false,
  className = "",
}: {
  piece: Omit<SavedPiece, "size">;
  /** the title as the page shows it, for the label */
  shown: string;
  sized?: boolean;
  className?: string;
}) {
  const pressed = useHearted(piece.productId);
  const t = useT("productClient");
  useEffect(prepareAnnouncer, []);
  const press = () =>
    void shortlistStore().then(
      (useShortlist) => {
        const result = useShortlist.getState().toggle({ ...piece, size: sized ? chosenSize(piece.productId) : null });
        announce(
          result === "added"
            ? t("shortlistAdded", { title: shown })
            : result === "removed"
              ? t("shortlistRemoved", { title: shown })
              : t("shortlistFull", { max: MAX_PIECES }),
        );
      },
      () => announce(t("shortlistFailed")),
    );
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t(pressed ? "removeFromShortlist" : "addToShortlist", { title: shown })}
      onClick={press}
      className={`rounded-full bg-white/95 p-2.5 text-maroon-700 shadow transition hover:bg-maroon-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill={pressed ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </svg>
    </button>
  );
}
