// One customer as the console sees them: every order placed with one e-mail address (in any case),
// counted and summed by the database. The orders themselves are the order list's `email` filter.
// Each look-up is in the audit log (customer.viewed), found or not: asking whether someone is a
// customer of this shop already tells something about their health. An administrator can export everything the shop holds about the address, and erase it
// (customer-data.ts, docs/behaviour.md §17).
import { Hono, type Context } from "hono";
import { toEuros, type AdminCustomerRecord } from "@shop/shared";
import { PAID_STATUSES, REVENUE_STATUSES } from "@shop/shared/order-states";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { badRequest, fromZodError, notFound } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { eraseCustomer, exportCustomerData } from "./customer-data.ts";
import { customerEmailSchema, customerEraseSchema } from "./validators.ts";
import { customerOrders } from "./orders.routes.ts";
import { customerRecordId, recordAudit, staffActor } from "../audit/audit-log.ts";

const MAX_EMAIL_LENGTH = 320;

/** The path's address for an export or an erasure: those act on exactly one e-mail address. */
function emailParam(c: Context<AppEnv>): string {
  const parsed = customerEmailSchema.safeParse(c.req.param("email"));
  if (!parsed.success) throw fromZodError(parsed.error, "email");
  return parsed.data;
}

export const adminCustomerRoutes = new Hono<AppEnv>()
  .get("/:email/export", can("customers.export"), async (c) => {
    const email = emailParam(c);
    const document = await exportCustomerData(c.var.deps, email);
    const entry = { ...staffActor(c), recordId: customerRecordId(c.var.deps, email) };
    await recordAudit(c.var.deps.prisma, { ...entry, action: "customer.exported" });
    const day = document.exportedAt.slice(0, 10);
    return c.json(document, 200, {
      "Content-Disposition": `attachment; filename="customer-data-${day}.json"`,
      "Cache-Control": "no-store",
    });
  })
  .post("/:email/erase", can("customers.erase"), validJson(customerEraseSchema), async (c) => {
    const email = emailParam(c);
    const { reason } = c.req.valid("json");
    const erased = await eraseCustomer(c.var.deps, email, { reason, actor: c.var.admin.username });
    const entry = { ...staffActor(c), recordId: customerRecordId(c.var.deps, email) };
    await recordAudit(c.var.deps.prisma, { ...entry, action: "customer.erased", changes: ["personalData"] });
    return c.json(erased);
  })
  .get("/:email", can("customers.read"), async (c) => {
    const asked = c.req.param("email").trim();
    if (!asked || asked.length > MAX_EMAIL_LENGTH)
      throw badRequest(`email must be 1 to ${MAX_EMAIL_LENGTH} characters`, "email");
    const { prisma } = c.var.deps;
    await recordAudit(prisma, {
      ...staffActor(c),
      action: "customer.viewed",
      recordId: customerRecordId(c.var.deps, asked),
    });
    const where = customerOrders(asked);
    // What the customer paid counts what the shop kept: the orders not refunded in full, less what
    // went back of them in part (a refund in full kept nothing).
    const kept = { ...where, status: { in: [...REVENUE_STATUSES] } };
    const [all, paid, keptRefunds, refunded, latest] = await Promise.all([
      prisma.order.aggregate({ where, _count: { _all: true }, _min: { createdAt: true }, _max: { createdAt: true } }),
      prisma.order.aggregate({ where: kept, _count: { _all: true }, _sum: { totalCents: true } }),
      prisma.refund.aggregate({ where: { status: "done", order: kept }, _sum: { amountCents: true } }),
      prisma.refund.aggregate({
        where: { status: "done", order: { ...where, status: { in: [...PAID_STATUSES] } } },
        _sum: { amountCents: true },
      }),
      prisma.order.findFirst({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        include: { addresses: { where: { kind: "SHIPPING" } } },
      }),
    ]);
    if (!latest || !all._min.createdAt || !all._max.createdAt) throw notFound("Customer");
    const shipping = latest.addresses[0];
    const customer: AdminCustomerRecord = {
      id: asked,
      email: latest.email,
      customerName: shipping ? `${shipping.firstName} ${shipping.lastName}`.trim() : "",
      orderCount: all._count._all,
      paidOrderCount: paid._count._all,
      paidTotal: toEuros((paid._sum.totalCents ?? 0) - (keptRefunds._sum.amountCents ?? 0)),
      refundedTotal: toEuros(refunded._sum.amountCents ?? 0),
      firstOrderAt: all._min.createdAt.toISOString(),
      lastOrderAt: all._max.createdAt.toISOString(),
    };
    return c.json(customer);
  });
