-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "confirmationSentAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "PaymentWebhookEvent" (
    "gateway" "PaymentGateway" NOT NULL,
    "eventId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentWebhookEvent_pkey" PRIMARY KEY ("gateway","eventId")
);

-- CreateIndex
CREATE INDEX "Order_status_confirmationSentAt_idx" ON "Order"("status", "confirmationSentAt");
