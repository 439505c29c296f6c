/**
 * The size she chose in a product page's rental panel (features/rentals/ui/booking-widget.tsx),
 * by piece: that page's heart adds the piece in it. Read when the heart is pressed, so nothing
 * needs to re-render when it changes.
 */
const chosen = new Map<string, string>();

export function chooseSize(productId: string, size: string | null): void {
  if (size) chosen.set(productId, size);
  else chosen.delete(productId);
}

export const chosenSize = (productId: string): string | null => chosen.get(productId) ?? null;
