import { describe, expect, it } from "vitest";
import {
  addItem,
  addStay,
  checkoutItems,
  lineKey,
  parseStoredLines,
  quoteItems,
  totalDeposit,
  totalItems,
  totalPrice,
  type CartProduct,
} from "@/features/cart/rules/cart";
import { applyQuote } from "@/features/cart/rules/quote";

const saree: CartProduct = {
  _id: "a",
  kind: "collection",
  category: "saree",
  title: "Ruby Saree",
  description: "Silk",
  price: 4500,
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
const lehenga: CartProduct = {
  _id: "c",
  kind: "collection",
  category: "lehenga",
  title: "Wine Lehenga",
  description: "Velvet",
  price: 6000,
  href: "/collection/party-wear-lehenga/c",
  rentable: true,
};
const stay = { from: "2030-03-10", to: "2030-03-12", rent: 6000, deposit: 8000 };

const cart = () => addStay(addItem(addItem([], saree, 2), soap), lehenga, stay);

describe("applying a price quote", () => {
  it("takes the current price, says from what to what, and the totals follow", () => {
    const { lines, changes } = applyQuote(cart(), {
      lines: [
        { productId: "a", available: true, title: "Ruby Saree", price: 5000 },
        { productId: "b", available: true, title: "Neem Soap", price: 199 },
        {
          productId: "c",
          from: stay.from,
          to: stay.to,
          available: true,
          title: "Wine Lehenga",
          price: 6500,
          deposit: 8000,
        },
      ],
    });
    expect(lines.map((l) => l.price)).toEqual([5000, 199, 6500]);
    expect(changes).toEqual([
      { key: "a", message: "Price updated from ₹4,500 to ₹5,000." },
      { key: lineKey({ _id: "c", ...stay }), message: "Rent updated from ₹6,000 to ₹6,500." },
    ]);
    expect(totalPrice(lines)).toBe(2 * 5000 + 199 + 6500);
    expect(totalDeposit(lines)).toBe(8000);
  });

  it("names a changed deposit, and a renamed piece takes its new title without a notice", () => {
    const { lines, changes } = applyQuote(cart(), {
      lines: [
        {
          productId: "c",
          from: stay.from,
          to: stay.to,
          available: true,
          title: "Wine Velvet Lehenga",
          price: 6000,
          deposit: 9000,
        },
      ],
    });
    expect(lines[2]).toMatchObject({ title: "Wine Velvet Lehenga", price: 6000, deposit: 9000 });
    expect(changes).toEqual([
      { key: lineKey({ _id: "c", ...stay }), message: "Deposit updated from ₹8,000 to ₹9,000." },
    ]);
  });

  it("marks a gone piece instead of dropping it, and leaves it out of totals and the checkout, not the quote", () => {
    const { lines, changes } = applyQuote(cart(), { lines: [{ productId: "a", available: false }] });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ _id: "a", unavailable: true });
    expect(changes).toEqual([]);
    expect(totalPrice(lines)).toBe(199 + 6000);
    expect(totalItems(lines)).toBe(2);
    expect(checkoutItems(lines).map((i) => i.productId)).toEqual(["b", "c"]);
    expect(quoteItems(lines).map((i) => i.productId)).toEqual(["a", "b", "c"]);
  });

  it("a piece back in the shop loses the mark; a mark survives a reload", () => {
    const gone = applyQuote(cart(), { lines: [{ productId: "a", available: false }] }).lines;
    expect(parseStoredLines(JSON.parse(JSON.stringify(gone)))[0]).toMatchObject({ unavailable: true });
    const back = applyQuote(gone, { lines: [{ productId: "a", available: true, title: "Ruby Saree", price: 4500 }] });
    expect(back.lines[0]).not.toHaveProperty("unavailable");
    expect(back.changes).toEqual([]);
  });

  it("leaves alone a line the quote does not mention (added while it was on its way), and another stay of the same piece", () => {
    const lines = addStay(cart(), lehenga, { ...stay, from: "2030-04-01", to: "2030-04-03" });
    const { lines: after, changes } = applyQuote(lines, {
      lines: [{ productId: "c", from: stay.from, to: stay.to, available: false }],
    });
    expect(after[2]).toMatchObject({ unavailable: true });
    expect(after[3]).toEqual(lines[3]);
    expect(after[0]).toBe(lines[0]);
    expect(changes).toEqual([]);
  });

  it("says why a stay of a piece still in the shop cannot be ordered, and clears it when the stay is fine again", () => {
    const problem = "The pickup day has passed. Choose today or a later day.";
    const { lines } = applyQuote(cart(), {
      lines: [{ productId: "c", from: stay.from, to: stay.to, available: false, problem }],
    });
    expect(lines[2]).toMatchObject({ unavailable: true, problem });
    expect(parseStoredLines(JSON.parse(JSON.stringify(lines)))[2]).toMatchObject({ problem });
    expect(totalDeposit(lines)).toBe(0);
    const fine = applyQuote(lines, {
      lines: [
        {
          productId: "c",
          from: stay.from,
          to: stay.to,
          available: true,
          title: "Wine Lehenga",
          price: 6000,
          deposit: 8000,
        },
      ],
    }).lines[2]!;
    expect(fine).not.toHaveProperty("unavailable");
    expect(fine).not.toHaveProperty("problem");
  });

  it("names a line in the language the quote was asked in: the Hindi cart shows her Hindi title and description", () => {
    const hindi = applyQuote(cart(), {
      lines: [{ productId: "a", available: true, title: "रूबी साड़ी", description: "सिल्क", price: 4500 }],
    });
    expect(hindi.changed).toBe(true);
    expect(hindi.changes).toEqual([]);
    expect(hindi.lines[0]).toMatchObject({ title: "रूबी साड़ी", description: "सिल्क", price: 4500 });
    // A quote without a description (an older server) keeps the line's own.
    const older = applyQuote(hindi.lines, {
      lines: [{ productId: "a", available: true, title: "Ruby Saree", price: 4500 }],
    });
    expect(older.lines[0]).toMatchObject({ title: "Ruby Saree", description: "सिल्क" });
  });

  it("a quote that changes nothing gives back the same lines, so the stored cart is not rewritten", () => {
    const lines = cart();
    const same = applyQuote(lines, {
      lines: [
        { productId: "a", available: true, title: "Ruby Saree", price: 4500 },
        { productId: "b", available: true, title: "Neem Soap", price: 199 },
        {
          productId: "c",
          from: stay.from,
          to: stay.to,
          available: true,
          title: "Wine Lehenga",
          price: 6000,
          deposit: 8000,
        },
      ],
    });
    expect(same.changed).toBe(false);
    same.lines.forEach((l, i) => expect(l).toBe(lines[i]));
    expect(
      applyQuote(lines, { lines: [{ productId: "b", available: true, title: "Neem Soap", price: 250 }] }).changed,
    ).toBe(true);
  });

  it("does not change the lines it was given", () => {
    const lines = cart();
    applyQuote(lines, {
      lines: [
        { productId: "a", available: false },
        { productId: "b", available: true, title: "Neem Soap", price: 250 },
      ],
    });
    expect(lines[0]).not.toHaveProperty("unavailable");
    expect(lines[1]!.price).toBe(199);
  });
});
