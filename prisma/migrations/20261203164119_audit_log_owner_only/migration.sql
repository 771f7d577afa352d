-- The audit log belongs to the role that owns the schema (README "Run in production"): the shop
-- may serve requests as a role that owns nothing (deploy/database-roles.sql), which can append
-- entries and read them, and nothing else. A role that does not own a table can neither alter it
-- nor disable its triggers; what remains is to take its rights to change rows, and to keep the
-- retention's exception for the owner.

-- Only the table's owner (or a member of its role) may delete entries past the retention, in a
-- statement that sets `shop.audit_retention_days` (api/src/audit/audit-retention.ts); for any
-- other role the setting changes nothing, even where it was granted DELETE by mistake.
CREATE OR REPLACE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  retention_days integer;
BEGIN
  IF TG_OP = 'DELETE'
     AND pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'MEMBER') THEN
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

-- Every role but the owner keeps SELECT and INSERT on the audit log, and SELECT on the record of
-- migrations: the rights to change or empty them are taken from each role that was given them
-- (deploy/database-roles.sql's default privileges give every new table's rights to the shop's role).
DO $$
DECLARE
  target regclass;
  grantee text;
BEGIN
  FOREACH target IN ARRAY ARRAY[to_regclass('"AuditEntry"'), to_regclass('"_prisma_migrations"')] LOOP
    CONTINUE WHEN target IS NULL;
    FOR grantee IN
      SELECT DISTINCT CASE WHEN acl.grantee = 0 THEN 'PUBLIC' ELSE acl.grantee::regrole::text END
      FROM pg_class c, aclexplode(c.relacl) acl
      WHERE c.oid = target AND acl.grantee <> c.relowner
        AND acl.privilege_type IN ('INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER', 'REFERENCES')
    LOOP
      EXECUTE format(
        'REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES%s ON %s FROM %s',
        CASE WHEN target = to_regclass('"_prisma_migrations"') THEN ', INSERT' ELSE '' END, target, grantee);
    END LOOP;
  END LOOP;
END;
$$;
