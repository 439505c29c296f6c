// Several copies of one piece in one booking: a dated line has a quantity (copies for its days)
// and its own size. Two sizes of one piece for the same days are two lines; the same size adds
// a copy to its line, up to the copies of that size free for those days. A cart stored before
// copies (a rental line without quantity) loads as one copy each.
import { beforeEach, describe, expect, it } from "vitest";
import {
  addStay,
  canGrow,
  checkoutItems,
  decrement,
  increment,
  lineKey,
  moveStay,
  parseStoredLines,
  setCopies,
  takenLine,
  totalDeposit,
  totalItems,
  totalPrice,
  type CartProduct,
} from "@/features/cart/rules/cart";
import { applyQuote } from "@/features/cart/rules/quote";
import { countStoredCart } from "@/features/cart/ui/cart-count";
import { useCart } from "@/features/cart/ui/cart-store";

const lehenga: CartProduct = {
  _id: "l",
  kind: "collection",
  category: "lehenga",
  title: "Rani Pink Lehenga",
  description: "Net",
  price: 6000,
  href: "/collection/party-wear-lehenga/l",
  rentable: true,
};
const days = { from: "2030-03-10", to: "2030-03-12", rent: 6000, deposit: 4000 };

describe("a rental line's copies and size", () => {
  it("two sizes of one piece for the same days are two lines, each its size, none replaced", () => {
    const lines = addStay(addStay([], lehenga, { ...days, size: "S", free: 1 }), lehenga, {
      ...days,
      size: "M",
      free: 2,
    });
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      ["S", 1],
      ["M", 1],
    ]);
    expect(new Set(lines.map(lineKey)).size).toBe(2);
    expect(checkoutItems(lines)).toEqual([
      { productId: "l", quantity: 1, from: days.from, to: days.to, size: "S" },
      { productId: "l", quantity: 1, from: days.from, to: days.to, size: "M" },
    ]);
  });

  it("the same size again is one more copy on that line, capped at the copies of that size free", () => {
    let lines = addStay([], lehenga, { ...days, size: "M", free: 2 });
    lines = addStay(lines, lehenga, { ...days, size: " m ", free: 2 });
    expect(lines).toEqual([expect.objectContaining({ size: "M", quantity: 2, free: 2 })]);
    const capped = addStay(lines, lehenga, { ...days, size: "M", free: 2 });
    expect(capped[0]!.quantity).toBe(2);
    expect(canGrow(capped[0]!)).toBe(false);
    expect(increment(capped, lineKey(capped[0]!))[0]!.quantity).toBe(2);
    expect(totalItems(capped)).toBe(2);
    expect(totalPrice(capped)).toBe(2 * 6000);
    expect(totalDeposit(capped)).toBe(2 * 4000);
    expect(checkoutItems(capped)).toEqual([{ productId: "l", quantity: 2, from: days.from, to: days.to, size: "M" }]);
  });

  it("plus and minus move between 1 and the free copies; the 409's count sets it", () => {
    let lines = addStay([], lehenga, { ...days, size: "M", free: 3 });
    const key = lineKey(lines[0]!);
    lines = increment(increment(increment(lines, key), key), key);
    expect(lines[0]!.quantity).toBe(3);
    lines = decrement(decrement(decrement(lines, key), key), key);
    expect(lines[0]!.quantity).toBe(1);
    lines = setCopies(increment(increment(lines, key), key), key, 1);
    expect(lines[0]).toMatchObject({ quantity: 1, free: 1 });
  });

  it("a quote's free copies cap the line from then on, and a line with more than are free says so by not growing", () => {
    const lines = addStay(addStay([], lehenga, { ...days, size: "M" }), lehenga, { ...days, size: "M" });
    expect(lines[0]!.quantity).toBe(2); // free not known yet: the checkout decides
    const quoted = applyQuote(lines, {
      lines: [
        {
          productId: "l",
          ...days,
          size: "M",
          available: true,
          title: lehenga.title,
          price: 6000,
          deposit: 4000,
          free: 1,
        },
      ],
    });
    expect(quoted.changed).toBe(true);
    expect(quoted.lines[0]).toMatchObject({ quantity: 2, free: 1 });
    expect(canGrow(quoted.lines[0]!)).toBe(false);
  });

  it("the 409 about copies points at its line by days and size", () => {
    const lines = addStay(addStay([], lehenga, { ...days, size: "S" }), lehenga, { ...days, size: "M" });
    expect(takenLine(lines, "l", [], { from: days.from, to: days.to, size: "M" })).toBe(lines[1]);
  });

  it("moving a line to days where that size is already in the cart joins its copies there", () => {
    const lines = addStay(addStay([], lehenga, { ...days, size: "M" }), lehenga, {
      ...days,
      from: "2030-03-20",
      to: "2030-03-22",
      size: "M",
    });
    const moved = moveStay(lines, lineKey(lines[0]!), "2030-03-20", "2030-03-22");
    expect(moved).toEqual([expect.objectContaining({ from: "2030-03-20", size: "M", quantity: 2 })]);
  });
});

describe("carts stored before copies", () => {
  const old = { ...lehenga, price: 6000, from: days.from, to: days.to, deposit: 4000, size: "M" };

  it("a rental line without a quantity loads as one copy; copies stored load as they are", () => {
    expect(parseStoredLines([old])).toEqual([{ ...old, quantity: 1 }]);
    expect(parseStoredLines([{ ...old, quantity: 2, free: 3 }])).toEqual([{ ...old, quantity: 2, free: 3 }]);
    expect(
      countStoredCart(JSON.stringify({ state: { lines: [old, { ...old, size: "S", quantity: 2 }] }, version: 2 })),
    ).toBe(3);
  });

  it("two stored lines of one piece, days and size merge into one line of both copies", () => {
    expect(parseStoredLines([old, { ...old, quantity: 2 }])).toEqual([{ ...old, quantity: 3 }]);
  });
});

describe("the cart store", () => {
  beforeEach(() => useCart.setState({ lines: [], notices: {} }));

  it("says what an add did: a new line, another copy, or no more free copies of that size", () => {
    const { addStay: add } = useCart.getState();
    expect(add(lehenga, { ...days, size: "S", free: 1 })).toBe("added");
    expect(add(lehenga, { ...days, size: "M", free: 2 })).toBe("added");
    expect(add(lehenga, { ...days, size: "M", free: 2 })).toBe("more");
    expect(add(lehenga, { ...days, size: "M", free: 2 })).toBe("most");
    expect(add(lehenga, { ...days, size: "S", free: 1 })).toBe("most");
    expect(useCart.getState().lines.map((l) => [l.size, l.quantity])).toEqual([
      ["S", 1],
      ["M", 2],
    ]);
  });
});
