-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "availableAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "leaseUntil" TIMESTAMP(3),
    "leaseOwner" TEXT,
    "sentAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),
    "lastError" TEXT,

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobLease" (
    "name" TEXT NOT NULL,
    "owner" TEXT NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobLease_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_dedupeKey_key" ON "OutboxMessage"("dedupeKey");

-- CreateIndex
CREATE INDEX "OutboxMessage_sentAt_failedAt_availableAt_idx" ON "OutboxMessage"("sentAt", "failedAt", "availableAt");

-- Confirmations the old sender had not delivered yet (its retry looked back one day): the outbox
-- takes them over, one message per recipient, as api/src/orders/confirmation-mail.ts enqueues them.
INSERT INTO "OutboxMessage" ("kind", "payload", "dedupeKey", "createdAt", "availableAt")
SELECT 'order-confirmation', jsonb_build_object('orderId', o."id", 'to', r.recipient),
       'order-confirmation:' || o."id" || ':' || r.recipient,
       now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
FROM "Order" o CROSS JOIN (VALUES ('customer'), ('shop')) AS r(recipient)
WHERE o."paidAt" IS NOT NULL AND o."confirmationSentAt" IS NULL
  AND o."paidAt" >= (now() AT TIME ZONE 'UTC') - INTERVAL '1 day'
ORDER BY o."id", r.recipient;
