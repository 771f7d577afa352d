import { Hono, type Context } from "hono";
import type { Prisma } from "@shop/db";
import { OrderStatus } from "@shop/shared";
import { z } from "zod";
import { emailApplies } from "@shop/shared/order-emails";
import { adminOrderUpdateSchema, orderEmailResendSchema } from "@shop/shared/schemas";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../auth/guard.ts";
import { conflict, notFound } from "../errors.ts";
import type { DocumentKind } from "../invoices/document-numbers.ts";
import { orderDocument, pdfResponse } from "../invoices/order-documents.ts";
import { enqueueResend } from "../orders/order-mail-outbox.ts";
import { validJson } from "../http/validate.ts";
import { moveOrder } from "../orders/move-order.ts";
import { addEvent } from "../orders/order-records.ts";
import { idParam, listFilterSchema, listResponse, validListQuery } from "./rest.ts";
import { adminOrderInclude, toAdminOrder } from "./records.ts";

const SORT_COLUMNS: Record<string, keyof Prisma.OrderOrderByWithRelationInput> = {
  id: "id",
  number: "number",
  email: "email",
  status: "status",
  total: "totalCents",
  createdAt: "createdAt",
  paidAt: "paidAt",
};

/**
 * A date filter. JavaScript accepts dates PostgreSQL cannot store (years beyond 9999 or before 1,
 * such as -271821-04-20): those are the client's mistake, a 400, not a database error. Empty
 * filters nothing.
 */
const filterDateSchema = z
  .union([z.string(), z.number()], { message: "must be a date" })
  .nullish()
  .transform((value, context) => {
    if (value === undefined || value === null || value === "") return undefined;
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) {
      context.addIssue({ code: "custom", message: "must be a date" });
      return z.NEVER;
    }
    const year = parsed.getUTCFullYear();
    if (year < 1 || year > 9999) {
      context.addIssue({ code: "custom", message: "must be a date between the years 1 and 9999" });
      return z.NEVER;
    }
    return parsed;
  });

const orderList = validListQuery({
  sortable: Object.keys(SORT_COLUMNS),
  defaultSort: ["createdAt", "DESC"],
  filter: listFilterSchema.extend({
    // The console's "all" tab sends no status; an empty one filters nothing too.
    status: z
      .string()
      .trim()
      .transform((status) => status || undefined)
      .pipe(z.enum(OrderStatus, { message: "is not a known status" }).optional())
      .optional(),
    createdAt_gte: filterDateSchema,
    createdAt_lte: filterDateSchema,
    /** One customer's orders (the console's customer view): the whole address, in any case. */
    email: z
      .string()
      .trim()
      .max(320)
      .transform((email) => email || undefined)
      .optional(),
  }),
});

/** Every word of the search must match the number, the e-mail or a name on the order. */
function searchWhere(q: string): Prisma.OrderWhereInput[] {
  return q.split(/\s+/).map((word) => ({
    OR: [
      { number: { contains: word, mode: "insensitive" } },
      { email: { contains: word, mode: "insensitive" } },
      {
        addresses: {
          some: {
            OR: [
              { firstName: { contains: word, mode: "insensitive" } },
              { lastName: { contains: word, mode: "insensitive" } },
            ],
          },
        },
      },
    ],
  }));
}

/**
 * The where clause of one customer's orders. Orders store their address lower-cased
 * (orders/create-order.ts), so the lower-cased address matches in any case, exactly and through
 * the e-mail index (no LIKE, whose `_` and `%` would match other addresses).
 */
export const customerOrders = (email: string) => ({ email: email.toLowerCase() });

async function loadOrder(c: { var: AppEnv["Variables"] }, id: number) {
  const order = await c.var.deps.prisma.order.findUnique({ where: { id }, include: adminOrderInclude });
  if (!order) throw notFound("Order");
  return toAdminOrder(order);
}

export const adminOrderRoutes = new Hono<AppEnv>()
  .use(requireRole("ADMIN", "SUPPORT"))
  .get("/", orderList, async (c) => {
    const query = c.req.valid("query");
    const { id: ids, q, status, email, createdAt_gte: from, createdAt_lte: to } = query.filter;
    const where: Prisma.OrderWhereInput = {
      id: ids ? { in: ids } : undefined,
      status,
      ...(email ? customerOrders(email) : {}),
      createdAt: from || to ? { gte: from, lte: to } : undefined,
      AND: q ? searchWhere(q) : undefined,
    };
    const { prisma } = c.var.deps;
    const [orders, total] = await Promise.all([
      prisma.order.findMany({
        where,
        include: adminOrderInclude,
        orderBy: [{ [SORT_COLUMNS[query.sortField]]: query.sortOrder }, { id: query.sortOrder }],
        skip: query.start,
        take: query.end - query.start + 1,
      }),
      prisma.order.count({ where }),
    ]);
    return listResponse(c, "orders", orders.map(toAdminOrder), total, query.start);
  })
  .get("/:id", async (c) => c.json(await loadOrder(c, idParam(c))))
  // A status move and/or a note, each recorded as an event with the acting user.
  .put("/:id", validJson(adminOrderUpdateSchema), async (c) => {
    const id = idParam(c);
    const { status, fromStatus, note, carrier, trackingNumber } = c.req.valid("json");
    const { admin } = c.var;
    if (status) await moveOrder(c.var.deps, id, status, admin, { fromStatus, shipment: { carrier, trackingNumber } });
    if (note) {
      await loadOrder(c, id);
      await addEvent(c.var.deps.prisma, id, "note", admin.username, note);
    }
    return c.json(await loadOrder(c, id));
  })
  .post("/:id/refund", async (c) => {
    const id = idParam(c);
    await moveOrder(c.var.deps, id, "REFUNDED", c.var.admin);
    return c.json(await loadOrder(c, id));
  })
  // Sends one of the shopper's e-mails again (through the outbox, like the first one): 202, and
  // the history records it once it is sent.
  .post("/:id/emails", validJson(orderEmailResendSchema), async (c) => {
    const id = idParam(c);
    const { kind } = c.req.valid("json");
    const { deps, admin } = c.var;
    const order = await deps.prisma.order.findUnique({ where: { id }, select: { status: true, paidAt: true } });
    if (!order) throw notFound("Order");
    if (!emailApplies(kind, order))
      throw conflict("email_not_applicable", `An order that is ${order.status} has no ${kind} e-mail to send`, "kind");
    await deps.prisma.$transaction((tx) => enqueueResend(tx, id, kind, admin.username));
    deps.outbox.wake();
    return c.json({ queued: true, kind }, 202);
  })
  .get("/:id/invoice", (c) => documentAnswer(c, "invoice"))
  .get("/:id/credit-note", (c) => documentAnswer(c, "credit_note"));

async function documentAnswer(c: Context<AppEnv>, kind: DocumentKind) {
  const file = await orderDocument(c.var.deps, { id: idParam(c) }, kind);
  if (!file) throw notFound(kind === "invoice" ? "Invoice" : "Credit note");
  return pdfResponse(file);
}
