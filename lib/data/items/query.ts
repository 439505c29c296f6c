import "server-only";
import { db } from "@/lib/db";
import { cached, TAGS } from "@/lib/cache";
import type { FacetKey } from "@/lib/catalogue/facets";
import type { AdminListQuery, BeautyItem, BrowsePage, BrowseQuery, CollectionItem, ItemOf, Kind, SearchHit, SortKey } from "@/lib/catalogue/items";
import { normaliseImages } from "@/lib/catalogue/normalise";
import { queryWords } from "@/lib/catalogue/search-terms";
import { Prisma } from "@/lib/generated/prisma/client";
import { pastedId } from "@/lib/data/ids";
import type { PieceTermsRow } from "@/lib/rental/terms";
import { KINDS } from "./kind";
import { findItemFresh } from "./read";
import { searchTerms, tsqueryOf, type SearchTerms } from "./tsquery";

// Browsing a category (filters, sort, paging, counts), the admin managers' lists, and search
// across both kinds, in SQL over either kind's table (kind.ts).

// A title counts as close to a misspelt query when pg_trgm's word similarity reaches
// pg_trgm.word_similarity_threshold, set to 0.45 on every connection (lib/db/connect.ts):
// the `<%` operator is what the trigram index answers.

function matchSql(terms: SearchTerms | null): Prisma.Sql | null {
  if (!terms) return null;
  // Full text over title, attributes and description, or a title word close to what was typed.
  return Prisma.sql`("search" @@ ${tsqueryOf(terms)} OR ${terms.words.join(" ")} <% "title")`;
}

/** The days a piece must have a copy free: one day ("available on"), or a stay widened by each piece's own buffer days. */
type FreeSpan = { day: string } | { pickup: string; ret: string; bufferBefore: number; bufferAfter: number; today: string };

/**
 * A piece rented by date with a copy free throughout the span: fewer of its copies (up to its
 * stock) hold any day of it, buffers included, than it has; a pending hold past its lapse
 * time holds nothing (Prisma keeps DateTime columns in UTC, hence the UTC clock). Answered
 * per piece by the reservations' (itemId, holdFrom) index. For a stay the span is what a
 * booking of that piece would hold: pickup..return widened by its own buffer days (the shop's
 * defaults where it sets none), never before today, as `holdSpan` does.
 */
function freeSql(span: FreeSpan): Prisma.Sql {
  const [from, to] =
    "day" in span
      ? [Prisma.sql`${span.day}::date`, Prisma.sql`${span.day}::date`]
      : [
          Prisma.sql`GREATEST(${span.pickup}::date - COALESCE("collection_items"."bufferBefore", ${span.bufferBefore}::int), ${span.today}::date)`,
          Prisma.sql`(${span.ret}::date + COALESCE("collection_items"."bufferAfter", ${span.bufferAfter}::int))`,
        ];
  return Prisma.sql`"rentPrice" IS NOT NULL AND (
    SELECT count(DISTINCT r."unitId") FROM "reservations" r JOIN "rental_units" u ON u."id" = r."unitId"
    WHERE r."itemId" = "collection_items"."id" AND r."status" <> 'CANCELLED' AND u."number" <= "collection_items"."stock"
      AND NOT (r."status" = 'REQUESTED' AND r."lapsesAt" IS NOT NULL AND r."lapsesAt" <= (now() AT TIME ZONE 'UTC'))
      AND r."holdFrom" <= ${to} AND r."holdTo" >= ${from}
  ) < "stock"`;
}

const freeOnSql = (day: string) => freeSql({ day });

function whereSql(query: Pick<BrowseQuery, "category" | "filters" | "availableOn">, terms: SearchTerms | null, extra: Prisma.Sql[] = []): Prisma.Sql {
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
    return Prisma.sql`ORDER BY ts_rank("search", ${tsqueryOf(terms)}) + word_similarity(${terms.words.join(" ")}, "title") DESC, "createdAt" DESC, "id" DESC`;
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
    parts.push(Prisma.sql`(${Prisma.join(passes.map((_, skip) => Prisma.sql`(${Prisma.join(passes.filter((__, i) => i !== skip), " AND ")})`), " OR ")})`);
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
async function pageOf<K extends Kind>(kind: K, query: BrowseQuery, terms: SearchTerms | null): Promise<Omit<BrowsePage<ItemOf<K>>, "counts">> {
  const prisma = await db();
  const { table } = KINDS[kind];
  const page = Math.max(1, query.page ?? 1);
  const where = whereSql(query, terms);
  const total = (await prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${table} ${where}`)[0]?.total ?? 0;
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
export const browseItems = cached(browseUncached, ["browse"], (kind, query) => (kind === "collection" && query.availableOn ? [TAGS.collection, TAGS.availability] : [KINDS[kind].tag]));

/** A piece free for a stay, with what its rent for that stay is worked out from. */
export interface FreePiece {
  id: string;
  title: string;
  category: string;
  image: string | null;
  terms: PieceTermsRow;
}

export interface FreeForStayQuery {
  category: string;
  /** the piece the visitor is looking at: not offered again */
  except: string;
  pickup: string;
  ret: string;
  today: string;
  /** the shop's buffer days, for pieces that set none */
  bufferBefore: number;
  bufferAfter: number;
  limit: number;
}

/**
 * Other pieces of a category with a copy free for a whole stay, newest first: what a visitor
 * whose function date is taken can turn to (issue #26, item 3). The same test as "available
 * on" (freeSql), over the stay; LIMIT bounds the work: the category's date index is read
 * newest first and stops at `limit` free pieces.
 */
async function piecesFreeForStayUncached(query: FreeForStayQuery): Promise<FreePiece[]> {
  const prisma = await db();
  const span = { pickup: query.pickup, ret: query.ret, today: query.today, bufferBefore: query.bufferBefore, bufferAfter: query.bufferAfter };
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "collection_items"
    WHERE "category" = ${query.category} AND "id" <> ${query.except} AND ${freeSql(span)}
    ORDER BY "createdAt" DESC, "id" DESC LIMIT ${query.limit}`;
  const found = await prisma.collectionItem.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    select: { id: true, title: true, category: true, images: true, image: true, rentPrice: true, rentDays: true, extraDayPrice: true, deposit: true, stock: true, bufferBefore: true, bufferAfter: true },
  });
  const byId = new Map(found.map((r) => [r.id, r]));
  return rows.flatMap(({ id }) => {
    const r = byId.get(id);
    if (!r) return [];
    const { rentPrice, rentDays, extraDayPrice, deposit, stock, bufferBefore, bufferAfter } = r;
    return [{ id, title: r.title, category: r.category, image: normaliseImages(r.images, r.image)[0] ?? null, terms: { rentPrice, rentDays, extraDayPrice, deposit, stock, bufferBefore, bufferAfter } }];
  });
}
/** Cached like the other dated lists: every booking, cancellation and block drops it. */
export const piecesFreeForStay = cached(piecesFreeForStayUncached, ["free-for-stay"], [TAGS.collection, TAGS.availability]);

