/**
 * Pure cart operations (no React): the zustand store in components/cart wraps them.
 * A line is identified by its product id; adding one already there raises its quantity.
 */

export type ProductKind = "collection" | "beauty" | "dupatta";

export interface CartProduct {
  _id: string;
  kind: ProductKind;
  category: string;
  title: string;
  description: string;
  price: number;
  image?: string;
  /** the product's own page, for links from the cart */
  href: string;
}

export interface CartLine extends CartProduct {
  quantity: number;
}

export const MAX_QUANTITY = 20;

export function addItem(lines: readonly CartLine[], product: CartProduct, quantity = 1): CartLine[] {
  const existing = lines.find((l) => l._id === product._id);
  if (existing) return lines.map((l) => (l._id === product._id ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + quantity) } : l));
  return [...lines, { ...product, quantity: Math.min(MAX_QUANTITY, Math.max(1, quantity)) }];
}

export function increment(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.map((l) => (l._id === id ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + 1) } : l));
}

/** spec §4: minus never goes below 1 (remove is a separate action). */
export function decrement(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.map((l) => (l._id === id && l.quantity > 1 ? { ...l, quantity: l.quantity - 1 } : l));
}

export function removeItem(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((l) => l._id !== id);
}

export function totalItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function totalPrice(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
}

const KINDS: readonly string[] = ["collection", "beauty", "dupatta"];

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== "object") return false;
  const l = value as Record<string, unknown>;
  return (
    typeof l._id === "string" && l._id.length > 0 &&
    typeof l.kind === "string" && KINDS.includes(l.kind) &&
    typeof l.title === "string" &&
    typeof l.description === "string" &&
    typeof l.category === "string" &&
    typeof l.href === "string" &&
    typeof l.price === "number" && Number.isFinite(l.price) && l.price >= 0 &&
    Number.isInteger(l.quantity) && (l.quantity as number) >= 1 && (l.quantity as number) <= MAX_QUANTITY &&
    (l.image === undefined || typeof l.image === "string")
  );
}

/**
 * Reads whatever was stored under the cart key. A corrupt value, or one from an older
 * shape, gives an empty cart instead of a broken page; duplicate lines are merged.
 */
export function parseStoredLines(value: unknown): CartLine[] {
  if (!Array.isArray(value) || !value.every(isLine)) return [];
  return value.reduce<CartLine[]>((lines, l) => addItem(lines, l, l.quantity), []);
}
