-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'PARTIALLY_REFUNDED' BEFORE 'CANCELLED';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "returnReceivedAt" TIMESTAMP(3),
ADD COLUMN     "returnRefundDueBy" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "TestPayment" ADD COLUMN     "refundedCents" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Refund" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "amountCents" INTEGER NOT NULL,
    "items" JSONB NOT NULL,
    "shippingCents" INTEGER NOT NULL DEFAULT 0,
    "sumCents" INTEGER NOT NULL DEFAULT 0,
    "restock" BOOLEAN NOT NULL,
    "reason" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "idempotencyKey" TEXT,
    "creditNoteNumber" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Refund_creditNoteNumber_key" ON "Refund"("creditNoteNumber");

-- CreateIndex
CREATE INDEX "Refund_orderId_idx" ON "Refund"("orderId");

-- CreateIndex
CREATE INDEX "Refund_status_createdAt_idx" ON "Refund"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_orderId_idempotencyKey_key" ON "Refund"("orderId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "Order_returnRefundDueBy_idx" ON "Order"("returnRefundDueBy");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Orders refunded in full before refunds were recorded one by one: one refund each, of everything,
-- so that every refunded order lists what went back (its credit note, whether its stock returned).
INSERT INTO "Refund" ("orderId", "status", "amountCents", "items", "shippingCents", "restock", "reason", "actor", "creditNoteNumber", "createdAt", "completedAt")
SELECT o."id", 'done', o."totalCents",
       COALESCE((SELECT jsonb_agg(jsonb_build_object('orderItemId', i."id", 'quantity', i."quantity") ORDER BY i."id")
                 FROM "OrderItem" i WHERE i."orderId" = o."id"), '[]'::jsonb),
       o."shippingCents", o."stockReleased", 'Full refund',
       COALESCE((SELECT e."actor" FROM "OrderEvent" e WHERE e."orderId" = o."id" AND e."type" = 'status_refunded'
                 ORDER BY e."createdAt" DESC LIMIT 1), 'system'),
       o."creditNoteNumber",
       COALESCE(o."creditNoteIssuedAt", o."updatedAt"), COALESCE(o."creditNoteIssuedAt", o."updatedAt")
FROM "Order" o
WHERE o."status" = 'REFUNDED' AND o."paidAt" IS NOT NULL;
