/**
 * Pure cart operations (no React): the zustand store in ../ui/cart-store.ts wraps them.
 * A sale line is identified by its product id; adding one already there raises its quantity.
 * A rental line also carries its pickup and return days and the size worn: the
 * same piece on other days, or in another size, is another line; its quantity is how many
 * copies of the piece it books for those days (each copy its own booking, one order).
 */
import { daysBetween, isDay, type Day } from "@/lib/dates";

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
  /** rented by date: a card's cart button opens the piece to choose days instead of adding it */
  rentable?: boolean;
}

/** The days a rental line books, what it costs and the size worn. */
export interface LineStay {
  from: Day;
  to: Day;
  size?: string;
  /** rent for the whole stay (extra days included): the line's price */
  rent: number;
  /** refundable security deposit */
  deposit: number;
  /** copies of this size free for these days, as the piece's calendar showed them */
  free?: number;
}

export interface CartLine extends CartProduct {
  quantity: number;
  /** pickup day of a rental line (both `from` and `to`, or neither) */
  from?: Day;
  /** return day of a rental line, included */
  to?: Day;
  size?: string;
  /** refundable deposit of a rental line, per copy; its `price` is the stay's rent, per copy */
  deposit?: number;
  /**
   * How many copies of its size a rental line's days had free when last looked at (the piece's
   * calendar when added, the price quote since): the most its quantity grows to. Unknown on a
   * line stored before copies: the checkout decides.
   */
  free?: number;
  /**
   * The shop no longer has the piece (or no longer rents it by date), as the last price quote
   * said: the line stays in view, greyed, until the visitor removes it, and is not ordered.
   */
  unavailable?: true;
  /** why an unavailable line's piece, still in the shop, cannot be ordered so (its dates have passed) */
  problem?: string;
}

export type DatedLine = CartLine & { from: Day; to: Day; deposit: number };

export const MAX_QUANTITY = 20;
export const MAX_SIZE_LENGTH = 40;
/** The most lines the checkout and the price quote take at once. */
export const MAX_CART_LINES = 50;

export const isDated = (l: CartLine): l is DatedLine => l.from !== undefined && l.to !== undefined;

/** A size as lines are told apart by it: "m" and " M " are one size, as the shop matches them. */
const sizeKey = (size: string | undefined) => size?.trim().toLowerCase() ?? "";

/** What the store's actions name a line by: the product id, plus the days and the size for a rental line. */
export const lineKey = (l: Pick<CartLine, "_id" | "from" | "to" | "size">): string => {
  if (!l.from || !l.to) return l._id;
  const size = sizeKey(l.size);
  return `${l._id}@${l.from}/${l.to}${size ? `#${size}` : ""}`;
};

/**
 * The most copies a rental line may ask for: those of its size free for its days, as last
 * seen; unknown, the checkout decides (409 with what is free) up to MAX_QUANTITY.
 */
const mostCopies = (l: CartLine): number => Math.min(MAX_QUANTITY, l.free ?? MAX_QUANTITY);

/** Whether a line's quantity can go up by one (a sale line to MAX_QUANTITY, a rental line to its free copies). */
export const canGrow = (l: CartLine): boolean => l.quantity < (isDated(l) ? mostCopies(l) : MAX_QUANTITY);

/**
 * Whether the cart can take the line named `key` without outgrowing an order: a line already
 * there can always grow (or change its size); a new one needs room under MAX_CART_LINES.
 * addItem and addStay do not check this, so a stored cart over the limit still loads whole.
 */
export const hasRoomFor = (lines: readonly CartLine[], key: string): boolean =>
  lines.length < MAX_CART_LINES || lines.some((l) => lineKey(l) === key);

/** How many lines past the limit these are (a cart stored before the store refused a 51st line). */
export const linesOverLimit = (lines: readonly CartLine[]): number => Math.max(0, lines.length - MAX_CART_LINES);

export function addItem(lines: readonly CartLine[], product: CartProduct, quantity = 1): CartLine[] {
  const existing = lines.find((l) => lineKey(l) === product._id);
  if (existing)
    return lines.map((l) => (l === existing ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + quantity) } : l));
  return [...lines, { ...product, quantity: Math.min(MAX_QUANTITY, Math.max(1, quantity)) }];
}

const wholeCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

