import "server-only";
import { HttpError } from "@/lib/errors";
import type { LineQuote } from "@/lib/cart/quote";
import { priceStay } from "@/lib/rental/terms";
import type { CartItemInput } from "@/lib/validation/order";
import { findOrderableProduct } from "./products";
import { findRentablePiece, type RentablePiece } from "./reservations";

/**
 * The cart's lines as the checkout would price them now (lib/data/orders.ts): a sale line by
 * findOrderableProduct, a dated line by the piece's resolved terms and priceStay, as reserve()
 * does. Only what the shop shows anyway (title, price, rent, deposit); nothing is booked and
 * availability on the days is not checked (the checkout decides that).
 */
export async function quoteCart(items: readonly CartItemInput[]): Promise<LineQuote[]> {
  return Promise.all(items.map(quoteLine));
}

async function quoteLine(item: CartItemInput): Promise<LineQuote> {
  if (item.from && item.to) {
    const key = { productId: item.productId, from: item.from, to: item.to };
    const piece = await rentablePiece(item.productId);
    if (!piece) return { ...key, available: false };
    const { rent, deposit } = priceStay(piece.terms, item.from, item.to);
    return { ...key, available: true, title: piece.title, price: rent, deposit };
  }
  const product = await findOrderableProduct(item.productId);
  if (!product) return { productId: item.productId, available: false };
  return { productId: item.productId, available: true, title: product.title, price: product.price };
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
