-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'PAYMENT_PROCESSING' BEFORE 'PAID';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "PaymentMethod" ADD VALUE 'SEPA_DEBIT';
ALTER TYPE "PaymentMethod" ADD VALUE 'KLARNA';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "paymentCheckAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Order_status_paymentCheckAt_idx" ON "Order"("status", "paymentCheckAt");