function datedLine(product: CartProduct, stay: LineStay, quantity = 1): DatedLine {
  const size = stay.size?.trim().slice(0, MAX_SIZE_LENGTH);
  return {
    ...product,
    price: stay.rent,
    quantity,
    from: stay.from,
    to: stay.to,
    deposit: stay.deposit,
    ...(size ? { size } : {}),
    ...(wholeCount(stay.free) ? { free: stay.free } : {}),
  };
}

/**
 * Adds a rental line. The same piece on the same days in the same size is one more copy on
 * that line (its rent and deposit as now), up to the copies of that size free for those days
 * (stayAdded says whether it grew); in another size it is another line.
 */
export function addStay(lines: readonly CartLine[], product: CartProduct, stay: LineStay): CartLine[] {
  const line = datedLine(product, stay);
  const key = lineKey(line);
  const existing = lines.find((l) => lineKey(l) === key);
  if (!existing) return [...lines, line];
  // The line keeps its size as first spelt ("M", not a later "m") and, unless told anew, what was free.
  const grown: DatedLine = {
    ...line,
    quantity: existing.quantity,
    ...(existing.size ? { size: existing.size } : {}),
    ...(line.free === undefined && existing.free !== undefined ? { free: existing.free } : {}),
  };
  if (canGrow(grown)) grown.quantity += 1;
  return lines.map((l) => (l === existing ? grown : l));
}

/** What addStay did to the line `key`: a new line, one more copy on it, or no more (every free copy of that size is there). */
export function stayAdded(
  before: readonly CartLine[],
  after: readonly CartLine[],
  key: string,
): "added" | "more" | "most" {
  const was = before.find((l) => lineKey(l) === key);
  if (!was) return "added";
  return (after.find((l) => lineKey(l) === key)?.quantity ?? 0) > was.quantity ? "more" : "most";
}

/**
 * Moves a rental line to other days (the nearest free stay the server offered). Those stays
 * are as long as the one asked for, so the rent does not change; what is free there is not
 * known until the next quote. If the piece is already in the cart for the new days in that
 * size, the moved line's copies join that line rather than being booked apart.
 */
export function moveStay(lines: readonly CartLine[], key: string, from: Day, to: Day): CartLine[] {
  const line = lines.find((l) => lineKey(l) === key);
  if (!line || !isDated(line)) return [...lines];
  const newKey = lineKey({ _id: line._id, from, to, size: line.size });
  const there = newKey === key ? undefined : lines.find((l) => lineKey(l) === newKey);
  if (there)
    return removeItem(lines, key).map((l) =>
      l === there ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + line.quantity) } : l,
    );
  const moved: CartLine = { ...line, from, to };
  delete moved.free;
  return lines.map((l) => (l === line ? moved : l));
}

/** One more: a sale line up to MAX_QUANTITY, a rental line up to the copies of its size free for its days. */
export function increment(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.map((l) => (lineKey(l) === key && canGrow(l) ? { ...l, quantity: l.quantity + 1 } : l));
}

/** A rental line down to `quantity` copies (the checkout's 409 said that many are free), never below 1. */
export function setCopies(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  const n = Math.max(1, Math.min(MAX_QUANTITY, Math.floor(quantity)));
  return lines.map((l) => (lineKey(l) === key && isDated(l) ? { ...l, quantity: n, free: n } : l));
}

/** spec §4: minus never goes below 1 (remove is a separate action). */
export function decrement(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.map((l) => (lineKey(l) === key && l.quantity > 1 ? { ...l, quantity: l.quantity - 1 } : l));
}

export function removeItem(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((l) => lineKey(l) !== key);
}

/** The lines that can still be ordered: totals and the checkout count only these. */
export function availableLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((l) => !l.unavailable);
}

export function totalItems(lines: readonly CartLine[]): number {
  return availableLines(lines).reduce((sum, l) => sum + l.quantity, 0);
}

/** What is paid for: sale items and rent (deposits are counted apart, see totalDeposit). */
export function totalPrice(lines: readonly CartLine[]): number {
  return availableLines(lines).reduce((sum, l) => sum + l.price * l.quantity, 0);
}

/** Refundable deposits of the rental lines. */
export function totalDeposit(lines: readonly CartLine[]): number {
  return availableLines(lines).reduce((sum, l) => sum + (isDated(l) ? l.deposit * l.quantity : 0), 0);
}

export interface CartItem {
  productId: string;
  quantity: number;
  from?: Day;
  to?: Day;
  size?: string;
}

const toItem = (l: CartLine): CartItem => ({
  productId: l._id,
  quantity: l.quantity,
  ...(isDated(l) ? { from: l.from, to: l.to, ...(l.size ? { size: l.size } : {}) } : {}),
});