// ---- the admin managers ----

/**
 * A page of the manager's list: newest first, best match first when searching. Read fresh,
 * not through the read cache: each piece's `version` is what an edit sends back for the 409
 * check, and another instance's cache may lag. A pasted id finds its piece whatever the
 * category filter says; the filter counts of the shop's pages are not needed here.
 */
export async function adminItemPage<K extends Kind>(kind: K, query: AdminListQuery): Promise<Omit<BrowsePage<ItemOf<K>>, "counts">> {
  const id = query.q ? pastedId(query.q) : null;
  const exact = id ? await findItemFresh(kind, id) : null;
  if (exact) return { items: [exact], total: 1, page: 1, pages: 1 };
  return pageOf(kind, { category: query.category ?? "", page: query.page, limit: query.limit }, await searchTerms(query.q));
}

/**
 * Hits for one condition, best first, with how many match in all. `availableOn`: only
 * collection pieces with a copy free to rent that day (the beauty line is not rented).
 */
async function hitsWhere(found: Prisma.Sql, rank: Prisma.Sql, page: number, limit: number, availableOn?: string): Promise<{ hits: SearchHit[]; total: number }> {
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
  const [c, b] = await Promise.all([itemsById("collection", idsOf("collection")), itemsById("beauty", idsOf("beauty"))]);
  const items = new Map<string, CollectionItem | BeautyItem>([...c, ...b]);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) {
    const counted = await prisma.$queryRaw<{ n: number }[]>`SELECT ((SELECT count(*) FROM "collection_items" WHERE ${match}) + (SELECT count(*) FROM "beauty_items" WHERE ${beautyMatch}))::int AS n`;
    total = counted[0]?.n ?? 0;
  }
  return { hits: rows.flatMap((r) => (items.has(r.id) ? [{ kind: r.kind, item: items.get(r.id)!, rank: r.rank }] : [])), total };
}

/**
 * Pieces with every word of the query (or a spelling the catalogue knows for it), ranked by
 * full text: title above attributes above description. Only when no piece has the words
 * are titles close to what was typed looked for (pg_trgm): the trigram check costs more
 * than the full-text match (about 2.5× for a common word at 10,000 pieces, bench/report.md)
 * and would mix near-misses into exact answers.
 */
async function searchUncached(q: string, page: number, limit: number, availableOn?: string): Promise<{ hits: SearchHit[]; total: number }> {
  const terms = await searchTerms(q);
  if (!terms) return { hits: [], total: 0 };
  const tsquery = tsqueryOf(terms);
  const exact = await hitsWhere(Prisma.sql`"search" @@ ${tsquery}`, Prisma.sql`ts_rank("search", ${tsquery})`, page, limit, availableOn);
  if (exact.total > 0) return exact;
  return hitsWhere(matchSql(terms)!, Prisma.sql`ts_rank("search", ${tsquery}) + word_similarity(${terms.words.join(" ")}, "title")`, page, limit, availableOn);
}

/** Search across the collection and the beauty line, best match first. */
export const searchCatalogue = cached(searchUncached, ["search"], (_q, _page, _limit, availableOn) => (availableOn ? [TAGS.collection, TAGS.beauty, TAGS.availability] : [TAGS.collection, TAGS.beauty]));

/** Titles close to what was typed, for "Did you mean …" when nothing matched. */
async function suggestUncached(q: string): Promise<string[]> {
  const words = queryWords(q);
  if (!words.length) return [];
  const prisma = await db();
  const text = words.join(" ");
  const rows = await prisma.$queryRaw<{ title: string }[]>`
    SELECT "title" FROM (
      SELECT "title", word_similarity(${text}, "title") AS s FROM "collection_items"
      UNION ALL SELECT "title", word_similarity(${text}, "title") AS s FROM "beauty_items"
    ) t WHERE s >= 0.25 ORDER BY s DESC LIMIT 3`;
  return rows.map((r) => r.title);
}
export const suggestTitles = cached(suggestUncached, ["suggest"], [TAGS.collection, TAGS.beauty]);
