import { Hono, type Context } from "hono";
import { toCents, toEuros, type AdminRefundQuote, type AdminRefundResult } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { badRequest, fromZodError, notFound, unprocessable } from "../errors.ts";
import type { DocumentKind } from "@shop/shared";
import { documentNumbered, orderDocument, pdfResponse } from "../invoices/order-documents.ts";
import { optionalJsonBody, validJson } from "../http/validate.ts";
import {
  moveOrder,
  noteOrder,
  quoteRefund,
  receiveReturn,
  refundAuditChanges,
  refundOrder,
  refundRemainder,
  resendOrderEmail,
} from "../orders/index.ts";
import { clientKeyOf, customerRecordId, recordAudit, staffActor } from "../audit/audit-log.ts";
import { recordRead } from "../audit/read-audit.ts";
import { idParam, listResponse, validListQuery } from "./rest.ts";
import {
  adminFullRefundSchema,
  adminOrderUpdateSchema,
  adminRefundQuoteSchema,
  adminRefundSchema,
  adminReturnSchema,
  orderEmailResendSchema,
  orderListFilter,
} from "./validators.ts";
import { adminOrderInclude, toAdminOrder, toAdminRefund } from "./records.ts";
import { listOrders, ORDER_SORT_FIELDS } from "./order-list.ts";

