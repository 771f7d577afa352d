// The audit log's retention: entries older than AUDIT_RETENTION_DAYS are deleted once a day, by
// whichever instance takes the job's lease (api/src/platform/job-lease.ts), held for the day. The
// database refuses every other deletion; this transaction sets `shop.audit_retention_days` for
// itself (SET LOCAL), which lets the table's trigger delete entries older than that by the
// database's own clock.
import type { PlatformServices } from "../platform/services.ts";
import { takeDueJobLease } from "../platform/job-lease.ts";

export const AUDIT_RETENTION_JOB = "audit-retention";
const DAY_MS = 24 * 3_600_000;

/** Deletes the entries older than the retention; answers how many. */
export async function pruneAuditLog(deps: Pick<PlatformServices, "prisma" | "env">): Promise<number> {
  const days = deps.env.AUDIT_RETENTION_DAYS;
  return deps.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('shop.audit_retention_days', ${String(days)}, true)`;
    return tx.$executeRaw`
      DELETE FROM "AuditEntry" WHERE "at" < now() - make_interval(days => ${days}::integer)`;
  });
}

/**
 * The daily sweep, if this instance takes its lease (null: another instance swept within the last
 * day). The lease is held for a day from `now`, so N instances sweep once a day, not N times.
 */
export async function runAuditSweep(deps: Pick<PlatformServices, "prisma" | "env">, owner: string, now = new Date()) {
  const until = new Date(now.getTime() + DAY_MS);
  if (!(await takeDueJobLease(deps.prisma, AUDIT_RETENTION_JOB, owner, now, until))) return null;
  return { prunedAuditEntries: await pruneAuditLog(deps) };
}