/** The checkout API's `items`: dated lines carry their days and size; lines no longer available are left out. */
export function checkoutItems(lines: readonly CartLine[]): CartItem[] {
  return availableLines(lines).map(toItem);
}

/** The price quote's `items`: every line in the checkout's shape, unavailable ones too (a piece may be back). */
export function quoteItems(lines: readonly CartLine[]): CartItem[] {
  return lines.map(toItem);
}

/**
 * The rental line a checkout 409 is about. The answer names the piece, and the line's days and
 * size when it says how many copies are free (`named`); otherwise, when the cart has the piece
 * on several stays, the one as long as the offered free stays and nearest to them.
 */
export function takenLine(
  lines: readonly CartLine[],
  productId: string,
  nearestFree: readonly { from: Day; to: Day }[],
  named?: { from: Day; to: Day; size?: string },
): DatedLine | undefined {
  const candidates = lines.filter(isDated).filter((l) => l._id === productId);
  const exact = named && candidates.find((l) => lineKey(l) === lineKey({ _id: productId, ...named }));
  if (exact) return exact;
  const hint = nearestFree[0];
  if (candidates.length <= 1 || !hint) return candidates[0];
  const sameLength = candidates.filter((l) => daysBetween(l.from, l.to) === daysBetween(hint.from, hint.to));
  const distance = (l: DatedLine) => Math.abs(daysBetween(l.from, hint.from));
  return [...(sameLength.length ? sameLength : candidates)].sort((a, b) => distance(a) - distance(b))[0];
}

const KINDS: readonly string[] = ["collection", "beauty", "dupatta"];

function isStay(l: Record<string, unknown>): boolean {
  // Carts stored before rentals have none of these fields: they are sale lines, as before.
  if (l.from === undefined && l.to === undefined) return l.size === undefined && l.deposit === undefined;
  return (
    typeof l.from === "string" &&
    isDay(l.from) &&
    typeof l.to === "string" &&
    isDay(l.to) &&
    l.from <= l.to &&
    typeof l.deposit === "number" &&
    Number.isFinite(l.deposit) &&
    l.deposit >= 0 &&
    (l.size === undefined || (typeof l.size === "string" && l.size.length <= MAX_SIZE_LENGTH)) &&
    (l.free === undefined || wholeCount(l.free))
  );
}

/** A rental line stored before copies has no quantity: it was one copy. */
function withQuantity(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const l = value as Record<string, unknown>;
  return l.quantity === undefined && l.from !== undefined ? { ...l, quantity: 1 } : value;
}

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== "object") return false;
  const l = value as Record<string, unknown>;
  return (
    typeof l._id === "string" &&
    l._id.length > 0 &&
    typeof l.kind === "string" &&
    KINDS.includes(l.kind) &&
    typeof l.title === "string" &&
    typeof l.description === "string" &&
    typeof l.category === "string" &&
    typeof l.href === "string" &&
    typeof l.price === "number" &&
    Number.isFinite(l.price) &&
    l.price >= 0 &&
    Number.isInteger(l.quantity) &&
    (l.quantity as number) >= 1 &&
    (l.quantity as number) <= MAX_QUANTITY &&
    (l.image === undefined || typeof l.image === "string") &&
    (l.unavailable === undefined || l.unavailable === true) &&
    (l.problem === undefined || (typeof l.problem === "string" && l.problem.length <= 200)) &&
    isStay(l)
  );
}

/** Adds a stored line's quantity to the same line already read (a hand-edited or merged cart), as addItem does for sale lines. */
function mergeStay(lines: CartLine[], l: DatedLine): CartLine[] {
  const key = lineKey(l);
  const there = lines.find((m) => lineKey(m) === key);
  if (!there) return [...lines, datedLine(l, { ...l, rent: l.price }, l.quantity)];
  return lines.map((m) => (m === there ? { ...m, quantity: Math.min(MAX_QUANTITY, m.quantity + l.quantity) } : m));
}

/**
 * Reads whatever was stored under the cart key. A corrupt value, or one from an older
 * shape, gives an empty cart instead of a broken page; duplicate lines are merged. A rental
 * line stored before copies (no quantity, or 1) is one copy.
 */
export function parseStoredLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const stored = value.map(withQuantity);
  if (!stored.every(isLine)) return [];
  return stored.reduce<CartLine[]>(
    (lines, l) => (isDated(l) ? mergeStay(lines, l) : addItem(lines, l, l.quantity)),
    [],
  );
}
