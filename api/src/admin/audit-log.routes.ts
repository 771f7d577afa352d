// The audit log in the console (ADMIN only): a list in ra-data-simple-rest's conventions and one
// entry. Read only: no route here or anywhere changes or deletes an entry (audit/audit-log.ts).
import { Hono } from "hono";
import type { Prisma, AuditEntry } from "@shop/db";
import type { AdminAuditEntryRecord, AuditAction } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { notFound } from "../errors.ts";
import { customerRecordId } from "../audit/audit-log.ts";
import { idParam, listResponse, validListQuery } from "./rest.ts";
import { auditListFilter } from "./validators.ts";
import { rowRange } from "../data/list-query.ts";

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
});

export const adminAuditLogRoutes = new Hono<AppEnv>()
  .get("/", can("audit-log.read"), auditList, async (c) => {
    const query = c.req.valid("query");
    const { id, actor, action, resource, recordId, at_gte: from, at_lte: to } = query.filter;
    const { prisma } = c.var.deps;
    const where: Prisma.AuditEntryWhereInput = {
      id: id ? { in: id } : undefined,
      // Usernames are unique regardless of case: "Maria" finds maria's entries.
      actor: actor ? { equals: actor, mode: "insensitive" } : undefined,
      action,
      resource,
      recordId:
        recordId === undefined
          ? undefined
          : resource === "customers" && recordId.includes("@")
            ? customerRecordId(c.var.deps, recordId)
            : recordId,
      at: from || to ? { gte: from, lte: to } : undefined,
    };
    const [entries, total] = await Promise.all([
      prisma.auditEntry.findMany({
        where,
        orderBy: [{ [query.sortField]: query.sortOrder }, { id: query.sortOrder }],
        ...rowRange(query),
      }),
      prisma.auditEntry.count({ where }),
    ]);
    return listResponse(c, "audit-log", entries.map(toRecord), total, query.start);
  })
  .get("/:id", can("audit-log.read"), async (c) => {
    const entry = await c.var.deps.prisma.auditEntry.findUnique({ where: { id: idParam(c) } });
    if (!entry) throw notFound("Audit log entry");
    return c.json(toRecord(entry));
  });
