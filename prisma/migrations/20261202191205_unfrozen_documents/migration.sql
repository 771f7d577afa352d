-- CreateTable
CREATE TABLE "UnfrozenDocument" (
    "orderId" INTEGER NOT NULL,
    "kind" "DocumentKind" NOT NULL,

    CONSTRAINT "UnfrozenDocument_pkey" PRIMARY KEY ("orderId","kind")
);

-- AddForeignKey
ALTER TABLE "UnfrozenDocument" ADD CONSTRAINT "UnfrozenDocument_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The orders numbered for a document that was never frozen: until now the order sweep found them
-- by reading every invoiced order; from here the database keeps the list as numbers are written.
INSERT INTO "UnfrozenDocument" ("orderId", "kind")
SELECT o."id", 'invoice'::"DocumentKind" FROM "Order" o
WHERE o."invoiceNumber" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "IssuedDocument" d WHERE d."orderId" = o."id" AND d."kind" = 'invoice')
UNION ALL
SELECT o."id", 'credit_note'::"DocumentKind" FROM "Order" o
WHERE o."creditNoteNumber" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "IssuedDocument" d WHERE d."orderId" = o."id" AND d."kind" = 'credit_note');

-- An order given a number no document has (written by an earlier version, which numbered orders
-- without freezing their documents) joins the list. This version writes the numbers from the
-- documents (the trigger "IssuedDocument_numbers"), so its orders never do.
CREATE FUNCTION "order_unfrozen_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."invoiceNumber" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "IssuedDocument" WHERE "orderId" = NEW."id" AND "kind" = 'invoice') THEN
    INSERT INTO "UnfrozenDocument" ("orderId", "kind") VALUES (NEW."id", 'invoice') ON CONFLICT DO NOTHING;
  END IF;
  IF NEW."creditNoteNumber" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "IssuedDocument" WHERE "orderId" = NEW."id" AND "kind" = 'credit_note') THEN
    INSERT INTO "UnfrozenDocument" ("orderId", "kind") VALUES (NEW."id", 'credit_note') ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Order_unfrozen_documents"
  AFTER INSERT OR UPDATE OF "invoiceNumber", "creditNoteNumber" ON "Order"
  FOR EACH ROW EXECUTE FUNCTION "order_unfrozen_documents"();

-- A frozen document leaves the list.
CREATE FUNCTION "issued_document_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "UnfrozenDocument" WHERE "orderId" = NEW."orderId" AND "kind" = NEW."kind";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "IssuedDocument_frozen"
  AFTER INSERT ON "IssuedDocument"
  FOR EACH ROW EXECUTE FUNCTION "issued_document_frozen"();

-- A document deleted from an order that still has its number, and its data (a restore of an
-- older copy, a repair by hand), is on the list again: the sweep freezes it anew. An anonymised
-- order's documents go at the end of their legal period and are never built again.
CREATE FUNCTION "issued_document_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "UnfrozenDocument" ("orderId", "kind")
  SELECT o."id", OLD."kind" FROM "Order" o
  WHERE o."id" = OLD."orderId" AND o."anonymisedAt" IS NULL
    AND (CASE WHEN OLD."kind" = 'invoice' THEN o."invoiceNumber" ELSE o."creditNoteNumber" END) IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "IssuedDocument" d WHERE d."orderId" = o."id" AND d."kind" = OLD."kind")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "IssuedDocument_removed"
  AFTER DELETE ON "IssuedDocument"
  FOR EACH ROW EXECUTE FUNCTION "issued_document_removed"();
