-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "resource" TEXT NOT NULL,
    "recordId" TEXT,
    "changes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "clientKey" TEXT,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_at_idx" ON "AuditEntry"("at");

-- CreateIndex
CREATE INDEX "AuditEntry_actor_at_idx" ON "AuditEntry"("actor", "at");

-- CreateIndex
CREATE INDEX "AuditEntry_action_at_idx" ON "AuditEntry"("action", "at");

-- CreateIndex
CREATE INDEX "AuditEntry_resource_recordId_idx" ON "AuditEntry"("resource", "recordId");

-- The audit log is append-only (api/src/audit/audit-log.ts): the database itself refuses to change
-- an entry, to delete one, or to empty the table. The one exception is the retention sweep
-- (api/src/audit/audit-retention.ts): in a transaction that has set `shop.audit_retention_days`
-- (SET LOCAL), it may delete entries older than that many days by the database's clock. The
-- setting cannot go below 30 days, so no session can use it to empty the recent log.
CREATE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  retention_days integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    retention_days := NULLIF(current_setting('shop.audit_retention_days', true), '')::integer;
    IF retention_days IS NOT NULL AND retention_days >= 30
       AND OLD."at" < (now() AT TIME ZONE 'UTC') - make_interval(days => retention_days) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit log entries cannot be changed or deleted (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "AuditEntry_append_only"
  BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION "audit_entry_append_only"();

CREATE TRIGGER "AuditEntry_no_truncate"
  BEFORE TRUNCATE ON "AuditEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entry_append_only"();
