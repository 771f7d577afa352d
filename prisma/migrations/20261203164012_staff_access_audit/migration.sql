-- Staff access and audit (issue 32): a new account's one-time enrolment code
-- (api/src/auth/enrolment-codes.ts), what a read of personal data answered and asked for, and a
-- failed sign-in's reason (api/src/audit/audit-log.ts); the actions' and the outbox kinds' checks
-- list packages/shared/src/audit.ts's AUDIT_ACTIONS and api/src/outbox/outbox.ts's OUTBOX_KIND_NAMES
-- (api/src/data/database-rules.test.ts). Additive: code of the release before runs beside it.

-- AlterTable
ALTER TABLE "AdminUser" ADD COLUMN     "enrolmentCodeExpiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "enrolmentCodeHash" TEXT;

-- AlterTable
ALTER TABLE "AuditEntry" ADD COLUMN     "detail" JSONB,
ADD COLUMN     "rowCount" INTEGER;

ALTER TABLE "AuditEntry" DROP CONSTRAINT "AuditEntry_action_check";
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_action_check" CHECK ("action" IN ('login.succeeded', 'login.failed', 'product.created', 'product.updated', 'product.archived', 'product.deleted', 'category.created', 'category.updated', 'category.deleted', 'post.created', 'post.updated', 'post.deleted', 'user.created', 'user.updated', 'user.deleted', 'totp.enrolled', 'totp.disabled', 'totp.reset', 'totp.enrolment_code_issued', 'order.shipped', 'order.delivered', 'order.cancelled', 'order.refunded', 'order.return_received', 'order.noted', 'order.email_resent', 'order.invoice_downloaded', 'order.credit_note_downloaded', 'order.listed', 'order.viewed', 'customer.viewed', 'customer.exported', 'customer.erased', 'discount_code.created', 'discount_code.updated', 'discount_code.deactivated', 'newsletter.exported', 'newsletter.listed'));

ALTER TABLE "OutboxMessage" DROP CONSTRAINT "OutboxMessage_kind_check";
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_kind_check" CHECK ("kind" IN ('order-confirmation', 'order-email', 'order-refund', 'order-withdrawal', 'order-return', 'newsletter-confirmation', 'test-debit-settlement', 'restock-alert-confirmation', 'restock-alerts', 'restock-alert-mail', 'staff-sign-in-alert'));
