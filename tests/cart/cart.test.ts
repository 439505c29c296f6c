import { describe, expect, it } from "vitest";
import {
  addItem,
  addStay,
  checkoutItems,
  decrement,
  increment,
  lineKey,
  MAX_QUANTITY,
  moveStay,
  parseStoredLines,
  removeItem,
  takenLine,
  totalDeposit,
  totalItems,
  totalPrice,
  type CartProduct,
} from "@/features/cart/rules/cart";
import { staySummaries } from "@/features/rentals/rules/cart-stays";
import { customerWhatsappText } from "@/features/rentals/rules/messages";

const saree: CartProduct = {
  _id: "a",
  kind: "collection",
  category: "saree",
  title: "Ruby Saree",
  description: "Silk",
  price: 2450,
  href: "/collection/designer-sarees/a",
};
const soap: CartProduct = {
  _id: "b",
  kind: "beauty",
  category: "soap",
  title: "Neem Soap",
  description: "Bar",
  price: 199,
  href: "/beauty-care/soap/b",
};

describe("cart operations", () => {
  it("adds a new line with quantity 1", () => {
    expect(addItem([], saree)).toEqual([{ ...saree, quantity: 1 }]);
  });
  it("raises the quantity when the item is already there", () => {
    const lines = addItem(addItem([], saree), saree);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(2);
  });
  it("plus raises, minus lowers but never below 1", () => {
    let lines = addItem([], saree);
    lines = increment(lines, "a");
    expect(lines[0]!.quantity).toBe(2);
    lines = decrement(decrement(decrement(lines, "a"), "a"), "a");
    expect(lines[0]!.quantity).toBe(1);
  });
  it("caps a line's quantity", () => {
    let lines = addItem([], saree);
    for (let i = 0; i < 30; i++) lines = increment(lines, "a");
    expect(lines[0]!.quantity).toBe(MAX_QUANTITY);
  });
  it("removes a line and totals the rest", () => {
    const lines = increment(addItem(addItem([], saree), soap), "b");
    expect(totalItems(lines)).toBe(3);
    expect(totalPrice(lines)).toBe(2450 + 2 * 199);
    expect(removeItem(lines, "a")).toEqual([{ ...soap, quantity: 2 }]);
  });
  it("does not change the lines it was given", () => {
    const lines = addItem([], saree);
    increment(lines, "a");
    expect(lines[0]!.quantity).toBe(1);
  });
});

describe("reading a stored cart", () => {
  it("keeps valid lines and merges duplicates", () => {
    const stored = [
      { ...saree, quantity: 2 },
      { ...saree, quantity: 1 },
      { ...soap, quantity: 1 },
    ];
    expect(parseStoredLines(stored)).toEqual([
      { ...saree, quantity: 3 },
      { ...soap, quantity: 1 },
    ]);
  });
  it("discards anything corrupt or from an older shape", () => {
    expect(parseStoredLines(null)).toEqual([]);
    expect(parseStoredLines("nope")).toEqual([]);
    expect(parseStoredLines([{ title: "old", price: "1200" }])).toEqual([]);
    expect(parseStoredLines([{ ...saree, quantity: 0 }])).toEqual([]);
    expect(parseStoredLines([{ ...saree, quantity: 1, price: -5 }])).toEqual([]);
  });
});

