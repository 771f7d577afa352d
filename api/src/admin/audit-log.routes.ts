// The audit log in the console (ADMIN only): a list in ra-data-simple-rest's conventions and one
// entry. Read only: no route here or anywhere changes or deletes an entry (audit/audit-log.ts).
import { Hono } from "hono";
import { z } from "zod";
import type { Prisma, AuditEntry } from "@shop/db";
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, type AdminAuditEntryRecord, type AuditAction } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { notFound } from "../errors.ts";
import { customerRecordId } from "../audit/audit-log.ts";
import { filterDateSchema, idParam, listFilterSchema, listResponse, validListQuery } from "./rest.ts";
import { rowRange } from "../data/list-query.ts";

const RESOURCES = [...new Set(Object.values(AUDIT_ACTIONS))] as [string, ...string[]];

/** A text filter: trimmed, blank filters nothing. */
const textFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => text || undefined)
    .optional();

const auditList = validListQuery({
  sortable: ["id", "at"],
  defaultSort: ["id", "DESC"],
  filter: listFilterSchema.extend({
    actor: textFilter(100),
    action: z
      .string()
      .trim()
      .transform((action) => action || undefined)
      .pipe(z.enum(AUDIT_ACTION_NAMES, { message: "is not a known action" }).optional())
      .optional(),
    resource: z
      .string()
      .trim()
      .transform((resource) => resource || undefined)
      .pipe(z.enum(RESOURCES, { message: `must be one of ${RESOURCES.join(", ")}` }).optional())
      .optional(),
    /** A record's id; for the customers resource, their e-mail address (matched by its keyed hash). */
    recordId: z
      .union([z.string().trim().max(320), z.number().int()], { message: "must be a record's id" })
      .transform((id) => (id === "" ? undefined : String(id)))
      .optional(),
    at_gte: filterDateSchema,
    at_lte: filterDateSchema,
  }),
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
