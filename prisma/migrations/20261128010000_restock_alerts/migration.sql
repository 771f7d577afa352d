-- CreateTable
CREATE TABLE "RestockAlert" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "language" "Language" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),
    "notifiedAt" TIMESTAMP(3),

    CONSTRAINT "RestockAlert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RestockAlert_email_idx" ON "RestockAlert"("email");

-- CreateIndex
CREATE INDEX "RestockAlert_createdAt_idx" ON "RestockAlert"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "RestockAlert_productId_email_key" ON "RestockAlert"("productId", "email");

-- AddForeignKey
ALTER TABLE "RestockAlert" ADD CONSTRAINT "RestockAlert_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Whatever raises a product's stock from 0 (a console or inline edit, a refund that restocks, an
-- unpaid order that expires and gives its units back, a script), the database notices it here, in
-- the transaction that does it: when confirmed alerts wait for the product, one outbox message
-- "restock-alerts" is written (api/src/restock-alerts/restock-mails.ts). Its handler enqueues one
-- e-mail per waiting alert and marks the alerts notified, so each alert is sent once.
CREATE FUNCTION "product_restocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."stock" <= 0 AND NEW."stock" > 0 AND EXISTS (
    SELECT 1 FROM "RestockAlert"
    WHERE "productId" = NEW."id" AND "confirmedAt" IS NOT NULL AND "notifiedAt" IS NULL
  ) THEN
    INSERT INTO "OutboxMessage" ("kind", "payload", "dedupeKey", "createdAt", "availableAt")
    VALUES (
      'restock-alerts',
      jsonb_build_object('productId', NEW."id"),
      'restock-alerts:' || NEW."id" || ':' || txid_current(),
      clock_timestamp() AT TIME ZONE 'UTC',
      clock_timestamp() AT TIME ZONE 'UTC'
    )
    ON CONFLICT ("dedupeKey") DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Product_restocked"
  AFTER UPDATE OF "stock" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION "product_restocked"();
