-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "euResponsiblePerson" TEXT,
ADD COLUMN     "gtin" TEXT,
ADD COLUMN     "manufacturerAddress" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "manufacturerContact" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "manufacturerName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "modelIdentifier" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sealedForHygiene" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "ProductTranslation" ADD COLUMN     "safetyWarnings" TEXT NOT NULL DEFAULT '';

-- Every product the shop had is a self-test or a sample kit, so the column's default (true) marks
-- each one sealed for hygiene as it is added.

-- The label's "Name, street, city, country" split at its first comma: the name before, the postal
-- address after. The old column stays, unread, for instances of the previous version.
UPDATE "Product"
SET "manufacturerName" = btrim(split_part("manufacturer", ',', 1)),
    "manufacturerAddress" = btrim(substr("manufacturer", length(split_part("manufacturer", ',', 1)) + 2))
WHERE btrim("manufacturer") <> '';

-- A GTIN (GTIN-8, -12, -13 or -14) whose last digit is its check digit: with weights 1, 3, 1, 3 …
-- from the right, check digit included, the digits sum to a multiple of ten.
CREATE FUNCTION shop_gtin_valid(gtin text) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN gtin ~ '^([0-9]{8}|[0-9]{12,14})$' THEN (
    SELECT sum(substr(gtin, length(gtin) - i, 1)::int * (CASE WHEN i % 2 = 1 THEN 3 ELSE 1 END))
    FROM generate_series(0, length(gtin) - 1) AS i
  ) % 10 = 0 ELSE false END
$$;

-- The code gives the friendly message (api/src/catalog/product-safety.ts); the database the guarantee.
ALTER TABLE "Product" ADD CONSTRAINT "Product_gtin_check" CHECK ("gtin" IS NULL OR shop_gtin_valid("gtin"));
ALTER TABLE "Product" ADD CONSTRAINT "Product_manufacturerContact_check"
  CHECK ("manufacturerContact" = '' OR "manufacturerContact" ~* '^(https?://[^\s/?#]+\S*|[^@\s]+@[^@\s]+\.[^@\s]+)$');
ALTER TABLE "Product" ADD CONSTRAINT "Product_euResponsiblePerson_check"
  CHECK ("euResponsiblePerson" IS NULL OR btrim("euResponsiblePerson") <> '');
