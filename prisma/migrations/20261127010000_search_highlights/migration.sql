-- Product search reads a product's highlights (its claims, one short line each) beside its name
-- and description (api/src/catalog/product-search.ts). Written by hand, as the search's first
-- migration (20261125030200_product_search) was: a generated column and a trigram index.

-- The lines folded as one text, as shop_search_text() folds a name. array_to_string() is only
-- STABLE (it prints any element type through that type's output function); for text[] it is
-- immutable, which a generated column requires.
CREATE FUNCTION shop_search_lines(value text[]) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
  SELECT shop_search_text(array_to_string(value, ' '));
END;

ALTER TABLE "ProductTranslation"
  ADD COLUMN "searchHighlights" TEXT GENERATED ALWAYS AS (shop_search_lines("highlights")) STORED;

CREATE INDEX "ProductTranslation_searchHighlights_idx" ON "ProductTranslation" USING gin ("searchHighlights" gin_trgm_ops);
