-- The shop's languages become rows of "Language" instead of an enum, so that a language added to
-- packages/shared/src/languages.ts needs no migration: the start-up adds its row (syncLanguages,
-- packages/db/src/languages.ts), and a foreign key from every language column admits only the
-- languages the shop has had. Written by hand: Prisma's diff drops and re-adds each column, which
-- would lose every order's, text's and subscriber's language.

-- The enum's values, kept for the rows below once the type is gone (a table and a type cannot share its name).
CREATE TEMPORARY TABLE "language_codes" ON COMMIT DROP AS
SELECT unnest(enum_range(NULL::"Language"))::text AS "code";

-- AlterTable: each column keeps its values, as text.
ALTER TABLE "CategoryTranslation" ALTER COLUMN "language" TYPE TEXT USING "language"::text;
ALTER TABLE "ProductTranslation" ALTER COLUMN "language" TYPE TEXT USING "language"::text;
ALTER TABLE "BlogPostTranslation" ALTER COLUMN "language" TYPE TEXT USING "language"::text;
ALTER TABLE "Order" ALTER COLUMN "language" TYPE TEXT USING "language"::text;
ALTER TABLE "Withdrawal" ALTER COLUMN "language" TYPE TEXT USING "language"::text;
ALTER TABLE "NewsletterSubscriber" ALTER COLUMN "language" TYPE TEXT USING "language"::text;
ALTER TABLE "RestockAlert" ALTER COLUMN "language" TYPE TEXT USING "language"::text;

-- DropEnum
DROP TYPE "Language";

-- CreateTable
CREATE TABLE "Language" (
    "code" TEXT NOT NULL,

    CONSTRAINT "Language_pkey" PRIMARY KEY ("code")
);

INSERT INTO "Language" ("code") SELECT "code" FROM "language_codes";

-- AddForeignKey
ALTER TABLE "CategoryTranslation" ADD CONSTRAINT "CategoryTranslation_language_fkey" FOREIGN KEY ("language") REFERENCES "Language"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductTranslation" ADD CONSTRAINT "ProductTranslation_language_fkey" FOREIGN KEY ("language") REFERENCES "Language"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogPostTranslation" ADD CONSTRAINT "BlogPostTranslation_language_fkey" FOREIGN KEY ("language") REFERENCES "Language"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_language_fkey" FOREIGN KEY ("language") REFERENCES "Language"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Withdrawal" ADD CONSTRAINT "Withdrawal_language_fkey" FOREIGN KEY ("language") REFERENCES "Language"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NewsletterSubscriber" ADD CONSTRAINT "NewsletterSubscriber_language_fkey" FOREIGN KEY ("language") REFERENCES "Language"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RestockAlert" ADD CONSTRAINT "RestockAlert_language_fkey" FOREIGN KEY ("language") REFERENCES "Language"("code") ON DELETE RESTRICT ON UPDATE CASCADE;
