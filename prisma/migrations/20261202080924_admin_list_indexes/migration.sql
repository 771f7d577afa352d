-- The console's lists at the size of a real shop (issue 30, docs/performance.md "The console's lists"):
-- every sortable column with the id that breaks its ties, and trigram indexes for the order search
-- (number, e-mail, names), the subscribers' search and the audit log's actor filter.

-- DropIndex
DROP INDEX "Order_createdAt_idx";

-- CreateIndex
CREATE INDEX "AuditEntry_actor_trgm_idx" ON "AuditEntry" USING GIN ("actor" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "NewsletterSubscriber_language_id_idx" ON "NewsletterSubscriber"("language", "id");

-- CreateIndex
CREATE INDEX "NewsletterSubscriber_confirmedAt_id_idx" ON "NewsletterSubscriber"("confirmedAt", "id");

-- CreateIndex
CREATE INDEX "NewsletterSubscriber_unsubscribedAt_id_idx" ON "NewsletterSubscriber"("unsubscribedAt", "id");

-- CreateIndex
CREATE INDEX "NewsletterSubscriber_email_trgm_idx" ON "NewsletterSubscriber" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Order_createdAt_id_idx" ON "Order"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Order_totalCents_id_idx" ON "Order"("totalCents", "id");

-- CreateIndex
CREATE INDEX "Order_paidAt_id_idx" ON "Order"("paidAt", "id");

-- CreateIndex
CREATE INDEX "Order_number_trgm_idx" ON "Order" USING GIN ("number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Order_email_trgm_idx" ON "Order" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "OrderAddress_firstName_trgm_idx" ON "OrderAddress" USING GIN ("firstName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "OrderAddress_lastName_trgm_idx" ON "OrderAddress" USING GIN ("lastName" gin_trgm_ops);
