// Sizes per copy (features/rentals/rules/sizes.ts), pure: which sizes a
// visitor is asked to choose from, how her size is matched to a copy's, and which copies are
// hers to book. Copy sizes are listed copy 1 first, as the owner typed them ("S, M, M").
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { copiesOfSize, sameSize, sizeChoices } from "@/features/rentals/rules/sizes";

describe("matching a size", () => {
  it("ignores case and the spaces around it", () => {
    expect(sameSize("m", "M")).toBe(true);
    expect(sameSize(" M ", "m")).toBe(true);
    expect(sameSize("Free Size", "free size")).toBe(true);
    expect(sameSize("xl", "XL ")).toBe(true);
  });

  it("tells different sizes apart", () => {
    expect(sameSize("M", "L")).toBe(false);
    expect(sameSize("S", "XS")).toBe(false);
    expect(sameSize("32", "34")).toBe(false);
  });
});

describe("the sizes a visitor chooses from", () => {
  it("a size list with repeats gives each size once, in the owner's order", () => {
    expect(sizeChoices(["S", "M", "M"])).toEqual(["S", "M"]);
    expect(sizeChoices(["L", "S", "M", "S", "L"])).toEqual(["L", "S", "M"]);
  });

  it("repeats that differ only in case or spaces are one size, spelled as the first copy spells it", () => {
    expect(sizeChoices(["M", "m", "L", " l "])).toEqual(["M", "L"]);
    expect(sizeChoices(["free size", "Free Size", "XL"])).toEqual(["free size", "XL"]);
  });

  it("nothing to choose when the copies do not differ: one size, or none", () => {
    expect(sizeChoices([])).toEqual([]);
    expect(sizeChoices(["M"])).toEqual([]);
    expect(sizeChoices(["M", "M", "M"])).toEqual([]);
    expect(sizeChoices(["M", "m"])).toEqual([]);
    expect(sizeChoices([null, null])).toEqual([]);
  });

  it("copies without a size are not a choice", () => {
    expect(sizeChoices(["S", null, "M"])).toEqual(["S", "M"]);
    expect(sizeChoices(["M", null])).toEqual([]);
    expect(sizeChoices(["", "M"])).toEqual([]);
  });
});

describe("the copies of a size", () => {
  it("gives the copy numbers (from 1) of that size, matched loosely", () => {
    // S, M, M: copies 2 and 3 are M
    expect(copiesOfSize(["S", "M", "M"], 3, "M")).toEqual([2, 3]);
    expect(copiesOfSize(["S", "M", "M"], 3, " m ")).toEqual([2, 3]);
    expect(copiesOfSize(["S", "M", "M"], 3, "s")).toEqual([1]);
    expect(copiesOfSize(["L", "S", "M", "S", "L"], 5, "L")).toEqual([1, 5]);
  });

  it("a size the piece does not have has no copies", () => {
    expect(copiesOfSize(["S", "M", "M"], 3, "XL")).toEqual([]);
    expect(copiesOfSize([], 3, "M")).toEqual([]);
  });

  it("copies without a size belong to no size", () => {
    expect(copiesOfSize(["S", null, "M"], 3, "S")).toEqual([1]);
    expect(copiesOfSize([null, null], 2, "M")).toEqual([]);
  });

  it("only copies 1..stock count: a list longer or shorter than the stock is cut or padded with none", () => {
    // stock 2 of S, M, M: copy 3 is not there
    expect(copiesOfSize(["S", "M", "M"], 2, "M")).toEqual([2]);
    // stock 3 of S, M: copy 3 has no size
    expect(copiesOfSize(["S", "M"], 3, "S")).toEqual([1]);
    expect(copiesOfSize(["S", "M"], 3, "M")).toEqual([2]);
    expect(copiesOfSize(["M"], 0, "M")).toEqual([]);
  });
});

// Sizes a shop writes, in the spellings owners and visitors type them: [the size, a spelling of it].
const SIZES = ["XS", "S", "M", "L", "XL", "XXL", "Free Size", "32", "34", "36"];
const spelling = fc
  .tuple(fc.constantFrom(...SIZES), fc.constantFrom("lower", "upper", "as is"), fc.constantFrom("", " ", "  "))
  .map(
    ([s, kase, pad]) =>
      [s, pad + (kase === "lower" ? s.toLowerCase() : kase === "upper" ? s.toUpperCase() : s) + pad] as const,
  );
const spelled = spelling.map(([, typed]) => typed);
const copySizes = fc.array(fc.option(spelled, { nil: null }), { maxLength: 12 });

describe("sizes over random lists of copies", () => {
  it("the choices are the list's own spellings, no two the same size, never just one, and every size is among them when there are any", () => {
    fc.assert(
      fc.property(copySizes, (sizes) => {
        const choices = sizeChoices(sizes);
        expect(choices.length).not.toBe(1);
        for (const c of choices) expect(sizes).toContain(c);
        for (let i = 0; i < choices.length; i++)
          for (let j = i + 1; j < choices.length; j++) expect(sameSize(choices[i]!, choices[j]!)).toBe(false);
        if (choices.length) for (const s of sizes) if (s) expect(choices.some((c) => sameSize(c, s))).toBe(true);
      }),
    );
  });

  it("the copies of each choice split the copies that have a size, in copy order, none twice", () => {
    fc.assert(
      fc.property(copySizes, (sizes) => {
        const sized = sizes.flatMap((s, i) => (s ? [i + 1] : []));
        // with no choice to make, the one size there is (if any) stands for them all
        const choices = sizeChoices(sizes);
        const asked = choices.length ? choices : sizes.filter((s) => s != null).slice(0, 1);
        const byChoice = asked.map((c) => copiesOfSize(sizes, sizes.length, c));
        for (const copies of byChoice) expect(copies).toEqual([...copies].sort((a, b) => a - b));
        expect(byChoice.flat().sort((a, b) => a - b)).toEqual(sized);
      }),
    );
  });

  it("two spellings match exactly when they spell the same size", () => {
    fc.assert(
      fc.property(spelling, spelling, ([a, typedA], [b, typedB]) => {
        expect(sameSize(typedA, typedB)).toBe(a === b);
        expect(sameSize(typedA, a)).toBe(true);
      }),
    );
  });

  it("a copy is of the size asked exactly when its own size is that size, however either is spelled", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(spelling, { nil: null }), { maxLength: 12 }),
        spelling,
        (copies, [asked, typed]) => {
          const sizes = copies.map((c) => (c ? c[1] : null));
          const mine = copiesOfSize(sizes, sizes.length, typed);
          copies.forEach((c, i) => expect(mine.includes(i + 1)).toBe(c != null && c[0] === asked));
        },
      ),
    );
  });
});
