// The console's view of the newsletter's subscribers: the list (filtered by status, searched by
// address) and the CSV of the confirmed ones, the addresses the newsletter may be sent to.
import type { Prisma, NewsletterSubscriber } from "@shop/db";
import {
  type AdminNewsletterSubscriberRecord,
  newsletterStatus,
  type NewsletterStatus,
  toLanguage,
} from "@shop/shared";
import type { Deps } from "../context.ts";
import { csvRows } from "../data/csv.ts";
import { countLimit, idIn, rowRange, totalOf, type ListPage, type ListQuery } from "../data/list-query.ts";

export interface SubscriberFilter {
  q?: string;
  id?: number[];
  status?: NewsletterStatus;
}

export const SUBSCRIBER_SORT_FIELDS = [
  "id",
  "email",
  "language",
  "createdAt",
  "confirmedAt",
  "unsubscribedAt",
] as const;

const STATUS_WHERE: Record<NewsletterStatus, Prisma.NewsletterSubscriberWhereInput> = {
  pending: { confirmedAt: null, unsubscribedAt: null },
  confirmed: { confirmedAt: { not: null }, unsubscribedAt: null },
  unsubscribed: { unsubscribedAt: { not: null } },
};

export const toSubscriberRecord = (row: NewsletterSubscriber): AdminNewsletterSubscriberRecord => ({
  id: row.id,
  email: row.email,
  language: toLanguage(row.language),
  status: newsletterStatus(row),
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

export async function listSubscribers(
  deps: Pick<Deps, "prisma">,
  query: ListQuery<SubscriberFilter>,
): Promise<ListPage<NewsletterSubscriber>> {
  const { q, id, status } = query.filter;
  const where: Prisma.NewsletterSubscriberWhereInput = {
    ...(status ? STATUS_WHERE[status] : {}),
    id: idIn(id),
    email: q ? { contains: q, mode: "insensitive" } : undefined,
  };
  // Dates not set yet (not confirmed, not unsubscribed) come last whichever way the list is sorted.
  const nullable = query.sortField === "confirmedAt" || query.sortField === "unsubscribedAt";
  const order = nullable ? { sort: query.sortOrder, nulls: "last" as const } : query.sortOrder;
  const [rows, total] = await Promise.all([
    deps.prisma.newsletterSubscriber.findMany({
      where,
      orderBy: [{ [query.sortField]: order }, { id: query.sortOrder }],
      ...rowRange(query),
    }),
    deps.prisma.newsletterSubscriber.count({ where, take: countLimit(query) }),
  ]);
  return { rows, total: totalOf(total, query) };
}

const CSV_BATCH = 1000;

/** Every confirmed address, oldest subscription first, as CSV with a header row. */
export async function confirmedSubscribersCsv(deps: Pick<Deps, "prisma">): Promise<string> {
  const rows: string[][] = [["email", "language", "subscribed_at", "confirmed_at"]];
  for (let after = 0; ;) {
    const batch = await deps.prisma.newsletterSubscriber.findMany({
      where: { ...STATUS_WHERE.confirmed, id: { gt: after } },
      orderBy: { id: "asc" },
      take: CSV_BATCH,
    });
    for (const row of batch)
      rows.push([row.email, row.language, row.createdAt.toISOString(), row.confirmedAt!.toISOString()]);
    if (batch.length < CSV_BATCH) break;
    after = batch[batch.length - 1].id;
  }
  return csvRows(rows);
}
