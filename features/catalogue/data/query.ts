import "server-only";
import { db } from "@/lib/db";
import { cached, TAGS } from "@/lib/cache";
import type { FacetKey } from "@/features/catalogue/rules/facets";
import type {
  AdminListQuery,
  BeautyItem,
  BrowsePage,
  BrowseQuery,
  CollectionItem,
  ItemOf,
  Kind,
  SearchHit,
  SortKey,
} from "@/features/catalogue/rules/items";
import { queryWords } from "@/features/catalogue/rules/search-terms";
import { Prisma } from "@/lib/generated/prisma/client";
import { pastedId } from "@/lib/validation/ids";
import { freeOnSql } from "@/features/rentals";
import { KINDS } from "./kind";
import { findItemFresh } from "./read";
import { searchTerms, tsqueryOf, type SearchTerms } from "./tsquery";

// Browsing a category (filters, sort, paging, counts), the admin managers' lists, and search
// across both kinds, in SQL over either kind's table (kind.ts).

// A title counts as close to a misspelt query when pg_trgm's word similarity reaches
// pg_trgm.word_similarity_threshold, 0.45 (the role's default on PostgreSQL, set by a migration; a SET on PGlite: lib/db/connect.ts):
// the `<%` operator is what the trigram index answers.

function matchSql(terms: SearchTerms | null): Prisma.Sql | null {
  if (!terms) return null;
  // Full text over titles, attributes and descriptions, or a word of the English or Hindi
  // title close to what was typed (each title has its trigram index; a NULL Hindi one is no match).
  const text = terms.words.join(" ");
  return Prisma.sql`("search" @@ ${tsqueryOf(terms)} OR ${text} <% "title" OR ${text} <% "titleHi")`;
}

/** How close the closer title (English or Hindi) is to what was typed, 0 to 1. */
function titleSimilarity(terms: SearchTerms): Prisma.Sql {
  const text = terms.words.join(" ");
  return Prisma.sql`GREATEST(word_similarity(${text}, "title"), coalesce(word_similarity(${text}, "titleHi"), 0))`;
}

