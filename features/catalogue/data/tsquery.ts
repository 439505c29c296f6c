import "server-only";
import { db } from "@/lib/db";
import { queryNeeds, queryWords, type Need } from "@/features/catalogue/rules/search-terms";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * One spelling as a prefix operand of a tsquery, written by the database itself: folded by
 * unaccent() first (as the search column was), then quoted, with `\` and `'` escaped.
 *
 * Why not build the tsquery text in JavaScript and fold it afterwards, as before: unaccent()
 * turns about 130 letters, marks and numbers into tsquery syntax (ʼ U+02BC into an
 * apostrophe, ː into a colon, ⑴ into "(1)", a combining accent into nothing), so a text
 * that was clean when built was a syntax error by the time to_tsquery read it, a 500.
 * Folding in JavaScript instead would have to copy unaccent's rules (2,661 code points in
 * PostgreSQL 17's file) and drift from the index when they change. Why not
 * plainto_tsquery/websearch_to_tsquery: they never throw, but they cannot ask for a prefix,
 * and "leheng" finding lehengas while typing is what the search box is for.
 *
 * Inside quotes anything is an operand: the text parser splits it into lexemes (several
 * become a phrase, none are dropped like a stop word). The leading space keeps an operand
 * that unaccent() emptied from being `'':*`, itself a syntax error.
 */
const operand = (spelling: string, prefix: boolean) =>
  prefix
    ? Prisma.sql`''' ' || replace(replace(unaccent(${spelling}), '\\', '\\\\'), '''', '''''') || ''':*'`
    : Prisma.sql`''' ' || replace(replace(unaccent(${spelling}), '\\', '\\\\'), '''', '''''') || ''''`;

/** A need as tsquery text: `'lehenga':*`, `( … | … )`, `( … & … )`. */
function needText(need: Need): Prisma.Sql {
  if ("word" in need) return operand(need.word, need.prefix);
  const [needs, op] = "any" in need ? [need.any, "|"] : [need.all, "&"];
  return Prisma.sql`'(' || ${Prisma.join(needs.map(needText), ` || ' ${op} ' || `)} || ')'`;
}

/** "(a | b) & (c)": every word (or one of its spellings) required, as tsquery text. */
function queryText(words: string[]): Prisma.Sql {
  return Prisma.join(queryNeeds(words).map(needText), ` || ' & ' || `);
}

/** What was typed, ready for the catalogue's queries: its words, and its tsquery as the database wrote it. */
export interface SearchTerms {
  words: string[];
  /** a tsquery's text (`'lehenga':* & 'silk':*`, or empty when no word has a lexeme) */
  tsquery: string;
}

/**
 * The search for a visitor's text, or null when it has no word. The tsquery is asked of the
 * database once, before the queries that use it: there it is then a constant, not an
 * expression of STABLE functions (unaccent) evaluated again for every row a full-text index
 * hands back to check (49 ms against 40 ms at 10,000 pieces when every piece matches).
 */
export async function searchTerms(q: string | undefined): Promise<SearchTerms | null> {
  const words = queryWords(q ?? "");
  if (!words.length) return null;
  const prisma = await db();
  const rows = await prisma.$queryRaw<
    { tsquery: string }[]
  >`SELECT to_tsquery('english', ${queryText(words)})::text AS tsquery`;
  return { words, tsquery: rows[0]?.tsquery ?? "" };
}

/** The search's tsquery in a query. */
export const tsqueryOf = (terms: SearchTerms) => Prisma.sql`${terms.tsquery}::tsquery`;
