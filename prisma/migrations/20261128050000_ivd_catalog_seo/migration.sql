-- AlterTable
ALTER TABLE "BlogPostTranslation" ADD COLUMN     "seoDescription" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "seoTitle" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "CategoryTranslation" ADD COLUMN     "seoDescription" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "seoTitle" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "ageConfirmed" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "adultsOnly" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "blockedCountries" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "manufacturer" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "notifiedBody" TEXT,
ADD COLUMN     "selfTest" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "ProductTranslation" ADD COLUMN     "instructionsKey" TEXT,
ADD COLUMN     "intendedUse" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "seoDescription" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "seoTitle" TEXT NOT NULL DEFAULT '';
