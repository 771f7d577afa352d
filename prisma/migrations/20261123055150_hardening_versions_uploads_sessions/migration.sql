-- AlterTable
ALTER TABLE "AdminUser" ADD COLUMN     "usernameKey" TEXT,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- Existing accounts: usernames compared without regard to case from now on. Two accounts that
-- differ only in case stop this migration at the unique index below; rename one and start again.
UPDATE "AdminUser" SET "usernameKey" = lower(normalize("username", NFKC));
ALTER TABLE "AdminUser" ALTER COLUMN "usernameKey" SET NOT NULL;

-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "clientKey" TEXT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "Upload" (
    "fileKey" TEXT NOT NULL,
    "widths" INTEGER[],
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "owner" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("fileKey")
);

-- CreateIndex
CREATE INDEX "Upload_owner_createdAt_idx" ON "Upload"("owner", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "AdminUser_usernameKey_key" ON "AdminUser"("usernameKey");

-- Existing images become uploads owned by the record that shows them. A file two records shared
-- stays with the product (or the oldest post); the other post keeps showing it but can no longer
-- delete it, and loses the reference where the new unique index requires it.
INSERT INTO "Upload" ("fileKey", "widths", "width", "height", "owner")
SELECT "fileKey", "widths", "width", "height", 'product:' || "productId" FROM "ProductImage"
ON CONFLICT ("fileKey") DO NOTHING;
INSERT INTO "Upload" ("fileKey", "widths", "width", "height", "owner")
SELECT DISTINCT ON ("imageKey") "imageKey", "imageWidths", COALESCE("imageWidth", 0), COALESCE("imageHeight", 0), 'post:' || "id"
FROM "BlogPost" WHERE "imageKey" IS NOT NULL ORDER BY "imageKey", "id"
ON CONFLICT ("fileKey") DO NOTHING;
UPDATE "BlogPost" AS later SET "imageKey" = NULL, "imageWidths" = '{}', "imageWidth" = NULL, "imageHeight" = NULL
WHERE later."imageKey" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "BlogPost" AS earlier WHERE earlier."imageKey" = later."imageKey" AND earlier."id" < later."id");

-- CreateIndex
CREATE UNIQUE INDEX "BlogPost_imageKey_key" ON "BlogPost"("imageKey");

-- CreateIndex
CREATE INDEX "Order_clientKey_status_createdAt_idx" ON "Order"("clientKey", "status", "createdAt");
