import "server-only";
import { HttpError } from "@/lib/errors";
import type { LineQuote } from "@/lib/cart/quote";
import { indiaToday } from "@/lib/format";
import { rentalRules } from "@/lib/rental/defaults";
import { stayProblem } from "@/lib/rental/rules";
import { priceStay } from "@/lib/rental/terms";
import type { Day } from "@/lib/rental/days";
import type { CartItemInput } from "@/lib/validation/order";
import { findOrderableProduct } from "./products";
import { findRentablePiece, type RentablePiece } from "./reservations";

/**
 * The cart's lines as the checkout would price them now (lib/data/orders.ts): a sale line by
 * findOrderableProduct, a dated line by the piece's resolved terms and priceStay, as reserve()
 * does. Only what the shop shows anyway (title, price, rent, deposit); nothing is booked. A
 * stay the checkout would refuse by the shop's rules (its pickup day has passed, say) is
 * answered unavailable with the checkout's words; whether its days are free is left to the
 * checkout. Each piece is read once however many lines name it.
 */
export async function quoteCart(items: readonly CartItemInput[], today: Day = indiaToday()): Promise<LineQuote[]> {
  const products = new Map<string, ReturnType<typeof findOrderableProduct>>();
  const pieces = new Map<string, Promise<RentablePiece | null>>();
  const once = <T>(seen: Map<string, Promise<T>>, id: string, load: (id: string) => Promise<T>): Promise<T> => {
    if (!seen.has(id)) seen.set(id, load(id));
    return seen.get(id)!;
  };
  const rules = rentalRules();
  return Promise.all(
    items.map(async (item): Promise<LineQuote> => {
      if (item.from && item.to) {
        const key = { productId: item.productId, from: item.from, to: item.to };
        const piece = await once(pieces, item.productId, rentablePiece);
        if (!piece) return { ...key, available: false };
        const problem = stayProblem(item.from, item.to, today, rules);
        if (problem) return { ...key, available: false, problem: problem.message };
        const { rent, deposit } = priceStay(piece.terms, item.from, item.to);
        return { ...key, available: true, title: piece.title, price: rent, deposit };
      }
      const product = await once(products, item.productId, findOrderableProduct);
      if (!product) return { productId: item.productId, available: false };
      return { productId: item.productId, available: true, title: product.title, price: product.price };
    }),
  );
}

/** Null when the piece is gone or no longer rented by date: either way the checkout would refuse the stay. */
async function rentablePiece(productId: string): Promise<RentablePiece | null> {
  try {
    return await findRentablePiece(productId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return null;
    throw error;
  }
}
