-- Hindi text the owner types beside the English (issue #30): optional title and description
-- of each piece and product, and the hero slides' lines and offers. Empty: the Hindi pages show the English.

-- AlterTable
ALTER TABLE "beauty_items" ADD COLUMN     "descriptionHi" TEXT,
ADD COLUMN     "titleHi" TEXT;

-- AlterTable
ALTER TABLE "collection_items" ADD COLUMN     "descriptionHi" TEXT,
ADD COLUMN     "titleHi" TEXT;

-- AlterTable
ALTER TABLE "hero_offers" ADD COLUMN     "discountHi" TEXT,
ADD COLUMN     "textHi" TEXT;

-- AlterTable
ALTER TABLE "hero_slides" ADD COLUMN     "descHi" TEXT,
ADD COLUMN     "extraHi" TEXT,
ADD COLUMN     "titleHi" TEXT;

-- CreateIndex
CREATE INDEX "beauty_items_title_hi_trgm_idx" ON "beauty_items" USING GIN ("titleHi" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "collection_items_title_hi_trgm_idx" ON "collection_items" USING GIN ("titleHi" gin_trgm_ops);

-- Written by hand: the Hindi title joins the full-text document at the title's weight and the
-- Hindi description at the description's, so "लहंगा" finds a piece the owner named in Hindi.
-- The 'english' configuration leaves Devanagari words whole (no stemmer touches them), and
-- the query side (lib/data/items/tsquery.ts) maps Hindi typed in Latin letters ("lehenga",
-- "shaadi") to the Devanagari words and back (lib/catalogue/search-terms.ts).
CREATE OR REPLACE FUNCTION collection_items_search_document() RETURNS trigger AS $$
DECLARE
  colours text := array_to_string(ARRAY(SELECT substr(tag, length('colour:') + 1) FROM unnest(coalesce(NEW."facets", ARRAY[]::text[])) AS tag WHERE tag LIKE 'colour:%'), ' ');
BEGIN
  NEW."search" :=
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."title", NEW."titleHi", NEW."colour", colours))), 'A') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."category", NEW."fabric", NEW."work", NEW."occasions", NEW."dupatta"))), 'B') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."description", NEW."descriptionHi"))), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION beauty_items_search_document() RETURNS trigger AS $$
BEGIN
  NEW."search" :=
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."title", NEW."titleHi"))), 'A') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."category", NEW."ingredients", NEW."skinType", NEW."usage"))), 'B') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."description", NEW."descriptionHi"))), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- No piece has Hindi text yet, so the documents already stored are still right: no rewrite.
-- GIN entries straight into the index, as for the other search indexes (no autovacuum on PGlite).
ALTER INDEX "collection_items_title_hi_trgm_idx" SET (fastupdate = off);
ALTER INDEX "beauty_items_title_hi_trgm_idx" SET (fastupdate = off);
