-- A discount code's uses per e-mail counted per mailbox (issue 32, H6): each use keeps a keyed hash
-- of the normalised address (api/src/orders/discounts.ts), which an erasure leaves in place.
-- Additive: the release before writes uses without it, and they are counted by their address.

-- AlterTable
ALTER TABLE "DiscountRedemption" ADD COLUMN     "emailKey" TEXT;

-- CreateIndex
CREATE INDEX "DiscountRedemption_discountCodeId_emailKey_idx" ON "DiscountRedemption"("discountCodeId", "emailKey");
