-- The details the owner types beside the English, in Hindi: each named detail of a piece and
-- of a product gets a column of its own (as the title's Hindi has), and the free attributes'
-- Hindi values sit in one JSON object under their English names. Empty: the Hindi pages show
-- the English.

-- AlterTable
ALTER TABLE "beauty_items" ADD COLUMN     "attributesHi" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "ingredientsHi" TEXT,
ADD COLUMN     "skinTypeHi" TEXT,
ADD COLUMN     "usageHi" TEXT,
ADD COLUMN     "volumeHi" TEXT;

-- AlterTable
ALTER TABLE "collection_items" ADD COLUMN     "attributesHi" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "colourHi" TEXT,
ADD COLUMN     "customAlterationsHi" TEXT,
ADD COLUMN     "dupattaHi" TEXT,
ADD COLUMN     "fabricHi" TEXT,
ADD COLUMN     "occasionsHi" TEXT,
ADD COLUMN     "sizeFitHi" TEXT,
ADD COLUMN     "workHi" TEXT;

-- Written by hand: the Hindi details join the full-text document at their English twins'
-- weights (colour A; fabric, work, occasions, dupatta and the beauty fields B), so "मखमल"
-- finds a piece whose fabric she wrote as मखमल. Size, alterations, volume and the free
-- attributes stay out in Hindi as they are out in English.
CREATE OR REPLACE FUNCTION collection_items_search_document() RETURNS trigger AS $$
DECLARE
  colours text := array_to_string(ARRAY(SELECT substr(tag, length('colour:') + 1) FROM unnest(coalesce(NEW."facets", ARRAY[]::text[])) AS tag WHERE tag LIKE 'colour:%'), ' ');
BEGIN
  NEW."search" :=
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."title", NEW."titleHi", NEW."colour", NEW."colourHi", colours))), 'A') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."category", NEW."fabric", NEW."work", NEW."occasions", NEW."dupatta", NEW."fabricHi", NEW."workHi", NEW."occasionsHi", NEW."dupattaHi"))), 'B') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."description", NEW."descriptionHi"))), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION beauty_items_search_document() RETURNS trigger AS $$
BEGIN
  NEW."search" :=
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."title", NEW."titleHi"))), 'A') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."category", NEW."ingredients", NEW."skinType", NEW."usage", NEW."ingredientsHi", NEW."skinTypeHi", NEW."usageHi"))), 'B') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."description", NEW."descriptionHi"))), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- The new columns are empty in every stored row, so the documents already stored are still right: no rewrite.
