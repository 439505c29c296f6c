// At 10,000 pieces the planner answers every catalogue query from an index.
import { beforeAll, describe, expect, it } from "vitest";
import { facetTags } from "@/features/catalogue/rules/facets";
import { searchTerms, tsqueryOf } from "@/features/catalogue/data/tsquery";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

const COLOURS = ["Maroon", "Ivory", "Teal", "Blush", "Gold"];

beforeAll(async () => {
  const prisma = await db();
  const rows = Array.from({ length: 10_000 }, (_, i) => {
    const rare = i % 100 === 0;
    const item = {
      category: ["gown", "suit", "saree", "blouse", "dress"][i % 5]!,
      title: rare ? `Velvet Bridal Lehenga ${i}` : `${COLOURS[i % 5]} Piece ${i}`,
      // As long as the shop's own descriptions (about 250 characters), so the table is as wide.
      description: `${COLOURS[i % 5]} piece number ${i}, hand-finished, dry-cleaned and steamed before every rental. Free fitting alterations with every booking; pickup from Uttam Nagar or delivery across Delhi. Pair it with our dupattas and jewellery for the complete look.`,
      images: [
        `/uploads/${String(i).padStart(8, "0")}-0000-4000-8000-000000000000.webp`,
        `/uploads/${String(i).padStart(8, "0")}-0000-4000-8000-000000000001.webp`,
      ],
      price: 800 + (i % 97) * 60,
      fabric: rare ? "Velvet" : "Georgette",
      occasions: "Reception",
      colour: COLOURS[i % 5],
      sizeFit: "Fits bust 32–40 in with side margins; length adjustable at the fitting",
    };
    return { ...item, facets: facetTags(item), createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000) };
  });
  for (let i = 0; i < rows.length; i += 2000) await prisma.collectionItem.createMany({ data: rows.slice(i, i + 2000) });
  await prisma.$executeRawUnsafe(`ANALYZE "collection_items"`);
}, 300_000);

async function plan(sql: string | Prisma.Sql): Promise<string> {
  const prisma = await db();
  const rows =
    typeof sql === "string"
      ? await prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`)
      : await prisma.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${sql}`;
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("catalogue queries at 10,000 pieces", () => {
  it("a category's newest page reads the category + date index", async () => {
    expect(
      await plan(
        `SELECT "id" FROM "collection_items" WHERE "category" = 'gown' ORDER BY "createdAt" DESC, "id" DESC LIMIT 24`,
      ),
    ).toMatch(/collection_items_category_createdAt_idx/);
  });

  it("a category sorted by price reads the category + price index", async () => {
    expect(
      await plan(
        `SELECT "id" FROM "collection_items" WHERE "category" = 'gown' ORDER BY "price" ASC, "id" ASC LIMIT 24`,
      ),
    ).toMatch(/collection_items_category_price_idx/);
  });

  it("a filter reads the facets index", async () => {
    expect(await plan(`SELECT "id" FROM "collection_items" WHERE "facets" && ARRAY['fabric:velvet']::text[]`)).toMatch(
      /collection_items_facets_idx/,
    );
  });

  it("full-text search reads the search index", async () => {
    expect(
      await plan(`SELECT "id" FROM "collection_items" WHERE "search" @@ to_tsquery('english', 'lehenga:*')`),
    ).toMatch(/collection_items_search_idx/);
    // the shape /api/search sends: the tsquery the database wrote for the words, as a constant
    expect(
      await plan(
        Prisma.sql`SELECT "id" FROM "collection_items" WHERE "search" @@ ${tsqueryOf((await searchTerms("lehenga"))!)}`,
      ),
    ).toMatch(/collection_items_search_idx/);
  });

  it("a misspelt search reads both indexes", async () => {
    // the shape the catalogue pages send (features/catalogue/data/query.ts, matchSql)
    const found = await plan(
      Prisma.sql`SELECT "id" FROM "collection_items" WHERE ("search" @@ ${tsqueryOf((await searchTerms("velvat"))!)} OR ${"velvat"} <% "title")`,
    );
    expect(found).toMatch(/collection_items_search_idx/);
    expect(found).toMatch(/collection_items_title_trgm_idx/);
  });

  it("a misspelt word reads the trigram index", async () => {
    expect(await plan(`SELECT "id" FROM "collection_items" WHERE 'lehnga' <% "title"`)).toMatch(
      /collection_items_title_trgm_idx/,
    );
  });
});
