-- Each order's date beside its search text: a search's matches (thousands for a common name) sort
-- by date from the rows the search has just read, without reading their orders.
ALTER TABLE "OrderSearch" ADD COLUMN "createdAt" TIMESTAMPTZ(3);
UPDATE "OrderSearch" s SET "createdAt" = o."createdAt" FROM "Order" o WHERE o."id" = s."orderId";
ALTER TABLE "OrderSearch" ALTER COLUMN "createdAt" SET NOT NULL;

CREATE OR REPLACE FUNCTION "order_search_refresh"(order_id integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "OrderSearch" ("orderId", "text", "createdAt")
  SELECT o."id", "order_search_text"(o."id"), o."createdAt" FROM "Order" o WHERE o."id" = order_id
  ON CONFLICT ("orderId") DO UPDATE SET "text" = EXCLUDED."text", "createdAt" = EXCLUDED."createdAt"
$$;

CREATE OR REPLACE FUNCTION "order_searched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "OrderSearch" ("orderId", "text", "createdAt")
    VALUES (NEW."id", lower(concat_ws(' ', NEW."number", NEW."email")), NEW."createdAt")
    ON CONFLICT ("orderId") DO NOTHING;
  ELSE
    PERFORM "order_search_refresh"(NEW."id");
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER "Order_search" ON "Order";
CREATE TRIGGER "Order_search"
  AFTER INSERT OR UPDATE OF "number", "email", "createdAt" ON "Order"
  FOR EACH ROW EXECUTE FUNCTION "order_searched"();
