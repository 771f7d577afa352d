-- The database roles of a shop in production (README "Run in production"). The shop serves its
-- requests as a role that owns nothing: whoever gets to run SQL as it (a flaw in the shop, a
-- leaked DATABASE_URL) can read and write the shop's rows, but can neither change the schema nor
-- change, disable or delete an entry of the audit log. The migrations, at each instance's start,
-- and the audit log's daily retention run as the role that owns the schema (MIGRATION_DATABASE_URL).
--
-- 1. As a superuser, the two roles and the database (the names are yours to choose):
--      CREATE ROLE shop_owner LOGIN PASSWORD '…';
--      CREATE ROLE shop_app LOGIN PASSWORD '…';
--      CREATE DATABASE shop OWNER shop_owner;
--    For an existing shop's database: ALTER DATABASE shop OWNER TO shop_owner; (this file then
--    gives the owner the tables, sequences, functions and types another role made in it).
-- 2. In the shop's database, as a superuser, before the first start or at any time after (it
--    changes nothing when run again):
--      psql -v owner=shop_owner -v app=shop_app -d shop -f deploy/database-roles.sql
-- 3. Every instance: DATABASE_URL=postgresql://shop_app:…@host/shop and
--    MIGRATION_DATABASE_URL=postgresql://shop_owner:…@host/shop.
--
-- Never run the migrations as a superuser (`prisma migrate deploy` included): what they create
-- must belong to the owner, whose default privileges below give the shop's role its rights.
-- api/src/audit/audit-roles.test.ts runs this file and tries what the shop's role may not do.

SELECT set_config('shop.owner_role', :'owner', false), set_config('shop.app_role', :'app', false);

DO $$
DECLARE
  owner_role text := current_setting('shop.owner_role');
  app_role text := current_setting('shop.app_role');
  object text;
BEGIN
  IF owner_role = app_role OR pg_has_role(app_role, owner_role, 'MEMBER') THEN
    RAISE EXCEPTION 'the role % must not be the owner % or a member of it: it would own the schema', app_role, owner_role;
  END IF;
  IF (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = app_role) THEN
    RAISE EXCEPTION 'the role % must not be a superuser (nor bypass row security): it could do anything', app_role;
  END IF;

  -- The schema: the owner creates in it (tables, and the extensions pg_trgm and unaccent); the
  -- shop's role and everyone else only use it.
  REVOKE CREATE ON SCHEMA public FROM PUBLIC;
  EXECUTE format('GRANT USAGE, CREATE ON SCHEMA public TO %I', owner_role);
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', app_role);
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), app_role);

  -- A shop that ran as one role before: what another role made in the schema passes to the
  -- owner (a table takes its id sequences along; what belongs to an extension stays).
  FOR object IN
    SELECT format('%s %s', CASE WHEN c.relkind = 'S' THEN 'SEQUENCE' WHEN c.relkind = 'v' THEN 'VIEW' ELSE 'TABLE' END, c.oid::regclass)
    FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'S')
      AND c.relowner <> owner_role::regrole
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    ORDER BY c.relkind <> 'S' DESC
  LOOP
    EXECUTE format('ALTER %s OWNER TO %I', object, owner_role);
  END LOOP;
  FOR object IN
    SELECT format('%s %s', CASE WHEN p.prokind = 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END, p.oid::regprocedure)
    FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace AND p.proowner <> owner_role::regrole
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER %s OWNER TO %I', object, owner_role);
  END LOOP;
  FOR object IN
    SELECT t.oid::regtype::text
    FROM pg_type t
    WHERE t.typnamespace = 'public'::regnamespace AND t.typowner <> owner_role::regrole
      AND t.typrelid = 0 AND t.typelem = 0 AND t.typtype IN ('e', 'd', 'c')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO %I', object, owner_role);
  END LOOP;

  -- The rows of every table and the sequences of their ids, for the tables there are and for
  -- every table a later migration creates.
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I', app_role);
  EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %I', app_role);
  EXECUTE format(
    'ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I',
    owner_role, app_role);
  EXECUTE format(
    'ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO %I',
    owner_role, app_role);

  -- Except the audit log, which the shop's role reads and appends to, and the record of the
  -- migrations, which it reads. The migration 20261203164119_audit_log_owner_only does the same
  -- where these tables are created after this file has run.
  IF to_regclass('public."AuditEntry"') IS NOT NULL THEN
    EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON public."AuditEntry" FROM %I', app_role);
  END IF;
  IF to_regclass('public."_prisma_migrations"') IS NOT NULL THEN
    EXECUTE format(
      'REVOKE INSERT, UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON public."_prisma_migrations" FROM %I', app_role);
  END IF;
END;
$$;
