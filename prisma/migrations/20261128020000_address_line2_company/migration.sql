-- AlterTable
ALTER TABLE "OrderAddress" ADD COLUMN     "addressLine2" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "company" TEXT NOT NULL DEFAULT '';