function whereSql(
  query: Pick<BrowseQuery, "category" | "filters" | "availableOn">,
  terms: SearchTerms | null,
  extra: Prisma.Sql[] = [],
): Prisma.Sql {
  const parts: Prisma.Sql[] = [...extra];
  if (query.availableOn) parts.push(freeOnSql(query.availableOn));
  if (query.category) parts.push(Prisma.sql`"category" = ${query.category}`);
  for (const [key, values] of Object.entries(query.filters ?? {}) as [FacetKey, string[]][]) {
    if (!values.length) continue;
    // Any of the chosen values of one filter, all the filters together (GIN index on facets).
    parts.push(Prisma.sql`"facets" && ${values.map((v) => `${key}:${v}`)}::text[]`);
  }
  const match = matchSql(terms);
  if (match) parts.push(match);
  return parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, " AND ")}` : Prisma.empty;
}

function orderSql(sort: SortKey | undefined, terms: SearchTerms | null): Prisma.Sql {
  if (terms && (!sort || sort === "newest")) {
    // Searching: best match first (title above attributes above description), then newest.
    return Prisma.sql`ORDER BY ts_rank("search", ${tsqueryOf(terms)}) + ${titleSimilarity(terms)} DESC, "createdAt" DESC, "id" DESC`;
  }
  if (sort === "price-asc") return Prisma.sql`ORDER BY "price" ASC, "id" ASC`;
  if (sort === "price-desc") return Prisma.sql`ORDER BY "price" DESC, "id" DESC`;
  if (sort === "oldest") return Prisma.sql`ORDER BY "createdAt" ASC, "id" ASC`;
  return Prisma.sql`ORDER BY "createdAt" DESC, "id" DESC`;
}

async function countsFor(kind: Kind, query: BrowseQuery, terms: SearchTerms | null): Promise<Record<string, number>> {
  const prisma = await db();
  const keys = KINDS[kind].facetKeys;
  // One query for every filter: each tag a piece carries is counted when the piece passes the
  // other filters, not the tag's own, so a visitor sees what picking another choice of the
  // same filter would add (a tag's own filter is skipped by comparing its "key:" prefix).
  const parts: Prisma.Sql[] = [Prisma.sql`split_part(tag, ':', 1) = ANY(${keys}::text[])`];
  const chosen = (Object.entries(query.filters ?? {}) as [FacetKey, string[]][]).filter(([, values]) => values.length);
  const passes = chosen.map(([key, values]) => Prisma.sql`"facets" && ${values.map((v) => `${key}:${v}`)}::text[]`);
  chosen.forEach(([key], i) => parts.push(Prisma.sql`(split_part(tag, ':', 1) = ${key} OR ${passes[i]})`));
  // A piece that fails two filters counts nowhere: with two filters or more, read only the
  // pieces that pass all but one (each such conjunction is answered by the facets index).
  if (chosen.length > 1) {
    parts.push(
      Prisma.sql`(${Prisma.join(
        passes.map(
          (_, skip) =>
            Prisma.sql`(${Prisma.join(
              passes.filter((__, i) => i !== skip),
              " AND ",
            )})`,
        ),
        " OR ",
      )})`,
    );
  }
  const rows = await prisma.$queryRaw<{ tag: string; n: number }[]>`
    SELECT tag, count(*)::int AS n FROM ${KINDS[kind].table}, unnest("facets") AS tag
    ${whereSql({ category: query.category, availableOn: query.availableOn }, terms, parts)}
    GROUP BY tag`;
  return Object.fromEntries(rows.map((r) => [r.tag, r.n]));
}

/** The items with these ids (those still there), by id. */
async function itemsById<K extends Kind>(kind: K, ids: string[]): Promise<Map<string, ItemOf<K>>> {
  if (!ids.length) return new Map();
  const prisma = await db();
  const rows = await KINDS[kind].findMany(prisma, { where: { id: { in: ids } } });
  return new Map(rows.map((r) => [r.id, KINDS[kind].toItem(r)]));
}

/** One page of matching pieces and how many match in all, without the filter counts. */
async function pageOf<K extends Kind>(
  kind: K,
  query: BrowseQuery,
  terms: SearchTerms | null,
): Promise<Omit<BrowsePage<ItemOf<K>>, "counts">> {
  const prisma = await db();
  const { table } = KINDS[kind];
  const page = Math.max(1, query.page ?? 1);
  const where = whereSql(query, terms);
  const total =
    (await prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${table} ${where}`)[0]?.total ?? 0;
  const idRows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM ${table} ${where} ${orderSql(query.sort, terms)} LIMIT ${query.limit} OFFSET ${(page - 1) * query.limit}`;
  const ids = idRows.map((r) => r.id);
  const byId = await itemsById(kind, ids);
  const items = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return { items, total, page, pages: Math.max(1, Math.ceil(total / query.limit)) };
}

async function browseUncached<K extends Kind>(kind: K, query: BrowseQuery): Promise<BrowsePage<ItemOf<K>>> {
  const terms = await searchTerms(query.q);
  const found = await pageOf(kind, query, terms);
  return { ...found, counts: await countsFor(kind, query, terms) };
}

/** One page of a category: filtered, sorted, searched; cached until the owner saves (and, "available on" a day, until a booking changes). */
export const browseItems = cached(browseUncached, ["browse"], (kind, query) =>
  kind === "collection" && query.availableOn ? [TAGS.collection, TAGS.availability] : [KINDS[kind].tag],
);

// ---- the admin managers ----

/**
 * A page of the manager's list: newest first, best match first when searching. Read fresh,
 * not through the read cache: each piece's `version` is what an edit sends back for the 409
 * check, and another instance's cache may lag. A pasted id finds its piece whatever the
 * category filter says; the filter counts of the shop's pages are not needed here.
 */
export async function adminItemPage<K extends Kind>(
  kind: K,
  query: AdminListQuery,
): Promise<Omit<BrowsePage<ItemOf<K>>, "counts">> {
  const id = query.q ? pastedId(query.q) : null;
  const exact = id ? await findItemFresh(kind, id) : null;
  if (exact) return { items: [exact], total: 1, page: 1, pages: 1 };
  return pageOf(
    kind,
    { category: query.category ?? "", page: query.page, limit: query.limit },
    await searchTerms(query.q),
  );
}

/**
 * Hits for one condition, best first, with how many match in all. `availableOn`: only
 * collection pieces with a copy free to rent that day (the beauty line is not rented).
 */
async function hitsWhere(
  found: Prisma.Sql,
  rank: Prisma.Sql,
  page: number,
  limit: number,
  availableOn?: string,
): Promise<{ hits: SearchHit[]; total: number }> {
  const prisma = await db();
  const match = availableOn ? Prisma.sql`${found} AND ${freeOnSql(availableOn)}` : found;
  const beautyMatch = availableOn ? Prisma.sql`false` : found;
  const rows = await prisma.$queryRaw<{ kind: Kind; id: string; rank: number; total: number }[]>`
    WITH hits AS (
      SELECT 'collection' AS kind, "id", ${rank} AS rank, "createdAt" FROM "collection_items" WHERE ${match}
      UNION ALL
      SELECT 'beauty' AS kind, "id", ${rank} AS rank, "createdAt" FROM "beauty_items" WHERE ${beautyMatch}
    )
    SELECT kind, "id", rank::float8 AS rank, (count(*) OVER ())::int AS total FROM hits
    ORDER BY rank DESC, "createdAt" DESC, "id" DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
  const idsOf = (kind: Kind) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  const [c, b] = await Promise.all([
    itemsById("collection", idsOf("collection")),
    itemsById("beauty", idsOf("beauty")),
  ]);
  const items = new Map<string, CollectionItem | BeautyItem>([...c, ...b]);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) {
    const counted = await prisma.$queryRaw<
      { n: number }[]
    >`SELECT ((SELECT count(*) FROM "collection_items" WHERE ${match}) + (SELECT count(*) FROM "beauty_items" WHERE ${beautyMatch}))::int AS n`;
    total = counted[0]?.n ?? 0;
  }
  return {
    hits: rows.flatMap((r) => (items.has(r.id) ? [{ kind: r.kind, item: items.get(r.id)!, rank: r.rank }] : [])),
    total,
  };
}

