-- CreateTable
CREATE TABLE "OrderSearch" (
    "orderId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "OrderSearch_pkey" PRIMARY KEY ("orderId")
);

-- One text per order: its number, e-mail and addresses' names, lower-cased, one space between
-- (a searched word holds no space, so it never matches across two of them).
CREATE FUNCTION "order_search_text"(order_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', o."number", o."email",
    (SELECT string_agg(concat_ws(' ', a."firstName", a."lastName"), ' ' ORDER BY a."kind")
     FROM "OrderAddress" a WHERE a."orderId" = o."id")))
  FROM "Order" o WHERE o."id" = order_id
$$;

INSERT INTO "OrderSearch" ("orderId", "text") SELECT o."id", "order_search_text"(o."id") FROM "Order" o;

-- Kept as the order and its addresses are written: placed, corrected by staff, anonymised.
CREATE FUNCTION "order_search_refresh"(order_id integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "OrderSearch" ("orderId", "text")
  SELECT order_id, "order_search_text"(order_id) WHERE EXISTS (SELECT 1 FROM "Order" WHERE "id" = order_id)
  ON CONFLICT ("orderId") DO UPDATE SET "text" = EXCLUDED."text"
$$;

-- A new order has no addresses yet (they follow, each refreshing the text): its number and e-mail
-- are the text, written without reading anything back, so inserting many orders stays cheap.
CREATE FUNCTION "order_searched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "OrderSearch" ("orderId", "text") VALUES (NEW."id", lower(concat_ws(' ', NEW."number", NEW."email")))
    ON CONFLICT ("orderId") DO NOTHING;
  ELSE
    PERFORM "order_search_refresh"(NEW."id");
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Order_search"
  AFTER INSERT OR UPDATE OF "number", "email" ON "Order"
  FOR EACH ROW EXECUTE FUNCTION "order_searched"();

CREATE FUNCTION "order_address_searched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "order_search_refresh"(OLD."orderId"); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."orderId" <> OLD."orderId") THEN
    PERFORM "order_search_refresh"(NEW."orderId");
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "OrderAddress_search"
  AFTER INSERT OR DELETE OR UPDATE OF "firstName", "lastName", "orderId" ON "OrderAddress"
  FOR EACH ROW EXECUTE FUNCTION "order_address_searched"();

-- CreateIndex
CREATE INDEX "OrderSearch_text_trgm_idx" ON "OrderSearch" USING GIN ("text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "ProductTranslation_language_productId_name_idx" ON "ProductTranslation"("language", "productId", "name");

-- AddForeignKey
ALTER TABLE "OrderSearch" ADD CONSTRAINT "OrderSearch_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The order search reads "OrderSearch" now: the orders' own trigram indexes would only slow writes.
DROP INDEX "Order_number_trgm_idx";
DROP INDEX "Order_email_trgm_idx";
