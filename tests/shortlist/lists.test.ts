// The browser's lists, pure: a heart adds to the current list (a Wedding list for the first),
// comes out of every list when pressed again; a shared list changed since it was sent is marked
// to send again; "Book a try-on" names the first six pieces with their sizes and the day.
import { describe, expect, it } from "vitest";
import {
  addList,
  EMPTY,
  hasPiece,
  MAX_PIECES,
  parseStored,
  removePiece,
  renameList,
  resizePiece,
  setDay,
  setShare,
  togglePiece,
  tryOnHref,
  type SavedPiece,
} from "@/features/shortlist/rules/lists";

const piece = (n: number, size: string | null = null): SavedPiece => ({
  productId: `piece${n}`,
  size,
  title: `Piece ${n}`,
  price: 1000 + n,
  href: `/collection/gowns/piece${n}`,
});
let ids = 0;
const newId = () => `list${++ids}`;

describe("hearts", () => {
  it("the first heart makes a Wedding list; a second press takes the piece out of every list", () => {
    const one = togglePiece(EMPTY, piece(1), newId);
    expect(one.result).toBe("added");
    expect(one.state.lists).toEqual([expect.objectContaining({ event: "wedding", pieces: [piece(1)] })]);
    const mehendi = addList(one.state, "m", "Mehendi");
    const two = togglePiece(mehendi, piece(2), newId);
    expect(two.state.lists.find((l) => l.id === "m")!.pieces).toEqual([piece(2)]);
    expect(hasPiece(two.state, "piece1")).toBe(true);
    const off = togglePiece(two.state, piece(1), newId);
    expect(off.result).toBe("removed");
    expect(hasPiece(off.state, "piece1")).toBe(false);
  });

  it("a full list takes no more", () => {
    let state = addList(EMPTY, "w", "Wedding");
    for (let i = 0; i < MAX_PIECES; i++) state = togglePiece(state, piece(i), newId).state;
    expect(togglePiece(state, piece(99), newId).result).toBe("full");
  });
});

describe("a size chosen after the heart", () => {
  it("is kept with the piece on every list, and marks a shared list to send again", () => {
    const shared = setShare(togglePiece(addList(EMPTY, "w", "Wedding"), piece(1), newId).state, "w", {
      token: "t",
      path: "/shortlist/t",
      editKey: "k".repeat(32),
    });
    const resized = resizePiece(shared, "piece1", "M");
    expect(resized.lists[0]!.pieces[0]!.size).toBe("M");
    expect(resized.lists[0]!.share!.dirty).toBe(true);
    expect(resizePiece(resized, "piece1", "M")).toBe(resized);
    expect(resizePiece(resized, "piece9", "S")).toBe(resized);
  });
});

describe("a shared list", () => {
  it("is marked to send again after any change, and not after it is sent", () => {
    const base = setShare(addList(EMPTY, "w", "Wedding"), "w", {
      token: "t",
      path: "/shortlist/t",
      editKey: "k".repeat(32),
    });
    expect(base.lists[0]!.share!.dirty).toBe(false);
    for (const changed of [
      renameList(base, "w", "Reception"),
      setDay(base, "w", "2027-01-02"),
      togglePiece(base, piece(1), newId).state,
      removePiece(togglePiece(base, piece(1), newId).state, "w", "piece1"),
    ])
      expect(changed.lists[0]!.share!.dirty).toBe(true);
    expect(setShare(base, "w", undefined).lists[0]!.share).toBeUndefined();
  });

  it("reads back what was stored and drops what cannot be read", () => {
    const stored = setDay(togglePiece(addList(EMPTY, "w", "Haldi"), piece(1, "M"), newId).state, "w", "2027-01-02");
    expect(parseStored(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(parseStored({ lists: [{ id: "x", event: "", pieces: [] }, "junk"] })).toEqual(EMPTY);
    expect(parseStored(null)).toEqual(EMPTY);
  });
});

describe("Book a try-on", () => {
  it("names the first six pieces, sizes encoded, and the day as both ends", () => {
    const pieces = [piece(1, "M / 38"), ...Array.from({ length: 7 }, (_, i) => piece(i + 2))];
    expect(tryOnHref({ pieces, day: "2027-02-14" })).toBe(
      "/try-on?pieces=piece1~M%20%2F%2038,piece2,piece3,piece4,piece5,piece6&from=2027-02-14&to=2027-02-14",
    );
    expect(tryOnHref({ pieces: [piece(1)], day: null })).toBe("/try-on?pieces=piece1");
  });
});
