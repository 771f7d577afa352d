-- Product search (api/src/catalog/product-search.ts): names and descriptions matched regardless
-- of case, accents and small typos, through trigram indexes. Written by hand: Prisma's schema
-- language has no extensions, functions or generated columns (it sees searchName and
-- searchDescription as plain optional text, which they are to it: read, never written).

-- Both are trusted extensions (PostgreSQL 13+): the database's owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- The text a search compares: lower case, accents folded (ä → a, ß → ss, é → e; Cyrillic kept),
-- every run of characters other than letters and digits one space ("Vitamin-D" → "vitamin d").
-- unaccent() is only STABLE (its dictionary could be edited), and a generated column needs an
-- IMMUTABLE function: this wrapper promises that the dictionary stays as shipped. The body is
-- bound when the function is created (BEGIN ATOMIC), to the unaccent dictionary wherever its
-- schema is. Letters and digits are the database's (its LC_CTYPE must be a UTF-8 locale, such as
-- C.UTF-8 or en_US.UTF-8, for Cyrillic to count as letters).
CREATE FUNCTION shop_search_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
  SELECT btrim(regexp_replace(lower(unaccent('unaccent'::regdictionary, value)), '[^[:alnum:]]+', ' ', 'g'));
END;

-- A description is sanitized HTML: its text is what a shopper reads, without tags and entities.
CREATE FUNCTION shop_search_html(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
  SELECT shop_search_text(regexp_replace(value, '<[^>]*>|&#?[[:alnum:]]+;', ' ', 'g'));
END;

-- Folding a description costs far more than comparing it, so the folded texts are stored (and
-- kept current by the database on every insert and update) rather than computed per search.
ALTER TABLE "ProductTranslation"
  ADD COLUMN "searchName" TEXT GENERATED ALWAYS AS (shop_search_text("name")) STORED,
  ADD COLUMN "searchDescription" TEXT GENERATED ALWAYS AS (shop_search_html("description")) STORED;

-- Trigram indexes serve LIKE '%…%' and the word-similarity operator (<%) on the folded texts.
CREATE INDEX "ProductTranslation_searchName_idx" ON "ProductTranslation" USING gin ("searchName" gin_trgm_ops);
CREATE INDEX "ProductTranslation_searchDescription_idx" ON "ProductTranslation" USING gin ("searchDescription" gin_trgm_ops);
