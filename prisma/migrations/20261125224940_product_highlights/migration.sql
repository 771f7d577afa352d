-- AlterTable
ALTER TABLE "ProductTranslation" ADD COLUMN     "highlights" TEXT[] DEFAULT ARRAY[]::TEXT[];
