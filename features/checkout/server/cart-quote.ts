import "server-only";
import type { LineQuote } from "@/features/cart/rules/quote";
import { indiaToday } from "@/lib/format";
import type { Day } from "@/lib/dates";
import type { CartItemInput } from "@/features/checkout/validation/order";
import { stayQuoter } from "@/features/rentals";
import { findOrderableProduct } from "@/features/catalogue";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The cart's lines as the checkout would price them now (features/checkout/data/orders.ts): a sale line by
 * findOrderableProduct, a dated line by the rentals' own pricing rule (the one the booking
 * uses). Only what the shop shows anyway (title, price, rent, deposit, and how many copies of
 * a dated line's size are free for its days, as its calendar shows); nothing is booked. A
 * stay the checkout would refuse by the shop's rules (its pickup day has passed, say) is
 * answered unavailable with the checkout's words; whether its days are free is left to the
 * checkout. Each piece is read once however many lines name it.
 */
export async function quoteCart(
  items: readonly CartItemInput[],
  today: Day = indiaToday(),
  locale: Locale = "en",
): Promise<LineQuote[]> {
  const products = new Map<string, ReturnType<typeof findOrderableProduct>>();
  const quoteStay = stayQuoter(today, locale);
  return Promise.all(
    items.map(async (item): Promise<LineQuote> => {
      if (item.from && item.to) {
        const key = {
          productId: item.productId,
          from: item.from,
          to: item.to,
          ...(item.size ? { size: item.size } : {}),
        };
        const quote = await quoteStay(item.productId, item.from, item.to, item.size);
        if (!quote.available) return { ...key, available: false, ...(quote.problem ? { problem: quote.problem } : {}) };
        return {
          ...key,
          available: true,
          title: quote.title,
          ...(quote.description === undefined ? {} : { description: quote.description }),
          price: quote.rent,
          deposit: quote.deposit,
          ...(quote.free === undefined ? {} : { free: quote.free }),
        };
      }
      if (!products.has(item.productId)) products.set(item.productId, findOrderableProduct(item.productId, locale));
      const product = await products.get(item.productId)!;
      if (!product) return { productId: item.productId, available: false };
      return {
        productId: item.productId,
        available: true,
        title: product.title,
        description: product.description,
        price: product.price,
      };
    }),
  );
}
