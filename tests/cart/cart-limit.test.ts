// The cart store (features/cart/ui/cart-store.ts) as the Add to cart buttons use it: a cart holds
// at most MAX_CART_LINES different lines, as many as an order or a price check accepts.
import { beforeEach, describe, expect, it } from "vitest";
import { useCart } from "@/features/cart/ui/cart-store";
import { CART_FULL_MESSAGE, overLimitReason } from "@/features/cart/ui/cart-limit";
import { MAX_CART_LINES, parseStoredLines, type CartLine, type CartProduct } from "@/features/cart/rules/cart";
import { translator } from "@/lib/i18n/server";

const t = translator("en", "cart");

const soap = (n: number): CartProduct => ({
  _id: `soap${n}`,
  kind: "beauty",
  category: "soap",
  title: `Soap ${n}`,
  description: "Bar",
  price: 199,
  href: `/beauty-care/soap/soap${n}`,
});
const lehenga: CartProduct = {
  _id: "l",
  kind: "collection",
  category: "lehenga",
  title: "Rani Pink Lehenga",
  description: "Net",
  price: 4500,
  href: "/collection/party-wear-lehenga/l",
};
const dec = { from: "2026-12-13", to: "2026-12-15", rent: 4500, deposit: 4500 };

/** A cart of `count` different soaps, one each. */
function fill(count: number) {
  for (let n = 1; n <= count; n++) expect(useCart.getState().add(soap(n))).toBe("added");
}

beforeEach(() => useCart.getState().clear());

describe("a cart holds at most 50 different lines", () => {
  it("is the limit the checkout and the price quote accept", () => {
    expect(MAX_CART_LINES).toBe(50);
  });

  it("refuses a 51st different piece, and says so", () => {
    fill(MAX_CART_LINES);
    expect(useCart.getState().add(soap(51))).toBe("full");
    expect(useCart.getState().lines).toHaveLength(MAX_CART_LINES);
    expect(useCart.getState().lines.some((l) => l._id === "soap51")).toBe(false);
  });

  it("still takes more of a piece already there", () => {
    fill(MAX_CART_LINES);
    expect(useCart.getState().add(soap(7))).toBe("added");
    expect(useCart.getState().lines).toHaveLength(MAX_CART_LINES);
    expect(useCart.getState().lines.find((l) => l._id === "soap7")!.quantity).toBe(2);
  });

  it("refuses a 51st line of a rental stay, but takes another copy for a stay already there", () => {
    fill(MAX_CART_LINES - 1);
    expect(useCart.getState().addStay(lehenga, dec)).toBe("added");
    expect(useCart.getState().addStay(lehenga, { ...dec, from: "2027-01-09", to: "2027-01-11" })).toBe("full");
    // another size of the same stay is another line: no room for it
    expect(useCart.getState().addStay(lehenga, { ...dec, size: "M" })).toBe("full");
    // the same stay in the same size again is not a new line: one more copy on it
    expect(useCart.getState().addStay(lehenga, dec)).toBe("more");
    const stays = useCart.getState().lines.filter((l) => l._id === "l");
    expect(stays).toEqual([expect.objectContaining({ from: dec.from, to: dec.to, quantity: 2 })]);
  });

  it("has room again once a line is removed", () => {
    fill(MAX_CART_LINES);
    useCart.getState().remove("soap3");
    expect(useCart.getState().add(soap(51))).toBe("added");
    expect(useCart.getState().lines).toHaveLength(MAX_CART_LINES);
  });
});

describe("a cart stored with more than 50 lines", () => {
  const stored: CartLine[] = Array.from({ length: MAX_CART_LINES + 3 }, (_, i) => ({ ...soap(i + 1), quantity: 1 }));

  it("loads whole, so the visitor chooses what to remove", () => {
    expect(parseStoredLines(JSON.parse(JSON.stringify(stored)))).toHaveLength(MAX_CART_LINES + 3);
  });

  it("names how many lines to remove before checking out", () => {
    expect(overLimitReason(stored, t)).toBe("An order holds up to 50 different pieces: remove 3 to check out.");
    expect(overLimitReason(stored.slice(0, MAX_CART_LINES), t)).toBeNull();
  });

  it("counts only the lines the checkout sends: pieces no longer available are left out of the order", () => {
    const someGone = stored.map((l, i) => (i < 3 ? { ...l, unavailable: true as const } : l));
    expect(overLimitReason(someGone, t)).toBeNull();
    expect(overLimitReason([...someGone, { ...soap(77), quantity: 1 }], t)).toBe(
      "An order holds up to 50 different pieces: remove 1 to check out.",
    );
  });

  it("takes no new line, only more of one there", () => {
    useCart.setState({ lines: stored });
    expect(useCart.getState().add(soap(99))).toBe("full");
    expect(useCart.getState().add(soap(1))).toBe("added");
    expect(useCart.getState().lines).toHaveLength(MAX_CART_LINES + 3);
  });
});

it("tells a visitor with a full cart what to do", () => {
  expect(CART_FULL_MESSAGE).toBe(
    "Your cart is full: an order holds up to 50 different pieces. Check out or remove a piece first.",
  );
});