describe("rental lines", () => {
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
  const jan = { from: "2027-01-09", to: "2027-01-12", rent: 6000, deposit: 4500, size: "M" };

  it("keeps the same piece on other days as another line, each one piece, priced at its rent", () => {
    const lines = addStay(addStay([], lehenga, dec), lehenga, jan);
    expect(lines).toHaveLength(2);
    expect(lines.map(lineKey)).toEqual(["l@2026-12-13/2026-12-15", "l@2027-01-09/2027-01-12#m"]);
    expect(lines[1]).toMatchObject({ quantity: 1, price: 6000, deposit: 4500, size: "M" });
    expect(totalPrice(lines)).toBe(10500);
    expect(totalDeposit(lines)).toBe(9000);
  });
  it("the same days in another size is another line; in the same size, one more copy (tests/cart/copies-rules.test.ts)", () => {
    const lines = addStay(addStay([], lehenga, dec), lehenga, { ...dec, size: "L" });
    expect(lines).toEqual([
      expect.objectContaining({ quantity: 1, from: dec.from }),
      expect.objectContaining({ quantity: 1, size: "L", from: dec.from }),
    ]);
    expect(lines[0]!.size).toBeUndefined();
  });
  it("plus on a rental line adds a copy up to those free; a sale line of the same piece is apart", () => {
    let lines = addItem(addStay([], lehenga, { ...dec, free: 2 }), lehenga);
    lines = increment(increment(increment(lines, lineKey(lines[0]!)), lineKey(lines[0]!)), "l");
    expect(lines.map((l) => l.quantity)).toEqual([2, 2]);
    expect(totalDeposit(lines)).toBe(9000);
    expect(removeItem(lines, "l")).toEqual([lines[0]]);
  });
  it("sends days and size to the checkout only for rental lines", () => {
    const lines = addItem(addStay([], lehenga, jan), soap);
    expect(checkoutItems(lines)).toEqual([
      { productId: "l", quantity: 1, from: jan.from, to: jan.to, size: "M" },
      { productId: "b", quantity: 1 },
    ]);
  });
  it("moves a line to the offered free days, and joins its copies to the line already there for them", () => {
    const lines = addStay([], lehenga, dec);
    const moved = moveStay(lines, lineKey(lines[0]!), "2026-12-17", "2026-12-19");
    expect(moved).toEqual([expect.objectContaining({ from: "2026-12-17", to: "2026-12-19", price: 4500 })]);
    const both = addStay(lines, lehenga, { ...dec, from: "2026-12-17", to: "2026-12-19" });
    expect(moveStay(both, lineKey(both[0]!), "2026-12-17", "2026-12-19")).toEqual([{ ...both[1], quantity: 2 }]);
  });
  it("finds the line a checkout 409 is about, also among several stays of one piece", () => {
    const lines = addStay(addStay([], lehenga, dec), lehenga, jan);
    expect(takenLine(lines, "l", [{ from: "2027-01-13", to: "2027-01-16" }])).toBe(lines[1]);
    expect(takenLine(lines, "l", [{ from: "2026-12-10", to: "2026-12-12" }])).toBe(lines[0]);
    expect(takenLine(lines, "other", [])).toBeUndefined();
  });
  it("summarises every rental line for WhatsApp, linking to its page with its days", () => {
    const text = customerWhatsappText(staySummaries(addItem(addStay([], lehenga, jan), soap), "https://shop.example"));
    expect(text).toContain("Rani Pink Lehenga (size M)");
    expect(text).toContain("https://shop.example/collection/party-wear-lehenga/l?from=2027-01-09&to=2027-01-12");
    expect(text).not.toContain("Neem Soap");
  });
  it("loads carts stored before rentals, and stored rental lines; drops a cart with a broken rental line", () => {
    const old = [{ ...saree, quantity: 2 }];
    expect(parseStoredLines(old)).toEqual(old);
    const stored = addStay([{ ...saree, quantity: 1 }], lehenga, jan);
    expect(parseStoredLines(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    const dated = stored[1]!;
    for (const broken of [
      { ...dated, to: undefined },
      { ...dated, from: "2027-02-30" },
      { ...dated, to: "2027-01-01" },
      { ...dated, quantity: 0 },
      { ...dated, quantity: MAX_QUANTITY + 1 },
      { ...dated, free: -1 },
      { ...dated, deposit: undefined },
      { ...saree, quantity: 1, size: "M" },
    ]) {
      expect(parseStoredLines([broken])).toEqual([]);
    }
  });
});
