-- CreateTable
CREATE TABLE "CatalogVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "CatalogVersion_pkey" PRIMARY KEY ("id")
);
