-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "carrier" TEXT,
ADD COLUMN     "creditNoteIssuedAt" TIMESTAMP(3),
ADD COLUMN     "creditNoteNumber" TEXT,
ADD COLUMN     "invoiceIssuedAt" TIMESTAMP(3),
ADD COLUMN     "invoiceNumber" TEXT,
ADD COLUMN     "shippedAt" TIMESTAMP(3),
ADD COLUMN     "trackingNumber" TEXT;

-- AlterTable
ALTER TABLE "OrderEvent" ADD COLUMN     "params" JSONB;

-- CreateTable
CREATE TABLE "DocumentSequence" (
    "kind" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "DocumentSequence_pkey" PRIMARY KEY ("kind","year")
);

-- CreateIndex
CREATE UNIQUE INDEX "Order_invoiceNumber_key" ON "Order"("invoiceNumber");

-- CreateIndex
CREATE UNIQUE INDEX "Order_creditNoteNumber_key" ON "Order"("creditNoteNumber");

-- Orders paid before invoices existed get their invoices now, numbered in the order they were
-- paid, one sequence per year; refunded ones get their credit notes the same way.
WITH "numbered" AS (
  SELECT "id", EXTRACT(YEAR FROM "paidAt")::int AS "year",
         ROW_NUMBER() OVER (PARTITION BY EXTRACT(YEAR FROM "paidAt") ORDER BY "paidAt", "id") AS "n"
  FROM "Order" WHERE "paidAt" IS NOT NULL)
UPDATE "Order" SET "invoiceNumber" = 'INV-' || "numbered"."year" || '-' || LPAD("numbered"."n"::text, 6, '0'),
                   "invoiceIssuedAt" = "Order"."paidAt"
FROM "numbered" WHERE "Order"."id" = "numbered"."id";

WITH "numbered" AS (
  SELECT "id", EXTRACT(YEAR FROM "updatedAt")::int AS "year",
         ROW_NUMBER() OVER (PARTITION BY EXTRACT(YEAR FROM "updatedAt") ORDER BY "updatedAt", "id") AS "n"
  FROM "Order" WHERE "paidAt" IS NOT NULL AND "status" = 'REFUNDED')
UPDATE "Order" SET "creditNoteNumber" = 'CN-' || "numbered"."year" || '-' || LPAD("numbered"."n"::text, 6, '0'),
                   "creditNoteIssuedAt" = "Order"."updatedAt"
FROM "numbered" WHERE "Order"."id" = "numbered"."id";

INSERT INTO "DocumentSequence" ("kind", "year", "last")
SELECT 'invoice', EXTRACT(YEAR FROM "invoiceIssuedAt")::int, COUNT(*) FROM "Order"
WHERE "invoiceNumber" IS NOT NULL GROUP BY 1, 2;

INSERT INTO "DocumentSequence" ("kind", "year", "last")
SELECT 'credit_note', EXTRACT(YEAR FROM "creditNoteIssuedAt")::int, COUNT(*) FROM "Order"
WHERE "creditNoteNumber" IS NOT NULL GROUP BY 1, 2;
