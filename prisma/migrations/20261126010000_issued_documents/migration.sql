-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "vatRate" DECIMAL(5,2);

-- CreateTable
CREATE TABLE "IssuedDocument" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IssuedDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "IssuedDocument_number_key" ON "IssuedDocument"("number");

-- An order has one invoice (credit notes: any number); a kind the shop does not know is refused.
CREATE UNIQUE INDEX "IssuedDocument_one_invoice_per_order" ON "IssuedDocument"("orderId") WHERE "kind" = 'invoice';
ALTER TABLE "IssuedDocument" ADD CONSTRAINT "IssuedDocument_kind_check" CHECK ("kind" IN ('invoice', 'credit_note'));

-- CreateIndex
CREATE INDEX "IssuedDocument_orderId_kind_idx" ON "IssuedDocument"("orderId", "kind");

-- AddForeignKey
ALTER TABLE "IssuedDocument" ADD CONSTRAINT "IssuedDocument_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The lines of earlier orders record the rate they were charged: the standard rate of their
-- shipping country in the table of packages/shared/src/money.ts (VAT_RATES) as it stands today,
-- the rate their recorded VAT was computed with. Their issued documents are frozen at the next
-- start (api/src/invoices/issued-documents.ts, freezeEarlierDocuments), from the order and the
-- seller settings of that moment.
UPDATE "OrderItem" SET "vatRate" = CASE "OrderAddress"."country"
    WHEN 'AT' THEN 20
    WHEN 'BE' THEN 21
    WHEN 'BG' THEN 20
    WHEN 'HR' THEN 25
    WHEN 'CY' THEN 19
    WHEN 'CZ' THEN 21
    WHEN 'DK' THEN 25
    WHEN 'EE' THEN 24
    WHEN 'FI' THEN 25.5
    WHEN 'FR' THEN 20
    WHEN 'DE' THEN 19
    WHEN 'GR' THEN 24
    WHEN 'HU' THEN 27
    WHEN 'IE' THEN 23
    WHEN 'IT' THEN 22
    WHEN 'LV' THEN 21
    WHEN 'LT' THEN 21
    WHEN 'LU' THEN 17
    WHEN 'MT' THEN 18
    WHEN 'NL' THEN 21
    WHEN 'PL' THEN 23
    WHEN 'PT' THEN 23
    WHEN 'RO' THEN 21
    WHEN 'SK' THEN 23
    WHEN 'SI' THEN 22
    WHEN 'ES' THEN 21
    WHEN 'SE' THEN 25
  END
FROM "OrderAddress"
WHERE "OrderAddress"."orderId" = "OrderItem"."orderId" AND "OrderAddress"."kind" = 'SHIPPING'
  AND "OrderItem"."vatRate" IS NULL;
