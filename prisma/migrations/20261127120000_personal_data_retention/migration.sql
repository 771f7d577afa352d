-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "anonymisedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Order_anonymisedAt_status_idx" ON "Order"("anonymisedAt", "status");
