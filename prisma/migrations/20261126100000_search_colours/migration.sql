-- Written by hand (issue #26, item 2): search finds pieces by colour. A piece's colour went
-- into the search document as the owner typed it ("Ruby", "Wine", "Royal"), so "red",
-- "maroon" or "blue" found no garment, and "red" found a hair oil that helps "reduce" hair
-- fall. The document now also carries the colour filter's values the piece was tagged with
-- on save ("colour:red" for Ruby, "colour:maroon" for Wine, see lib/catalogue/facets.ts),
-- and the colour as typed, at the title's weight: a colour is what a visitor names first.
-- Other names of a colour (laal, लाल, wine, rani pink…) are mapped to these values by the
-- query (lib/catalogue/search-terms.ts), so the vocabulary lives in one place, in code.
CREATE OR REPLACE FUNCTION collection_items_search_document() RETURNS trigger AS $$
DECLARE
  colours text := array_to_string(ARRAY(SELECT substr(tag, length('colour:') + 1) FROM unnest(coalesce(NEW."facets", ARRAY[]::text[])) AS tag WHERE tag LIKE 'colour:%'), ' ');
BEGIN
  NEW."search" :=
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."title", NEW."colour", colours))), 'A') ||
    setweight(to_tsvector('english', unaccent(concat_ws(' ', NEW."category", NEW."fabric", NEW."work", NEW."occasions", NEW."dupatta"))), 'B') ||
    setweight(to_tsvector('english', unaccent(coalesce(NEW."description", ''))), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- Existing pieces get their new documents now (the trigger runs on this update). Their tags
-- are cleared too: the colour filter now also knows Hindi and everyday names (laal, gulabi,
-- firozi…), and a piece with no tags is tagged afresh with today's vocabulary when the shop
-- next opens its database (backfillFacets in lib/db/seed.ts), which runs the trigger again.
UPDATE "collection_items" SET "facets" = ARRAY[]::text[];
