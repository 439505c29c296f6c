// Any text a visitor can type into a search is a 200 (with results or none) or
// a 4xx with a JSON message, never a 500. Fuzzed with code points from every Unicode general
// category and with the code points the database's own unaccent() folds into tsquery syntax
// (asked of the database, not listed here), alone, glued to real words and packed together,
// through every reader that takes a visitor's search text.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getCollection } from "@/app/api/collection/[key]/route";
import { GET as getBeauty } from "@/app/api/beauty/[key]/route";
import { GET as search } from "@/app/api/search/route";
import SearchPage from "@/app/[locale]/search/page";
import { adminBeautyPage, adminCollectionPage } from "@/features/catalogue";
import { db } from "@/lib/db";

// The search page reads its language through pageLocale, whose next-intl setRequestLocale
// throws under vitest (next-intl resolves to its client build outside Next).
vi.mock("next-intl/server", async (original) => ({
  ...(await original<typeof import("next-intl/server")>()),
  setRequestLocale() {},
}));

const CATEGORIES = [
  "Lu",
  "Ll",
  "Lt",
  "Lm",
  "Lo",
  "Mn",
  "Mc",
  "Me",
  "Nd",
  "Nl",
  "No",
  "Pc",
  "Pd",
  "Ps",
  "Pe",
  "Pi",
  "Pf",
  "Po",
  "Sm",
  "Sc",
  "Sk",
  "So",
  "Zs",
  "Zl",
  "Zp",
  "Cc",
  "Cf",
  "Co",
  "Cs",
  "Cn",
] as const;
const SAMPLES_PER_CATEGORY = 24;

/** Code points of each general category, spread evenly over the whole code space. */
function samplesByCategory(): Map<string, number[]> {
  const which = new RegExp(CATEGORIES.map((c) => `(?<${c}>\\p{${c}})`).join("|"), "u");
  const all = new Map<string, number[]>(CATEGORIES.map((c) => [c, []]));
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    const groups = which.exec(String.fromCodePoint(cp))?.groups ?? {};
    const category = Object.keys(groups).find((k) => groups[k] !== undefined);
    if (category) all.get(category)!.push(cp);
  }
  const spread = (cps: number[]) => {
    const n = Math.min(SAMPLES_PER_CATEGORY, cps.length);
    return Array.from({ length: n }, (_, i) => cps[Math.floor((i * cps.length) / n)]!);
  };
  return new Map([...all].map(([c, cps]) => [c, spread(cps)]));
}

/**
 * Search texts from a category's samples: eight alone (each its own word), eight glued inside
 * real words, and all of them packed into one word beside a real one. A search reads eight
 * words at most and 100 characters.
 */
function categoryTexts(chars: string[]): string[] {
  return [
    chars.slice(0, 8).join(" "),
    chars
      .slice(8, 16)
      .map((c) => `silk${c}s`)
      .join(" "),
    `lehenga ${chars.join("")}`,
  ];
}

/** Many code points, eight to a search, each its own word. */
function aloneTexts(chars: string[]): string[] {
  return Array.from({ length: Math.ceil(chars.length / 8) }, (_, i) => chars.slice(i * 8, i * 8 + 8).join(" "));
}

/** Many code points glued inside real words, as many as fit in eight words and 100 characters. */
function gluedTexts(chars: string[]): string[] {
  const texts: string[] = [];
  for (let i = 0; i < chars.length;) {
    const words: string[] = [];
    while (words.length < 8 && i < chars.length) {
      let word = "silk";
      while (i < chars.length && word.length + chars[i]!.length <= 11) word += chars[i++];
      words.push(word);
    }
    texts.push(words.join(" "));
  }
  return texts;
}

/** Percent-encodes a text the way a raw client can send it: a lone surrogate as its three bytes. */
function encodeQuery(text: string): string {
  let out = "";
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}

const HANDPICKED = [
  "ʼ",
  "ŉ",
  "⑴",
  "\u0301",
  "silk ʼs",
  "silk\u0301",
  "ʼ ŉ ⑴ \u0301",
  "½",
  "silk½",
  "'",
  ":*",
  "a:*b",
  "(silk)",
  "silk & !lehenga",
  "\\",
  "\\'",
  "''",
  "silk<->lehenga",
  "ǅ",
  "ᾈ",
  "ﬁ",
  "Ⅻ",
  "𝟘",
  "क्",
  "\u200d",
  "\u0300silk",
  "silk\u20dd",
];

type Failure = { target: string; text: string; status: number | string };

const apiTargets: { name: string; call: (encoded: string) => Promise<Response> }[] = [
  { name: "/api/search", call: (q) => search(new Request(`http://shop.test/api/search?q=${q}`), undefined) },
  {
    name: "/api/collection/saree",
    call: (q) =>
      getCollection(new Request(`http://shop.test/api/collection/saree?q=${q}`), {
        params: Promise.resolve({ key: "saree" }),
      }),
  },
  {
    name: "/api/beauty/soap",
    call: (q) =>
      getBeauty(new Request(`http://shop.test/api/beauty/soap?q=${q}`), { params: Promise.resolve({ key: "soap" }) }),
  },
];

