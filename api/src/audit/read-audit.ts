// Staff reads of personal data in the audit log: who read which list page or record, with what
// filter, and how many rows came back. One entry per request, written once the rows are read and
// before they are answered, so no answer leaves without its entry.
//
// A filter is kept without the personal data in it: an e-mail address as the customer's keyed id
// (customerRecordId, the id customer.viewed entries carry, so one customer's trail also finds the
// searches for their address), any other search text as a keyed hash of itself (equal searches
// are recognisable, the text is not readable); dates as ISO text, statuses and ids as sent.
import type { Context } from "hono";
import type { Prisma } from "@shop/db";
import type { AuditAction } from "@shop/shared";
import { isEmailAddress } from "@shop/shared/contact";
import { servicesOf, type PlatformServices } from "../platform/services.ts";
import type { ListQuery } from "../data/list-query.ts";
import { customerRecordId, recordAudit, staffActor, type SignedInEnv } from "./audit-log.ts";

type KeyedHash = Pick<PlatformServices, "clientKey">;

/** A search as the audit log keeps it: a whole e-mail address as its customer's id, other text as `s-<keyed hash>`. */
function searchKey(deps: KeyedHash, text: string): string {
  const search = text.trim();
  if (isEmailAddress(search)) return customerRecordId(deps, search);
  // The client-address key with a prefix no address has, as customerRecordId does.
  return `s-${deps.clientKey(`search:${search.toLowerCase()}`)}`;
}

/** A list's filter without personal data in clear (the rules above). */
function auditedFilter(deps: KeyedHash, filter: object): Prisma.InputJsonObject {
  const kept: Record<string, Prisma.InputJsonValue> = {};
  for (const [name, value] of Object.entries(filter) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (name === "email" && typeof value === "string") kept[name] = customerRecordId(deps, value);
    else if (name === "q" && typeof value === "string") kept[name] = searchKey(deps, value);
    else if (value instanceof Date) kept[name] = value.toISOString();
    else kept[name] = value;
  }
  return kept;
}

export interface StaffRead {
  action: AuditAction;
  /** The record read (an order's id, a customer's keyed id); none for a list page. */
  recordId?: string | number | null;
  /** How many rows the answer holds. */
  rows: number;
  /** A list page's query: its filter and first row go into the entry's detail. */
  query?: ListQuery<object>;
}

/** Records one read by the signed-in staff member of `c`. */
export async function recordRead<E extends SignedInEnv>(c: Context<E>, read: StaffRead): Promise<void> {
  const deps = servicesOf(c);
  await recordAudit(deps.prisma, {
    ...staffActor(c),
    action: read.action,
    recordId: read.recordId,
    rowCount: read.rows,
    detail: read.query ? { filter: auditedFilter(deps, read.query.filter), from: read.query.start } : undefined,
  });
}
