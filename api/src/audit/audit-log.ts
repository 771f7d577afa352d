// The audit log's one door: every staff action is appended here, in the transaction of the change
// it records where there is one, so an entry exists exactly when the change does. Entries are
// never changed or deleted by the API (the database refuses it too, see the migration
// 20261127110000_audit_log); only the retention sweep (audit-retention.ts) removes old ones.
//
// What an entry holds: who (the staff member's username), when, the client's address as the keyed
// hash orders keep (deps.clientKey), the record (the console's resource and id) and the NAMES of
// the fields that changed. Never a value: no names, addresses, e-mail addresses or prices. A read
// of personal data (read-audit.ts) adds how many rows it answered and its filter, with searches
// and e-mail addresses as keyed hashes; a failed sign-in whose password was right, its reason.
//
// Callers: `await recordAudit(tx, { ...staffActor(c), action: "totp.enrolled", resource: "users",
// recordId: user.id })`. The actions are AUDIT_ACTIONS in packages/shared/src/audit.ts; a new kind
// of staff action adds its name there (and its label in the console's three languages).
import type { Context } from "hono";
import type { Prisma, PrismaClient } from "@shop/db";
import { AUDIT_ACTIONS, type AuditAction } from "@shop/shared";
import { servicesOf, type PlatformEnv, type PlatformServices } from "../platform/services.ts";
import { clientAddress } from "../http/client-address.ts";

/** Who did it and from where: the signed-in staff member's username and the client's keyed address. */
export interface StaffActor {
  actor: string;
  clientKey: string | null;
}

export interface AuditEntryInput extends StaffActor {
  action: AuditAction;
  /** Defaults to the action's resource (AUDIT_ACTIONS). */
  resource?: string;
  /** The record's id in its resource; null when there is none (a sign-in with an unknown username). */
  recordId?: string | number | null;
  /** Names of the fields changed (never values). */
  changes?: readonly string[];
  /** A read of personal data: how many rows it answered. */
  rowCount?: number;
  /** A read's filter (auditedFilter: no personal data in clear), or why a sign-in failed ({ reason }). */
  detail?: Prisma.InputJsonObject;
}

/** Longest actor kept: a failed sign-in's username is the caller's text (the login schema bounds it). */
const MAX_ACTOR_LENGTH = 100;

/** Appends one entry. `db` is the transaction of the change it records, or the client when there is none. */
export async function recordAudit(db: Prisma.TransactionClient | PrismaClient, entry: AuditEntryInput): Promise<void> {
  await db.auditEntry.create({
    data: {
      at: new Date(),
      actor: entry.actor.slice(0, MAX_ACTOR_LENGTH),
      action: entry.action,
      resource: entry.resource ?? AUDIT_ACTIONS[entry.action],
      recordId: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
      changes: [...new Set(entry.changes ?? [])],
      clientKey: entry.clientKey,
      rowCount: entry.rowCount,
      detail: entry.detail,
    },
  });
}

/** A request of a signed-in staff member, as the audit log reads it. */
export interface SignedInEnv extends PlatformEnv {
  Variables: PlatformEnv["Variables"] & { admin: { username: string } };
}

/** The client's address as an entry keeps it: the keyed hash orders keep. */
export function clientKeyOf<E extends PlatformEnv>(c: Context<E>): string {
  return servicesOf(c).clientKey(clientAddress(c));
}

/** The signed-in staff member of an admin request (after the route's guard, `can`) and their client's key. */
export function staffActor<E extends SignedInEnv>(c: Context<E>): StaffActor {
  // Read as servicesOf reads the services (E is the app's env, whose `admin` the guard has set).
  const { admin } = c.var as SignedInEnv["Variables"];
  return { actor: admin.username, clientKey: clientKeyOf(c) };
}

/**
 * A customer's record id in the audit log: a keyed hash of their e-mail address (lower-cased, as
 * orders store it), so the log names whose data was seen without holding the address, and still
 * names nobody once that customer's data is erased. The audit log's `recordId` filter hashes an
 * address given for the customers resource the same way.
 */
export function customerRecordId(deps: Pick<PlatformServices, "clientKey">, email: string): string {
  // The client-address key with a prefix no network address has, rather than a second secret.
  return `c-${deps.clientKey(`customer:${email.trim().toLowerCase()}`)}`;
}
