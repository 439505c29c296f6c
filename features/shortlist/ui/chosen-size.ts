import { isHearted } from "./stored-pieces";

/**
 * The size she chose in a product page's rental panel (features/rentals/ui/booking-widget.tsx),
 * by piece: that page's heart adds the piece in it. Read when the heart is pressed, so nothing
 * needs to re-render when it changes; a piece hearted before she chose takes the size then.
 */
const chosen = new Map<string, string>();

export function chooseSize(productId: string, size: string | null): void {
  if (!size) {
    chosen.delete(productId);
    return;
  }
  chosen.set(productId, size);
  if (!isHearted(productId)) return;
  void import("./shortlist-store")
    .then(async ({ useShortlist }) => {
      if (!useShortlist.persist.hasHydrated()) await useShortlist.persist.rehydrate();
      useShortlist.getState().resize(productId, size);
    })
    .catch(() => {}); // the heart still adds the size she chose, pressed again
}

export const chosenSize = (productId: string): string | null => chosen.get(productId) ?? null;
