/**
 * The cart's price quote (POST /api/cart/quote): the shop's current facts about each line,
 * and how the cart takes them in. Pure, like features/cart/rules/cart.ts: the server builds a quote with
 * the checkout's own pricing, the store applies it, and both are unit-tested.
 */
import { formatRupees } from "@/lib/format";
import { isDated, lineKey, type CartLine } from "./cart";
import type { Day } from "@/lib/dates";

/** Which line a quote is about: the product, plus the days and the size of a rental line (see lineKey). */
interface QuotedLineKey {
  productId: string;
  from?: Day;
  to?: Day;
  size?: string;
}

/**
 * For a dated line `price` is the stay's rent and `deposit` its refundable deposit, each per
 * copy, and `free` how many copies of its size are free for its days now.
 */
export type LineQuote = QuotedLineKey &
  (
    | { available: true; title: string; description?: string; price: number; deposit?: number; free?: number }
    | { available: false; problem?: string }
  );

export interface CartQuote {
  lines: LineQuote[];
  /** what delivery adds to a checkout now, in rupees (0: free) */
  deliveryCharge?: number;
}

/** What the visitor is told about a line whose price moved since it was added. */
export interface PriceChange {
  key: string;
  message: string;
}

const quoteKey = (q: QuotedLineKey) => lineKey({ _id: q.productId, from: q.from, to: q.to, size: q.size });

function changeMessage(line: CartLine, quote: { price: number; deposit?: number }): string | null {
  const parts: string[] = [];
  const noun = isDated(line) ? "Rent" : "Price";
  if (quote.price !== line.price)
    parts.push(`${noun} updated from ${formatRupees(line.price)} to ${formatRupees(quote.price)}`);
  if (isDated(line) && quote.deposit !== undefined && quote.deposit !== line.deposit) {
    parts.push(
      `${parts.length ? "deposit" : "Deposit updated"} from ${formatRupees(line.deposit)} to ${formatRupees(quote.deposit)}`,
    );
  }
  return parts.length ? `${parts.join("; ")}.` : null;
}

/**
 * The lines with the quote's current price, rent, deposit and title. A line the quote says
 * cannot be ordered is marked `unavailable` (kept, so the visitor sees what happened), with the
 * quote's `problem` when the piece is there but the stay is not allowed any more; one it says
 * is back loses the mark. Lines the quote does not mention (added while it was on its way) are
 * left as they are. A line nothing changed in stays the same object, and `changed` is false
 * when none did, so the cart is not written back to storage for nothing (another tab may have
 * written it since). `changes` names each line whose price moved, for a one-time notice.
 */
export function applyQuote(
  lines: readonly CartLine[],
  quote: CartQuote,
): { lines: CartLine[]; changes: PriceChange[]; changed: boolean } {
  const byKey = new Map(quote.lines.map((q) => [quoteKey(q), q]));
  const changes: PriceChange[] = [];
  const next = lines.map((line): CartLine => {
    const key = lineKey(line);
    // Rent and deposit do not depend on the size: a quote that names none is about every size's line.
    const q =
      byKey.get(key) ??
      (isDated(line) ? byKey.get(lineKey({ _id: line._id, from: line.from, to: line.to })) : undefined);
    if (!q) return line;
    if (!q.available) {
      if (line.unavailable && line.problem === q.problem) return line;
      const marked: CartLine = { ...line, unavailable: true, ...(q.problem ? { problem: q.problem } : {}) };
      if (!q.problem) delete marked.problem;
      return marked;
    }
    const message = changeMessage(line, q);
    if (message) changes.push({ key, message });
    const deposit = isDated(line) && q.deposit !== undefined ? q.deposit : line.deposit;
    const free = isDated(line) && q.free !== undefined ? q.free : line.free;
    // Named as the shop names it now, in the language the quote was asked in.
    const description = q.description ?? line.description;
    if (
      !line.unavailable &&
      line.title === q.title &&
      line.description === description &&
      line.price === q.price &&
      line.deposit === deposit &&
      line.free === free
    )
      return line;
    const current: CartLine = {
      ...line,
      title: q.title,
      description,
      price: q.price,
      ...(deposit === undefined ? {} : { deposit }),
      ...(free === undefined ? {} : { free }),
    };
    delete current.unavailable;
    delete current.problem;
    return current;
  });
  return { lines: next, changes, changed: next.some((l, i) => l !== lines[i]) };
}
