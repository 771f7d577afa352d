// Leases of named background jobs (the order sweep): of several instances running the same timer,
// the one that takes the lease does the job, the others skip it. A lease is a row, taken with one
// conditional upsert, rather than an advisory lock: it needs no connection held for the job's
// length (the pool hands out a different one for each query) and it ends by itself when its
// holder dies.
import { Prisma, type PrismaClient } from "@shop/db";

const timestamp = (date: Date) => date.toISOString();

/**
 * One conditional upsert: the lease on `name` becomes `owner`'s until `until` when it has expired,
 * or (`orOwn`) when `owner` already holds it.
 */
async function upsertLease(prisma: PrismaClient, name: string, owner: string, now: Date, until: Date, orOwn: boolean) {
  const own = orOwn ? Prisma.sql`OR "JobLease"."owner" = EXCLUDED."owner"` : Prisma.empty;
  const rows = await prisma.$queryRaw<{ owner: string }[]>`
    INSERT INTO "JobLease" ("name", "owner", "until") VALUES (${name}, ${owner}, ${timestamp(until)}::timestamptz)
    ON CONFLICT ("name") DO UPDATE SET "owner" = EXCLUDED."owner", "until" = EXCLUDED."until"
    WHERE "JobLease"."until" <= ${timestamp(now)}::timestamptz ${own}
    RETURNING "owner"`;
  return rows.length === 1;
}

/** Takes the lease on `name` until `until`, if it is free (expired) or already `owner`'s. */
export function takeJobLease(prisma: PrismaClient, name: string, owner: string, now: Date, until: Date) {
  return upsertLease(prisma, name, owner, now, until, true);
}

/** Shortens (or extends) a lease the owner still holds; false if it had lost it. */
export async function setJobLease(prisma: PrismaClient, name: string, owner: string, until: Date): Promise<boolean> {
  const { count } = await prisma.jobLease.updateMany({ where: { name, owner }, data: { until } });
  return count === 1;
}

/**
 * Takes the lease on `name` until `until` only if it has expired, whoever held it: a job that runs
 * once per period (the audit log's daily sweep) keeps its lease for the whole period, so neither
 * another instance nor its own next tick runs it again before then.
 */
export function takeDueJobLease(prisma: PrismaClient, name: string, owner: string, now: Date, until: Date) {
  return upsertLease(prisma, name, owner, now, until, false);
}
