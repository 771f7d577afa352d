-- The outbox takes the returned parcel's e-mail (api/src/orders/return-mail.ts): the kinds'
-- check lists api/src/outbox/outbox.ts's OUTBOX_KIND_NAMES (api/src/data/database-rules.test.ts).
ALTER TABLE "OutboxMessage" DROP CONSTRAINT "OutboxMessage_kind_check";
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_kind_check" CHECK ("kind" IN ('order-confirmation', 'order-email', 'order-refund', 'order-withdrawal', 'order-return', 'newsletter-confirmation', 'test-debit-settlement', 'restock-alert-confirmation', 'restock-alerts', 'restock-alert-mail'));
