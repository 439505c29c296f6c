// The header's cart count (features/cart/ui/cart-count.ts) reads the cart the store keeps in
// localStorage instead of loading the store on every page. It must count what the
// store would load, follow every write the store makes in this tab, and count a stored cart the
// store cannot read as empty. Run here against an in-memory localStorage and window.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { countStoredCart, readCartCount } from "@/features/cart/ui/cart-count";
import { useCart } from "@/features/cart/ui/cart-store";
import type { CartLine, CartProduct } from "@/features/cart/rules/cart";

const stored = new Map<string, string>();
let refuseWrites = false;
const storage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => {
    if (refuseWrites) throw new DOMException("full", "QuotaExceededError");
    stored.set(k, v);
  },
  removeItem: (k: string) => void stored.delete(k),
};
const events = new EventTarget();
vi.stubGlobal("localStorage", storage);
vi.stubGlobal("window", events);
afterAll(() => vi.unstubAllGlobals());

const soap: CartProduct = {
  _id: "s1",
  kind: "beauty",
  category: "soap",
  title: "Soap",
  description: "Bar",
  price: 199,
  href: "/beauty-care/soap/s1",
};
const oil: CartProduct = { ...soap, _id: "o1", title: "Hair Oil", href: "/beauty-care/hair-oil/o1" };
const line = (p: CartProduct, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
  ...p,
  quantity,
  ...extra,
});
const cartJson = (lines: unknown, version: unknown = 2) => JSON.stringify({ state: { lines }, version });

beforeEach(() => {
  stored.clear();
  refuseWrites = false;
});

describe("what the badge counts in a stored cart", () => {
  it("the pieces of the lines the store would load, without the ones the shop no longer has", () => {
    expect(countStoredCart(cartJson([line(soap, 2), line(oil, 1)]))).toBe(3);
    expect(countStoredCart(cartJson([line(soap, 2), line(oil, 4, { unavailable: true })]))).toBe(2);
  });

  it("nothing for no cart, unreadable JSON, an old shape or another version", () => {
    expect(countStoredCart(null)).toBe(0);
    expect(countStoredCart("not json")).toBe(0);
    expect(countStoredCart(cartJson([{ title: "old shape" }]))).toBe(0);
    expect(countStoredCart(cartJson([line(soap, 2)], 1))).toBe(0);
    expect(countStoredCart("5")).toBe(0);
  });
});

describe("the badge follows the store in this tab", () => {
  it("each add is announced at once, with the count the store now holds", () => {
    const announced = vi.fn();
    events.addEventListener("cart-changed", announced);
    useCart.getState().add(soap);
    useCart.getState().add(soap);
    useCart.getState().add(oil);
    expect(announced).toHaveBeenCalledTimes(3);
    expect(readCartCount()).toBe(3);
    useCart.getState().remove("s1");
    expect(readCartCount()).toBe(1);
    events.removeEventListener("cart-changed", announced);
  });

  it("the first add loads the stored cart (another tab's or an earlier visit's) before adding to it", () => {
    useCart.setState({ lines: [], notices: {} });
    stored.set("cart", cartJson([line(oil, 2)]));
    // A store that has not read the cart yet, as on a page that only shows Add to cart buttons.
    vi.spyOn(useCart.persist, "hasHydrated").mockReturnValueOnce(false);
    useCart.getState().add(soap);
    expect(useCart.getState().lines.map((l) => [l._id, l.quantity])).toEqual([
      ["o1", 2],
      ["s1", 1],
    ]);
    expect(readCartCount()).toBe(3);
  });

  it("a write the browser refuses (storage full) still shows in the badge", () => {
    useCart.getState().clear();
    refuseWrites = true;
    useCart.getState().add(soap);
    expect(countStoredCart(stored.get("cart") ?? null)).toBe(0);
    expect(readCartCount()).toBe(1);
    refuseWrites = false;
    useCart.getState().add(soap);
    expect(readCartCount()).toBe(2);
  });
});
