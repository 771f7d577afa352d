// The audit log's retention: entries older than AUDIT_RETENTION_DAYS are deleted once a day, by
// whichever instance takes the job's lease (api/src/platform/job-lease.ts), held for the day. The
// database refuses every other deletion: only the role that owns the table may delete, and only
// entries older than the `shop.audit_retention_days` its statement sets (at least 30 days, by the
// database's own clock; prisma/migrations/20261203164119_audit_log_owner_only). So the sweep runs as the owner,
// `db.owner` (MIGRATION_DATABASE_URL), and the role the shop serves requests with cannot delete
// an entry at all, whatever it sets (README "Run in production").
import type { PlatformServices } from "../platform/services.ts";
import { takeDueJobLease } from "../platform/job-lease.ts";

export const AUDIT_RETENTION_JOB = "audit-retention";
const DAY_MS = 24 * 3_600_000;

/**
 * One statement, so the setting (transaction-local) holds for exactly this deletion: the CTE runs
 * set_config before any row can be deleted, since each row is joined with its answer.
 */
const PRUNE = `
WITH retention AS (SELECT set_config('shop.audit_retention_days', $1::text, true)::integer AS days)
DELETE FROM "AuditEntry" entry USING retention
WHERE entry."at" < now() - make_interval(days => retention.days)
RETURNING entry."id"`;

/** Deletes the entries older than the retention; answers how many. */
export async function pruneAuditLog(deps: Pick<PlatformServices, "db" | "env">): Promise<number> {
  const deleted = await deps.db.owner.query<{ id: number }>(PRUNE, [deps.env.AUDIT_RETENTION_DAYS]);
  return deleted.length;
}

/**
 * The daily sweep, if this instance takes its lease (null: another instance swept within the last
 * day). The lease is held for a day from `now`, so N instances sweep once a day, not N times.
 */
export async function runAuditSweep(
  deps: Pick<PlatformServices, "db" | "prisma" | "env">,
  owner: string,
  now = new Date(),
) {
  const until = new Date(now.getTime() + DAY_MS);
  if (!(await takeDueJobLease(deps.prisma, AUDIT_RETENTION_JOB, owner, now, until))) return null;
  return { prunedAuditEntries: await pruneAuditLog(deps) };
}
