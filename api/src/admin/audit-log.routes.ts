// The audit log in the console (ADMIN only): a list in ra-data-simple-rest's conventions and one
// entry. Read only: no route here or anywhere changes or deletes an entry (audit/audit-log.ts).
import { Hono } from "hono";
import { Prisma, type AuditEntry } from "@shop/db";
import type { AdminAuditEntryRecord, AuditAction } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { notFound } from "../errors.ts";
import { customerRecordId } from "../audit/audit-log.ts";
import { idParam, listResponse, validListQuery } from "./rest.ts";
import { auditListFilter } from "./validators.ts";
import { idCondition, inIdOrder, likeEscaped, pageOfIds, sqlWhere } from "../data/list-query.ts";

const auditList = validListQuery({
  sortable: ["id", "at"],
  defaultSort: ["id", "DESC"],
  filter: auditListFilter,
});

const toRecord = (entry: AuditEntry): AdminAuditEntryRecord => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor: entry.actor,
  action: entry.action as AuditAction,
  resource: entry.resource as AdminAuditEntryRecord["resource"],
  recordId: entry.recordId,
  changes: entry.changes,
  clientKey: entry.clientKey,
  rowCount: entry.rowCount,
  detail: isObject(entry.detail) ? entry.detail : null,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const adminAuditLogRoutes = new Hono<AppEnv>()
  .get("/", can("audit-log.read"), auditList, async (c) => {
    const query = c.req.valid("query");
    const { id, actor, action, resource, recordId, at_gte: from, at_lte: to } = query.filter;
    const conditions = idCondition(Prisma.sql`a."id"`, id);
    // Usernames are unique regardless of case: "Maria" finds maria's entries (an ILIKE without
    // wildcards, answered by the trigram index of the actor).
    if (actor) conditions.push(Prisma.sql`a."actor" ILIKE ${likeEscaped(actor)}`);
    if (action) conditions.push(Prisma.sql`a."action" = ${action}`);
    if (resource) conditions.push(Prisma.sql`a."resource" = ${resource}`);
    if (recordId !== undefined) {
      const record =
        resource === "customers" && recordId.includes("@") ? customerRecordId(c.var.deps, recordId) : recordId;
      conditions.push(Prisma.sql`a."recordId" = ${record}`);
    }
    if (from) conditions.push(Prisma.sql`a."at" >= ${from}`);
    if (to) conditions.push(Prisma.sql`a."at" <= ${to}`);
    const { ids, total } = await pageOfIds(c.var.deps, query, {
      from: Prisma.sql`"AuditEntry" a`,
      where: sqlWhere(conditions),
      keys: query.sortField === "at" ? [Prisma.sql`a."at"`, Prisma.sql`a."id"`] : [Prisma.sql`a."id"`],
    });
    const entries = await c.var.deps.prisma.auditEntry.findMany({ where: { id: { in: ids } } });
    return listResponse(c, "audit-log", inIdOrder(ids, entries).map(toRecord), total, query.start);
  })
  .get("/:id", can("audit-log.read"), async (c) => {
    const entry = await c.var.deps.prisma.auditEntry.findUnique({ where: { id: idParam(c) } });
    if (!entry) throw notFound("Audit log entry");
    return c.json(toRecord(entry));
  });