async function apiFailures(texts: string[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const text of texts) {
    for (const target of apiTargets) {
      const res = await target.call(encodeQuery(text));
      const json = res.headers.get("content-type")?.includes("application/json");
      if (res.status >= 500 || (res.status !== 200 && !(res.status < 500 && res.status >= 400 && json)))
        failures.push({ target: target.name, text, status: res.status });
    }
  }
  return failures;
}

/** The /search page and the admin managers read through the data layer: a throw there is their 500. */
async function readerFailures(texts: string[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  const readers: [string, (q: string) => Promise<unknown>][] = [
    [
      "/search page",
      (q) => SearchPage({ params: Promise.resolve({ locale: "en" }), searchParams: Promise.resolve({ q }) }),
    ],
    ["/admin/collections", (q) => adminCollectionPage({ q, page: 1, limit: 24 })],
    ["/admin/beauty", (q) => adminBeautyPage({ q, page: 1, limit: 24 })],
  ];
  for (const text of texts) {
    for (const [name, read] of readers) {
      await read(text).catch((e: unknown) =>
        failures.push({ target: name, text, status: e instanceof Error ? e.message.slice(0, 120) : String(e) }),
      );
    }
  }
  return failures;
}

let byCategory: string[] = [];
let emptyCategories: string[] = [];
let foldingTexts: string[] = [];
let folding: number[] = [];

beforeAll(async () => {
  await getCollection(new Request("http://shop.test/api/collection/saree"), {
    params: Promise.resolve({ key: "saree" }),
  }); // opens and seeds the database
  const samples = samplesByCategory();
  emptyCategories = [...samples].filter(([, cps]) => !cps.length).map(([c]) => c);
  byCategory = [...samples.values()].flatMap((cps) => categoryTexts(cps.map((cp) => String.fromCodePoint(cp))));
  // The code points the database's unaccent() turns into something other than letters and
  // digits (an apostrophe, a colon, brackets, nothing at all): what broke to_tsquery.
  const prisma = await db();
  const rows = await prisma.$queryRaw<{ cp: number; folded: string }[]>`
    SELECT cp, unaccent(chr(cp)) AS folded FROM generate_series(1, 1114111) AS cp
    WHERE (cp < 55296 OR cp > 57343) AND unaccent(chr(cp)) <> chr(cp)`;
  folding = rows.filter((r) => !/^[\p{L}\p{N}]+$/u.test(r.folded)).map((r) => r.cp);
  // Each alone when it can be a word (letters, marks, numbers), and all of them inside words.
  const chars = folding.map((cp) => String.fromCodePoint(cp));
  foldingTexts = [...aloneTexts(chars.filter((c) => /[\p{L}\p{M}\p{N}]/u.test(c))), ...gluedTexts(chars)];
});

describe("search text from every Unicode category", () => {
  it("the database names the code points its unaccent() folds into tsquery syntax", () => {
    // ʼ (U+02BC) becomes an apostrophe, ː (U+02D0) a colon, ⑴ "(1)", a combining acute nothing.
    expect(folding).toEqual(expect.arrayContaining([0x2bc, 0x2d0, 0x149, 0x2474, 0x301]));
    expect(folding.length).toBeGreaterThan(133);
    // Within what a search reads (100 characters), or the fuzz would test only the length check.
    expect([...HANDPICKED, ...byCategory, ...foldingTexts].filter((t) => t.length > 100)).toEqual([]);
  });

  it("answers the search and catalogue APIs with 200 or a JSON 4xx, never a 500", async () => {
    expect(emptyCategories).toEqual([]);
    expect(await apiFailures([...HANDPICKED, ...byCategory])).toEqual([]);
  });

  it("answers them for every code point unaccent() folds into tsquery syntax", async () => {
    expect(await apiFailures(foldingTexts)).toEqual([]);
  });

  it("renders the /search page's results and reads the admin managers' lists for all of it", async () => {
    expect(await readerFailures([...HANDPICKED, ...foldingTexts, ...byCategory])).toEqual([]);
  });

  it("still finds what it should: an accent or a curly apostrophe typed does not hide a piece", async () => {
    const prisma = await db();
    await prisma.collectionItem.create({
      data: {
        category: "saree",
        title: "Fuzzline Brocade Saree",
        description: "A saree.",
        price: 2000,
        images: [],
        facets: [],
      },
    });
    for (const q of ["fuzzline", "fúzzline", "fuzzline ʼs", "fuzzline\u0301 brocade"]) {
      const res = await search(new Request(`http://shop.test/api/search?q=${encodeQuery(q)}`), undefined);
      expect(res.status, q).toBe(200);
      expect(
        ((await res.json()) as { title: string }[]).map((i) => i.title),
        q,
      ).toContain("Fuzzline Brocade Saree");
    }
  });
});