/**
 * Pieces with every word of the query (or a spelling the catalogue knows for it), ranked by
 * full text: title above attributes above description. Only when no piece has the words
 * are titles close to what was typed looked for (pg_trgm): the trigram check costs more
 * than the full-text match (about 2.5× for a common word at 10,000 pieces, bench/report.md)
 * and would mix near-misses into exact answers.
 */
async function searchUncached(
  q: string,
  page: number,
  limit: number,
  availableOn?: string,
): Promise<{ hits: SearchHit[]; total: number }> {
  const terms = await searchTerms(q);
  if (!terms) return { hits: [], total: 0 };
  const tsquery = tsqueryOf(terms);
  const exact = await hitsWhere(
    Prisma.sql`"search" @@ ${tsquery}`,
    Prisma.sql`ts_rank("search", ${tsquery})`,
    page,
    limit,
    availableOn,
  );
  if (exact.total > 0) return exact;
  return hitsWhere(
    matchSql(terms)!,
    Prisma.sql`ts_rank("search", ${tsquery}) + ${titleSimilarity(terms)}`,
    page,
    limit,
    availableOn,
  );
}

/** Search across the collection and the beauty line, best match first. */
export const searchCatalogue = cached(searchUncached, ["search"], (_q, _page, _limit, availableOn) =>
  availableOn ? [TAGS.collection, TAGS.beauty, TAGS.availability] : [TAGS.collection, TAGS.beauty],
);

/** Titles close to what was typed, for "Did you mean …" when nothing matched (Hindi titles too: Devanagari typed is close to them). */
async function suggestUncached(q: string): Promise<string[]> {
  const words = queryWords(q);
  if (!words.length) return [];
  const prisma = await db();
  const text = words.join(" ");
  const rows = await prisma.$queryRaw<{ title: string }[]>`
    SELECT "title" FROM (
      SELECT "title", word_similarity(${text}, "title") AS s FROM "collection_items"
      UNION ALL SELECT "title", word_similarity(${text}, "title") AS s FROM "beauty_items"
      UNION ALL SELECT "titleHi", word_similarity(${text}, "titleHi") AS s FROM "collection_items" WHERE "titleHi" IS NOT NULL
      UNION ALL SELECT "titleHi", word_similarity(${text}, "titleHi") AS s FROM "beauty_items" WHERE "titleHi" IS NOT NULL
    ) t WHERE s >= 0.25 ORDER BY s DESC LIMIT 3`;
  return rows.map((r) => r.title);
}
export const suggestTitles = cached(suggestUncached, ["suggest"], [TAGS.collection, TAGS.beauty]);
