-- The database guards its own rules (docs/behaviour.md, "What the database refuses"): what must
-- never be is refused by the database itself, whichever code, script or older instance writes it.
-- Written to be applied while instances of the previous version still run (README, "Upgrades"):
-- every value that version writes is still accepted, and what it maintained by hand (a code's
-- uses, an order's document numbers) the database now keeps itself, whoever writes.

-- States and kinds as enums. The TypeScript unions are these enums as Prisma generates them
-- (packages/shared/src/enums.ts re-exports them).
CREATE TYPE "RefundStatus" AS ENUM ('pending', 'done');
CREATE TYPE "DocumentKind" AS ENUM ('invoice', 'credit_note');
CREATE TYPE "OrderEventType" AS ENUM ('created', 'payment_processing', 'paid', 'payment_setup_failed', 'payment_failed', 'payment_mismatch', 'stock_shortage', 'expired', 'note', 'status_pending_payment', 'status_payment_processing', 'status_paid', 'status_shipped', 'status_delivered', 'status_partially_refunded', 'status_cancelled', 'status_refunded', 'returned', 'email_sent', 'email_resent', 'withdrawal_received', 'personal_data_erased', 'personal_data_expired');
CREATE TYPE "TestPaymentStatus" AS ENUM ('requires_payment_method', 'processing', 'succeeded', 'canceled', 'refunded');

-- The check and the partial index written for the text column are the enum's now.
DROP INDEX "IssuedDocument_one_invoice_per_order";
ALTER TABLE "IssuedDocument" DROP CONSTRAINT "IssuedDocument_kind_check";
ALTER TABLE "IssuedDocument" ALTER COLUMN "kind" SET DATA TYPE "DocumentKind" USING "kind"::"DocumentKind";
CREATE UNIQUE INDEX "IssuedDocument_one_invoice_per_order" ON "IssuedDocument"("orderId") WHERE "kind" = 'invoice';
ALTER TABLE "DocumentSequence" ALTER COLUMN "kind" SET DATA TYPE "DocumentKind" USING "kind"::"DocumentKind";
ALTER TABLE "OrderEvent" ALTER COLUMN "type" SET DATA TYPE "OrderEventType" USING "type"::"OrderEventType";
ALTER TABLE "Refund" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "Refund" ALTER COLUMN "status" SET DATA TYPE "RefundStatus" USING "status"::"RefundStatus";
ALTER TABLE "Refund" ALTER COLUMN "status" SET DEFAULT 'pending';
ALTER TABLE "TestPayment" ALTER COLUMN "status" SET DATA TYPE "TestPaymentStatus" USING "status"::"TestPaymentStatus";

-- Kinds whose names are not identifiers: CHECK lists, written from the lists in the code that
-- names them (AUDIT_ACTIONS in packages/shared/src/audit.ts, OUTBOX_KIND_NAMES in
-- api/src/outbox/outbox.ts); api/src/data/database-rules.test.ts compares them with the code.
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_action_check" CHECK ("action" IN ('login.succeeded', 'login.failed', 'product.created', 'product.updated', 'product.archived', 'product.deleted', 'category.created', 'category.updated', 'category.deleted', 'post.created', 'post.updated', 'post.deleted', 'user.created', 'user.updated', 'user.deleted', 'totp.enrolled', 'totp.disabled', 'totp.reset', 'order.shipped', 'order.delivered', 'order.cancelled', 'order.refunded', 'order.return_received', 'order.noted', 'order.email_resent', 'order.invoice_downloaded', 'order.credit_note_downloaded', 'customer.viewed', 'customer.exported', 'customer.erased', 'discount_code.created', 'discount_code.updated', 'discount_code.deactivated', 'newsletter.exported'));
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_resource_check" CHECK ("resource" IN ('users', 'products', 'categories', 'blog-posts', 'orders', 'customers', 'discount-codes', 'newsletter-subscribers'));
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_kind_check" CHECK ("kind" IN ('order-confirmation', 'order-email', 'order-refund', 'order-withdrawal', 'newsletter-confirmation', 'test-debit-settlement', 'restock-alert-confirmation', 'restock-alerts', 'restock-alert-mail'));

-- The carriers are a table (staff will edit delivery methods): an order ships with one of them.
-- Any code an order already names stays one.
CREATE TABLE "Carrier" (
    "code" TEXT NOT NULL,

    CONSTRAINT "Carrier_pkey" PRIMARY KEY ("code")
);
INSERT INTO "Carrier" ("code") VALUES ('DHL'), ('DEUTSCHE_POST'), ('DPD'), ('GLS'), ('UPS'), ('SPEEDY'), ('ECONT'), ('OTHER');
INSERT INTO "Carrier" ("code") SELECT DISTINCT "carrier" FROM "Order" WHERE "carrier" IS NOT NULL ON CONFLICT DO NOTHING;
ALTER TABLE "Order" ADD CONSTRAINT "Order_carrier_fkey" FOREIGN KEY ("carrier") REFERENCES "Carrier"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Every timestamp an instant (timestamptz). Prisma wrote today's values as UTC wall-clock times,
-- so each is read as UTC, whatever the session's time zone.
ALTER TABLE "AdminUser"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "totpEnabledAt" SET DATA TYPE TIMESTAMPTZ(3) USING "totpEnabledAt" AT TIME ZONE 'UTC';
ALTER TABLE "AuditEntry"
  ALTER COLUMN "at" SET DATA TYPE TIMESTAMPTZ(3) USING "at" AT TIME ZONE 'UTC';
ALTER TABLE "BlogPost"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedAt" AT TIME ZONE 'UTC';
ALTER TABLE "Category"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedAt" AT TIME ZONE 'UTC';
ALTER TABLE "DiscountCode"
  ALTER COLUMN "startsAt" SET DATA TYPE TIMESTAMPTZ(3) USING "startsAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "endsAt" SET DATA TYPE TIMESTAMPTZ(3) USING "endsAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedAt" AT TIME ZONE 'UTC';
ALTER TABLE "DiscountRedemption"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC';
ALTER TABLE "IssuedDocument"
  ALTER COLUMN "issuedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "issuedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC';
ALTER TABLE "JobLease"
  ALTER COLUMN "until" SET DATA TYPE TIMESTAMPTZ(3) USING "until" AT TIME ZONE 'UTC';
ALTER TABLE "NewsletterSubscriber"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "confirmedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "confirmedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "unsubscribedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "unsubscribedAt" AT TIME ZONE 'UTC';
ALTER TABLE "Order"
  ALTER COLUMN "expiresAt" SET DATA TYPE TIMESTAMPTZ(3) USING "expiresAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "paidAt" SET DATA TYPE TIMESTAMPTZ(3) USING "paidAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "confirmationSentAt" SET DATA TYPE TIMESTAMPTZ(3) USING "confirmationSentAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "creditNoteIssuedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "creditNoteIssuedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "invoiceIssuedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "invoiceIssuedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "shippedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "shippedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "anonymisedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "anonymisedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "returnReceivedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "returnReceivedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "returnRefundDueBy" SET DATA TYPE TIMESTAMPTZ(3) USING "returnRefundDueBy" AT TIME ZONE 'UTC',
  ALTER COLUMN "paymentCheckAt" SET DATA TYPE TIMESTAMPTZ(3) USING "paymentCheckAt" AT TIME ZONE 'UTC';
ALTER TABLE "OrderEvent"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC';
ALTER TABLE "OutboxMessage"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "availableAt" SET DATA TYPE TIMESTAMPTZ(3) USING "availableAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "leaseUntil" SET DATA TYPE TIMESTAMPTZ(3) USING "leaseUntil" AT TIME ZONE 'UTC',
  ALTER COLUMN "sentAt" SET DATA TYPE TIMESTAMPTZ(3) USING "sentAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "failedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "failedAt" AT TIME ZONE 'UTC';
ALTER TABLE "PaymentWebhookEvent"
  ALTER COLUMN "receivedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "receivedAt" AT TIME ZONE 'UTC';
ALTER TABLE "Product"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "saleEndsAt" SET DATA TYPE TIMESTAMPTZ(3) USING "saleEndsAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "saleStartedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "saleStartedAt" AT TIME ZONE 'UTC';
ALTER TABLE "ProductPrice"
  ALTER COLUMN "at" SET DATA TYPE TIMESTAMPTZ(3) USING "at" AT TIME ZONE 'UTC';
ALTER TABLE "Refund"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "completedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "completedAt" AT TIME ZONE 'UTC';
ALTER TABLE "RestockAlert"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "confirmedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "confirmedAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "notifiedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "notifiedAt" AT TIME ZONE 'UTC';
ALTER TABLE "StaffRecoveryCode"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC';
ALTER TABLE "TestPayment"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC',
  ALTER COLUMN "updatedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "updatedAt" AT TIME ZONE 'UTC';
ALTER TABLE "Upload"
  ALTER COLUMN "createdAt" SET DATA TYPE TIMESTAMPTZ(3) USING "createdAt" AT TIME ZONE 'UTC';
ALTER TABLE "Withdrawal"
  ALTER COLUMN "receivedAt" SET DATA TYPE TIMESTAMPTZ(3) USING "receivedAt" AT TIME ZONE 'UTC';

-- The triggers that wrote or compared UTC wall-clock times (now() AT TIME ZONE 'UTC') take
-- instants now: the same in every session's time zone.
CREATE OR REPLACE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  retention_days integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    retention_days := NULLIF(current_setting('shop.audit_retention_days', true), '')::integer;
    IF retention_days IS NOT NULL AND retention_days >= 30
       AND OLD."at" < now() - make_interval(days => retention_days) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit log entries cannot be changed or deleted (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE OR REPLACE FUNCTION "product_restocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."stock" <= 0 AND NEW."stock" > 0 AND EXISTS (
    SELECT 1 FROM "RestockAlert"
    WHERE "productId" = NEW."id" AND "confirmedAt" IS NOT NULL AND "notifiedAt" IS NULL
  ) THEN
    INSERT INTO "OutboxMessage" ("kind", "payload", "dedupeKey", "createdAt", "availableAt")
    VALUES (
      'restock-alerts',
      jsonb_build_object('productId', NEW."id"),
      'restock-alerts:' || NEW."id" || ':' || txid_current(),
      clock_timestamp(),
      clock_timestamp()
    )
    ON CONFLICT ("dedupeKey") DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;

-- A product that has been ordered is archived, never deleted: its order lines keep pointing at it.
-- An archived product is never on sale.
ALTER TABLE "Product" ADD COLUMN "archivedAt" TIMESTAMPTZ(3);
ALTER TABLE "Product" ADD CONSTRAINT "Product_archived_not_active" CHECK ("archivedAt" IS NULL OR NOT "active");
ALTER TABLE "OrderItem" DROP CONSTRAINT "OrderItem_productId_fkey";
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Every order line records its VAT rate (docs/behaviour.md §2). A line written by an instance of
-- an earlier version during its upgrade has none yet: it gets the standard rate of its shipping
-- country, as the migration …_issued_documents gave the lines before it (the table of
-- packages/shared/src/money.ts, VAT_RATES); a line whose order has no address left (its personal
-- data removed) gets the single rate its order's recorded VAT was computed with.
UPDATE "OrderItem" SET "vatRate" = CASE "OrderAddress"."country"
    WHEN 'AT' THEN 20 WHEN 'BE' THEN 21 WHEN 'BG' THEN 20 WHEN 'HR' THEN 25 WHEN 'CY' THEN 19
    WHEN 'CZ' THEN 21 WHEN 'DK' THEN 25 WHEN 'EE' THEN 24 WHEN 'FI' THEN 25.5 WHEN 'FR' THEN 20
    WHEN 'DE' THEN 19 WHEN 'GR' THEN 24 WHEN 'HU' THEN 27 WHEN 'IE' THEN 23 WHEN 'IT' THEN 22
    WHEN 'LV' THEN 21 WHEN 'LT' THEN 21 WHEN 'LU' THEN 17 WHEN 'MT' THEN 18 WHEN 'NL' THEN 21
    WHEN 'PL' THEN 23 WHEN 'PT' THEN 23 WHEN 'RO' THEN 21 WHEN 'SK' THEN 23 WHEN 'SI' THEN 22
    WHEN 'ES' THEN 21 WHEN 'SE' THEN 25
  END
FROM "OrderAddress"
WHERE "OrderAddress"."orderId" = "OrderItem"."orderId" AND "OrderAddress"."kind" = 'SHIPPING'
  AND "OrderItem"."vatRate" IS NULL;
UPDATE "OrderItem" SET "vatRate" = COALESCE(
    (SELECT round(o."vatCents" * 100.0 / (o."totalCents" - o."vatCents"), 1)
     FROM "Order" o WHERE o."id" = "OrderItem"."orderId" AND o."totalCents" > o."vatCents"),
    0)
WHERE "vatRate" IS NULL;
ALTER TABLE "OrderItem" ALTER COLUMN "vatRate" SET NOT NULL;

-- What must never be.
ALTER TABLE "Product"
  ADD CONSTRAINT "Product_stock_not_negative" CHECK ("stock" >= 0),
  ADD CONSTRAINT "Product_price_not_negative" CHECK ("priceCents" >= 0),
  ADD CONSTRAINT "Product_sale_below_price" CHECK ("salePriceCents" IS NULL OR ("salePriceCents" >= 0 AND "salePriceCents" < "priceCents"));
ALTER TABLE "ProductPrice" ADD CONSTRAINT "ProductPrice_price_not_negative" CHECK ("priceCents" >= 0);
ALTER TABLE "OrderItem"
  ADD CONSTRAINT "OrderItem_quantity_positive" CHECK ("quantity" > 0),
  ADD CONSTRAINT "OrderItem_price_not_negative" CHECK ("unitPriceCents" >= 0),
  ADD CONSTRAINT "OrderItem_discount_within_line" CHECK ("discountCents" >= 0 AND "discountCents" <= "unitPriceCents"::bigint * "quantity"),
  ADD CONSTRAINT "OrderItem_vat_rate_range" CHECK ("vatRate" >= 0 AND "vatRate" < 100);
ALTER TABLE "Order"
  ADD CONSTRAINT "Order_amounts_not_negative" CHECK ("subtotalCents" >= 0 AND "shippingCents" >= 0 AND "discountCents" >= 0 AND "vatCents" >= 0 AND "totalCents" >= 0);
ALTER TABLE "Refund"
  ADD CONSTRAINT "Refund_amounts_not_negative" CHECK ("amountCents" >= 0 AND "shippingCents" >= 0 AND "sumCents" >= 0);
ALTER TABLE "TestPayment"
  ADD CONSTRAINT "TestPayment_refund_within_payment" CHECK ("amountCents" >= 0 AND "refundedCents" >= 0 AND "refundedCents" <= "amountCents");
ALTER TABLE "DocumentSequence" ADD CONSTRAINT "DocumentSequence_last_positive" CHECK ("last" > 0);
ALTER TABLE "DiscountCode"
  ADD CONSTRAINT "DiscountCode_value_range" CHECK ("value" > 0 AND ("kind" <> 'PERCENT' OR "value" <= 100)),
  ADD CONSTRAINT "DiscountCode_limits_positive" CHECK (("minimumOrderCents" IS NULL OR "minimumOrderCents" >= 0) AND ("usageLimit" IS NULL OR "usageLimit" > 0) AND ("usageLimitPerEmail" IS NULL OR "usageLimitPerEmail" > 0)),
  ADD CONSTRAINT "DiscountCode_window_order" CHECK ("startsAt" IS NULL OR "endsAt" IS NULL OR "startsAt" < "endsAt");

-- All refunds of an order together never more than it was paid (the amounts reserved by pending
-- ones included): checked after every write, under the order's row lock the refunds take.
CREATE FUNCTION "refund_within_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  refunded bigint;
BEGIN
  SELECT "totalCents" INTO paid FROM "Order" WHERE "id" = NEW."orderId";
  SELECT COALESCE(SUM("amountCents"), 0) INTO refunded FROM "Refund" WHERE "orderId" = NEW."orderId";
  IF refunded > paid THEN
    RAISE EXCEPTION 'the refunds of order % add up to % cents, more than its payment of % cents', NEW."orderId", refunded, paid
      USING ERRCODE = 'check_violation', CONSTRAINT = 'Refund_within_payment', TABLE = 'Refund';
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Refund_within_payment"
  AFTER INSERT OR UPDATE OF "amountCents", "orderId" ON "Refund"
  FOR EACH ROW EXECUTE FUNCTION "refund_within_payment"();

-- A code's uses are its redemptions: the database counts them into "usageCount" whenever a
-- redemption comes or goes, and recounts whatever a write of the code itself says, so the count
-- and the rows cannot differ. A use beyond the code's limit is refused by the check.
CREATE FUNCTION "discount_code_usage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."usageCount" := (SELECT count(*) FROM "DiscountRedemption" WHERE "discountCodeId" = NEW."id");
  RETURN NEW;
END;
$$;

CREATE TRIGGER "DiscountCode_usage"
  BEFORE INSERT OR UPDATE ON "DiscountCode"
  FOR EACH ROW EXECUTE FUNCTION "discount_code_usage"();

CREATE FUNCTION "discount_redemption_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The value written is recounted by "DiscountCode_usage".
  IF TG_OP <> 'INSERT' THEN
    UPDATE "DiscountCode" SET "usageCount" = 0 WHERE "id" = OLD."discountCodeId";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "DiscountCode" SET "usageCount" = 0 WHERE "id" = NEW."discountCodeId";
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "DiscountRedemption_counted"
  AFTER INSERT OR UPDATE OR DELETE ON "DiscountRedemption"
  FOR EACH ROW EXECUTE FUNCTION "discount_redemption_counted"();

-- Today's counts are recounted from the redemptions. A code that somehow holds more uses than its
-- limit keeps them (its orders stand) with its limit raised to them: it takes no further use.
UPDATE "DiscountCode" c SET "usageLimit" = r.uses
FROM (SELECT "discountCodeId", count(*)::integer AS uses FROM "DiscountRedemption" GROUP BY "discountCodeId") r
WHERE r."discountCodeId" = c."id" AND c."usageLimit" IS NOT NULL AND c."usageLimit" < r.uses;
UPDATE "DiscountCode" SET "usageCount" = 0;
ALTER TABLE "DiscountCode" ADD CONSTRAINT "DiscountCode_usage_within_limit" CHECK ("usageCount" >= 0 AND ("usageLimit" IS NULL OR "usageCount" <= "usageLimit"));

-- An order's document numbers come from its issued documents: issuing an invoice or a credit note
-- (an IssuedDocument row) writes its number and date on the order, the invoice's and the latest
-- credit note's, and the order's numbers cannot be changed to anything else while the documents
-- exist. A number on an order without its document is one numbered before documents were frozen
-- (or by the previous version during an upgrade): the order sweep freezes it, and from then on the
-- document rules. Issued documents themselves never change.
CREATE FUNCTION "issued_document_numbers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" = 'invoice' THEN
    UPDATE "Order" SET "invoiceNumber" = NEW."number", "invoiceIssuedAt" = NEW."issuedAt" WHERE "id" = NEW."orderId";
  ELSE
    UPDATE "Order" o SET "creditNoteNumber" = d."number", "creditNoteIssuedAt" = d."issuedAt"
    FROM (SELECT "number", "issuedAt" FROM "IssuedDocument" WHERE "orderId" = NEW."orderId" AND "kind" = 'credit_note'
          ORDER BY "issuedAt" DESC, "id" DESC LIMIT 1) d
    WHERE o."id" = NEW."orderId";
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "IssuedDocument_numbers"
  AFTER INSERT ON "IssuedDocument"
  FOR EACH ROW EXECUTE FUNCTION "issued_document_numbers"();

CREATE FUNCTION "issued_document_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued document % cannot be changed', OLD."number" USING ERRCODE = 'check_violation', CONSTRAINT = 'IssuedDocument_unchanged', TABLE = 'IssuedDocument';
END;
$$;

CREATE TRIGGER "IssuedDocument_unchanged"
  BEFORE UPDATE ON "IssuedDocument"
  FOR EACH ROW EXECUTE FUNCTION "issued_document_unchanged"();

CREATE FUNCTION "order_document_numbers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice record;
  credit_note record;
BEGIN
  SELECT "number", "issuedAt" INTO invoice FROM "IssuedDocument"
  WHERE "orderId" = NEW."id" AND "kind" = 'invoice';
  IF FOUND AND (NEW."invoiceNumber" IS DISTINCT FROM invoice."number" OR NEW."invoiceIssuedAt" IS DISTINCT FROM invoice."issuedAt") THEN
    RAISE EXCEPTION 'order %''s invoice is %: its number comes from its issued document', NEW."id", invoice."number"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'Order_numbers_from_documents', TABLE = 'Order';
  END IF;
  SELECT "number", "issuedAt" INTO credit_note FROM "IssuedDocument"
  WHERE "orderId" = NEW."id" AND "kind" = 'credit_note' ORDER BY "issuedAt" DESC, "id" DESC LIMIT 1;
  IF FOUND AND (NEW."creditNoteNumber" IS DISTINCT FROM credit_note."number" OR NEW."creditNoteIssuedAt" IS DISTINCT FROM credit_note."issuedAt") THEN
    RAISE EXCEPTION 'order %''s latest credit note is %: its number comes from its issued documents', NEW."id", credit_note."number"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'Order_numbers_from_documents', TABLE = 'Order';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Order_numbers_from_documents"
  BEFORE UPDATE OF "invoiceNumber", "invoiceIssuedAt", "creditNoteNumber", "creditNoteIssuedAt" ON "Order"
  FOR EACH ROW EXECUTE FUNCTION "order_document_numbers"();

-- Indexes for every foreign key and every filter the console offers.
CREATE INDEX "Order_status_createdAt_idx" ON "Order"("status", "createdAt");
CREATE INDEX "Order_discountCode_idx" ON "Order"("discountCode");
CREATE INDEX "Order_carrier_idx" ON "Order"("carrier");
CREATE INDEX "OrderItem_productId_idx" ON "OrderItem"("productId");
CREATE INDEX "Product_archivedAt_idx" ON "Product"("archivedAt");
