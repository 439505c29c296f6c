import "server-only";
import { expandWords } from "@/lib/catalogue/search-terms";
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
const operand = (spelling: string) => Prisma.sql`''' ' || replace(replace(unaccent(${spelling}), '\\', '\\\\'), '''', '''''') || ''':*'`;

/** "(a | b) & (c)": every word (or one of its spellings) required, as tsquery text. */
function queryText(words: string[]): Prisma.Sql {
  const groups = expandWords(words).map((alts) => Prisma.sql`'(' || ${Prisma.join(alts.map(operand), ` || ' | ' || `)} || ')'`);
  return Prisma.join(groups, ` || ' & ' || `);
}

/** A query's tsquery as an expression: what an index condition inside an OR needs. */
export const tsqueryOf = (words: string[]) => Prisma.sql`to_tsquery('english', ${queryText(words)})`;

/**
 * The same, built once as a sub-select: unaccent() is only STABLE, so the plain expression is
 * not folded into a constant and is built again for every row it ranks (a word every piece
 * has: 57 ms against 35 ms at 10,000 pieces). Not inside an OR: there the planner then reads
 * every row instead of the indexes.
 */
export const tsqueryOnce = (words: string[]) => Prisma.sql`(SELECT ${tsqueryOf(words)})`;
