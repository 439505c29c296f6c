import { describe, expect, it } from "vitest";
import { addItem, decrement, increment, MAX_QUANTITY, parseStoredLines, removeItem, totalItems, totalPrice, type CartProduct } from "@/lib/cart/cart";

const saree: CartProduct = { _id: "a", kind: "collection", category: "saree", title: "Ruby Saree", description: "Silk", price: 2450, href: "/collection/designer-sarees/a" };
const soap: CartProduct = { _id: "b", kind: "beauty", category: "soap", title: "Neem Soap", description: "Bar", price: 199, href: "/beauty-care/soap/b" };

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
    const stored = [{ ...saree, quantity: 2 }, { ...saree, quantity: 1 }, { ...soap, quantity: 1 }];
    expect(parseStoredLines(stored)).toEqual([{ ...saree, quantity: 3 }, { ...soap, quantity: 1 }]);
  });
  it("discards anything corrupt or from an older shape", () => {
    expect(parseStoredLines(null)).toEqual([]);
    expect(parseStoredLines("nope")).toEqual([]);
    expect(parseStoredLines([{ title: "old", price: "1200" }])).toEqual([]);
    expect(parseStoredLines([{ ...saree, quantity: 0 }])).toEqual([]);
    expect(parseStoredLines([{ ...saree, quantity: 1, price: -5 }])).toEqual([]);
  });
});
