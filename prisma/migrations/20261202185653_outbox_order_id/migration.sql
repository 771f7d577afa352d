-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "orderId" INTEGER;

-- The messages written before: an order's e-mails name it in their payload, a withdrawal's
-- e-mails name the withdrawal, which names its order.
UPDATE "OutboxMessage" m SET "orderId" = o.id
FROM "Order" o
WHERE jsonb_typeof(m.payload->'orderId') = 'number' AND o.id = (m.payload->>'orderId')::int;

UPDATE "OutboxMessage" m SET "orderId" = w."orderId"
FROM "Withdrawal" w
WHERE m.kind = 'order-withdrawal' AND jsonb_typeof(m.payload->'withdrawalId') = 'number'
  AND w.id = (m.payload->>'withdrawalId')::int;

-- CreateIndex
CREATE INDEX "OutboxMessage_orderId_idx" ON "OutboxMessage"("orderId");

-- AddForeignKey
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;
