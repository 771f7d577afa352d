// Leases of named background jobs (the order sweep): of several instances running the same timer,
// the one that takes the lease does the job, the others skip it. A lease is a row, taken with one
// conditional upsert, rather than an advisory lock: it needs no connection held for the job's
// length (the pool hands out a different one for each query) and it ends by itself when its
// holder dies.
import type { PrismaClient } from "@shop/db";

const timestamp = (date: Date) => date.toISOString();

/** Takes the lease on `name` until `until`, if it is free (expired) or already `owner`'s. */
export async function takeJobLease(
  prisma: PrismaClient,
  name: string,
  owner: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ owner: string }[]>`
    INSERT INTO "JobLease" ("name", "owner", "until") VALUES (${name}, ${owner}, ${timestamp(until)}::timestamp)
    ON CONFLICT ("name") DO UPDATE SET "owner" = EXCLUDED."owner", "until" = EXCLUDED."until"
    WHERE "JobLease"."until" <= ${timestamp(now)}::timestamp OR "JobLease"."owner" = EXCLUDED."owner"
    RETURNING "owner"`;
  return rows.length === 1;
}

/** Shortens (or extends) a lease the owner still holds; false if it had lost it. */
export async function setJobLease(prisma: PrismaClient, name: string, owner: string, until: Date): Promise<boolean> {
  const { count } = await prisma.jobLease.updateMany({ where: { name, owner }, data: { until } });
  return count === 1;
}
