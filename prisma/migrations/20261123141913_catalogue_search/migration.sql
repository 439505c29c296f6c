-- Search (issue #13): trigram similarity for misspellings, accents folded.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- AlterTable
ALTER TABLE "beauty_items" ADD COLUMN     "facets" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "search" tsvector;

-- AlterTable
ALTER TABLE "collection_items" ADD COLUMN     "colour" TEXT,
ADD COLUMN     "facets" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "search" tsvector;

-- CreateIndex
CREATE INDEX "beauty_items_category_price_idx" ON "beauty_items"("category", "price");

-- CreateIndex
CREATE INDEX "beauty_items_facets_idx" ON "beauty_items" USING GIN ("facets");

-- CreateIndex
CREATE INDEX "beauty_items_search_idx" ON "beauty_items" USING GIN ("search");

-- CreateIndex
CREATE INDEX "beauty_items_title_trgm_idx" ON "beauty_items" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "collection_items_category_price_idx" ON "collection_items"("category", "price");

-- CreateIndex
CREATE INDEX "collection_items_facets_idx" ON "collection_items" USING GIN ("facets");

-- CreateIndex
CREATE INDEX "collection_items_search_idx" ON "collection_items" USING GIN ("search");

-- CreateIndex
CREATE INDEX "collection_items_title_trgm_idx" ON "collection_items" USING GIN ("title" gin_trgm_ops);


-- The full-text documents, kept by triggers (Prisma does not model triggers, so the schema
-- and the migrations still agree): title weighs most, then the attributes, then the text.
CREATE OR REPLACE FUNCTION collection_items_search_document() RETURNS trigger AS $$
BEGIN
  NEW."search" :=
    setweight(to_tsvector('english', unaccent(coalesce(NEW."title", ''))), 'A') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."category", NEW."colour", NEW."fabric", NEW."work", NEW."occasions", NEW."dupatta"))), 'B') ||
    setweight(to_tsvector('english', unaccent(coalesce(NEW."description", ''))), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER collection_items_search_document BEFORE INSERT OR UPDATE ON "collection_items"
  FOR EACH ROW EXECUTE FUNCTION collection_items_search_document();

CREATE OR REPLACE FUNCTION beauty_items_search_document() RETURNS trigger AS $$
BEGIN
  NEW."search" :=
    setweight(to_tsvector('english', unaccent(coalesce(NEW."title", ''))), 'A') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."category", NEW."ingredients", NEW."skinType", NEW."usage"))), 'B') ||
    setweight(to_tsvector('english', unaccent(coalesce(NEW."description", ''))), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER beauty_items_search_document BEFORE INSERT OR UPDATE ON "beauty_items"
  FOR EACH ROW EXECUTE FUNCTION beauty_items_search_document();

-- Existing pieces get their documents now (the trigger runs on this no-op update).
UPDATE "collection_items" SET "title" = "title";
UPDATE "beauty_items" SET "title" = "title";

-- The owner saves a few pieces a day and visitors search all day: GIN entries go straight
-- into the index instead of a pending list (which only a VACUUM flushes, and the embedded
-- database has no autovacuum; the planner also prices a long pending list away from the index).
ALTER INDEX "collection_items_facets_idx" SET (fastupdate = off);
ALTER INDEX "collection_items_search_idx" SET (fastupdate = off);
ALTER INDEX "collection_items_title_trgm_idx" SET (fastupdate = off);
ALTER INDEX "beauty_items_facets_idx" SET (fastupdate = off);
ALTER INDEX "beauty_items_search_idx" SET (fastupdate = off);
ALTER INDEX "beauty_items_title_trgm_idx" SET (fastupdate = off);
