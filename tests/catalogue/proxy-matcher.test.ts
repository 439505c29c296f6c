// proxy.ts's matcher must be literal (Next reads it without running the file), so it copies
// the browse keys by hand: a filter added to the catalogue without a matcher entry would be
// served without the proxy's checks (an unbookable "available on" day, a page past the last).
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import { BROWSE_KEYS } from "@/features/catalogue/rules/browse-state";

type Entry = string | { source: string; has?: { type: string; key: string }[] };
const keysFor = (source: string) =>
  new Set(
    (config.matcher as Entry[]).flatMap((m) =>
      typeof m === "object" && m.source === source ? (m.has ?? []).map((h) => h.key) : [],
    ),
  );

describe("the proxy's matcher", () => {
  it("runs the proxy on a collection page for every query key that makes a variant of it", () => {
    const matched = keysFor("/collection/:slug");
    expect(BROWSE_KEYS.filter((key) => !matched.has(key))).toEqual([]);
  });

  it("runs it on a beauty page for paging and sorting", () => {
    const matched = keysFor("/beauty-care/:category");
    expect(["page", "sort"].filter((key) => !matched.has(key))).toEqual([]);
  });
});