const orderList = validListQuery({
  sortable: ORDER_SORT_FIELDS,
  defaultSort: ["createdAt", "DESC"],
  filter: orderListFilter,
});

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
  // Every page read is in the audit log with its filter and row count (audit/read-audit.ts).
  .get("/", can("orders.read"), orderList, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listOrders(c.var.deps, query);
    // One customer's orders (the customer view's list) are a view of that customer.
    const { email } = query.filter;
    await recordRead(c, {
      action: email ? "customer.viewed" : "order.listed",
      recordId: email ? customerRecordId(c.var.deps, email) : null,
      rows: rows.length,
      query,
    });
    return listResponse(c, "orders", rows, total, query.start);
  })
  .get("/:id", can("orders.read"), async (c) => {
    const order = await loadOrder(c, idParam(c));
    await recordRead(c, { action: "order.viewed", recordId: order.id, rows: 1 });
    return c.json(order);
  })
  // A status move and/or a note, each recorded as an event with the acting user. The record sent
  // back as it was read is no change: the status, carrier and tracking number the order already
  // has are not a move, and the fields the record carries beside them are not read. A move also
  // needs its own permission (the state machine's, checked by moveOrder).
  .put("/:id", can("orders.edit"), validJson(adminOrderUpdateSchema), async (c) => {
    const id = idParam(c);
    const { status, fromStatus, note, carrier, trackingNumber } = c.req.valid("json");
    const { admin, deps } = c.var;
    const order = await deps.prisma.order.findUnique({
      where: { id },
      select: { status: true, carrier: true, trackingNumber: true },
    });
    if (!order) throw notFound("Order");
    if (status !== "SHIPPED" || order.status === "SHIPPED") {
      for (const [field, value] of [
        ["carrier", carrier],
        ["trackingNumber", trackingNumber],
      ] as const)
        if (value != null && value !== order[field])
          throw badRequest(`${field} is only sent with a move to status SHIPPED`, field);
    }
    const shipment = { carrier: carrier ?? undefined, trackingNumber: trackingNumber ?? undefined };
    const staff = { ...admin, clientKey: clientKeyOf(c) };
    if (status) await moveOrder(deps, id, status, staff, { fromStatus, shipment });
    if (note) await noteOrder(deps, id, note, staffActor(c));
    return c.json(await loadOrder(c, id));
  })
  // The full refund: everything not refunded yet (docs/behaviour.md §15).
  .post("/:id/refund", can("orders.refund"), async (c) => {
    const id = idParam(c);
    const { restock, reason } = await optionalJsonBody(c, adminFullRefundSchema);
    const order = await loadOrder(c, id);
    if (order.status !== "REFUNDED") {
      const { refund } = await refundRemainder(c.var.deps, id, { restock, reason, actor: c.var.admin.username });
      const changes = refundAuditChanges(refund);
      await recordAudit(c.var.deps.prisma, { ...staffActor(c), action: "order.refunded", recordId: id, changes });
    }
    return c.json(await loadOrder(c, id));
  })
  // A refund of chosen units, the shipping and/or a sum; an Idempotency-Key answers its refund again.
  .post("/:id/refunds", can("orders.refund"), validJson(adminRefundSchema), async (c) => {
    const id = idParam(c);
    const { items, amount, shipping, restock, reason } = c.req.valid("json");
    const idempotencyKey = c.req.header("idempotency-key")?.trim() || undefined;
    if (idempotencyKey && idempotencyKey.length > 200)
      throw badRequest("Idempotency-Key must be at most 200 characters", "Idempotency-Key");
    const { refund, replayed } = await refundOrder(
      c.var.deps,
      id,
      { items, shipping, sumCents: amount === undefined ? 0 : toCents(amount), restock, reason, idempotencyKey },
      c.var.admin.username,
    );
    if (!replayed) {
      const changes = refundAuditChanges(refund);
      await recordAudit(c.var.deps.prisma, { ...staffActor(c), action: "order.refunded", recordId: id, changes });
    }
    const order = await loadOrder(c, id);
    const result: AdminRefundResult = { refund: toAdminRefund(refund, order.items), order };
    return c.json(result, replayed ? 200 : 201);
  })
  // What that refund would give back, refused as it would be; nothing written (the refund dialog's total).
  .post("/:id/refunds/quote", can("orders.refund"), validJson(adminRefundQuoteSchema), async (c) => {
    const { items, amount, shipping } = c.req.valid("json");
    const sumCents = amount === undefined ? 0 : toCents(amount);
    const plan = await quoteRefund(c.var.deps, idParam(c), { items, shipping, sumCents });
    const quote: AdminRefundQuote = {
      lines: plan.lines.map(({ amountCents, ...line }) => ({ ...line, amount: toEuros(amountCents) })),
      shipping: toEuros(plan.shippingCents),
      sum: toEuros(plan.sumCents),
      total: toEuros(plan.amountCents),
      refundableAfter: toEuros(plan.remainingCents),
    };
    return c.json(quote);
  })
  // A returned parcel received, with what came back (each line's units and whether their seal is
  // intact; without a body, every unit the withdrawals name, intact): the refund of what is
  // refunded is due within 14 days.
  .post("/:id/returned", can("orders.return"), async (c) => {
    const id = idParam(c);
    const units = await returnedUnitsBody(c);
    await receiveReturn(c.var.deps, id, c.var.admin.username, units);
    await recordAudit(c.var.deps.prisma, {
      ...staffActor(c),
      action: "order.return_received",
      recordId: id,
      changes: ["returnReceivedAt"],
    });
    return c.json(await loadOrder(c, id));
  })
  // Sends one of the shopper's e-mails again (through the outbox, like the first one): 202, and
  // the history records it once it is sent. Limited per order and per staff member (429).
  .post("/:id/emails", can("orders.resend"), validJson(orderEmailResendSchema), async (c) => {
    const { kind } = c.req.valid("json");
    await resendOrderEmail(c.var.deps, idParam(c), kind, { ...staffActor(c), userId: c.var.admin.userId });
    return c.json({ queued: true, kind }, 202);
  })
  .get("/:id/invoice", can("orders.read"), (c) => documentAnswer(c, "invoice"))
  .get("/:id/credit-note", can("orders.read"), (c) => documentAnswer(c, "credit_note"))
  .get("/:id/credit-notes/:number", can("orders.read"), async (c) => {
    const id = idParam(c);
    const number = c.req.param("number");
    const refund = await c.var.deps.prisma.refund.findFirst({ where: { orderId: id, creditNoteNumber: number } });
    const latest = await c.var.deps.prisma.order.findFirst({ where: { id, creditNoteNumber: number } });
    const file = refund || latest ? await documentNumbered(c.var.deps, number, "credit_note") : null;
    if (!file) throw notFound("Credit note");
    // The buyer's name and address are on it: a read of personal data, as the other documents.
    await recordAudit(c.var.deps.prisma, { ...staffActor(c), action: "order.credit_note_downloaded", recordId: id });
    return pdfResponse(file);
  });

/**
 * The returned parcel's units as staff recorded them, or undefined for an empty body. A body that
 * is not one is refused with 422 naming the field, as the units the order does not have are.
 */
async function returnedUnitsBody(c: Context<AppEnv>) {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw unprocessable("The request body is not valid JSON");
  }
  const parsed = adminReturnSchema.safeParse(body);
  if (parsed.success) return parsed.data.units;
  const invalid = fromZodError(parsed.error);
  throw unprocessable(invalid.message, invalid.field);
}

async function documentAnswer(c: Context<AppEnv>, kind: DocumentKind) {
  const id = idParam(c);
  const file = await orderDocument(c.var.deps, { id }, kind);
  if (!file) throw notFound(kind === "invoice" ? "Invoice" : "Credit note");
  const action = kind === "invoice" ? "order.invoice_downloaded" : "order.credit_note_downloaded";
  await recordAudit(c.var.deps.prisma, { ...staffActor(c), action, recordId: id });
  return pdfResponse(file);
}
