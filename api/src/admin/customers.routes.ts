// One customer as the console sees them: every order placed with one e-mail address (in any case),
// counted and summed by the database. The orders themselves are the order list's `email` filter.
// Each look-up is in the audit log (customer.viewed), found or not: asking whether someone is a
// customer of this shop already tells something about their health. An administrator can export everything the shop holds about the address, and erase it
// (customer-data.ts, docs/behaviour.md §17). Every route takes the address in its JSON body, never
// in its path: request logs and proxies keep paths, and an address there would outlive its erasure.
import { Hono } from "hono";
import { toEuros, type AdminCustomerRecord } from "@shop/shared";
import { PAID_STATUSES, REVENUE_STATUSES } from "@shop/shared/order-states";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { notFound } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { eraseCustomer, exportCustomerData } from "./customer-data.ts";
import { customerEraseSchema, customerExportSchema, customerLookupSchema } from "./validators.ts";
import { customerOrders } from "./orders.routes.ts";
import { customerRecordId, recordAudit, staffActor } from "../audit/audit-log.ts";
import { recordRead } from "../audit/read-audit.ts";

export const adminCustomerRoutes = new Hono<AppEnv>()
  .post("/export", can("customers.export"), validJson(customerExportSchema), async (c) => {
    const { email } = c.req.valid("json");
    const document = await exportCustomerData(c.var.deps, email);
    const entry = { ...staffActor(c), recordId: customerRecordId(c.var.deps, email) };
    await recordAudit(c.var.deps.prisma, { ...entry, action: "customer.exported" });
    const day = document.exportedAt.slice(0, 10);
    return c.json(document, 200, {
      "Content-Disposition": `attachment; filename="customer-data-${day}.json"`,
      "Cache-Control": "no-store",
    });
  })
  .post("/erase", can("customers.erase"), validJson(customerEraseSchema), async (c) => {
    const { email, reason } = c.req.valid("json");
    const erased = await eraseCustomer(c.var.deps, email, { reason, actor: c.var.admin.username });
    const entry = { ...staffActor(c), recordId: customerRecordId(c.var.deps, email) };
    await recordAudit(c.var.deps.prisma, { ...entry, action: "customer.erased", changes: ["personalData"] });
    return c.json(erased);
  })
  .post("/lookup", can("customers.read"), validJson(customerLookupSchema), async (c) => {
    const asked = c.req.valid("json").email;
    const { prisma } = c.var.deps;
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
    // Found or not (rows 0), before the answer: whether an address is a customer's is itself telling.
    await recordRead(c, {
      action: "customer.viewed",
      recordId: customerRecordId(c.var.deps, asked),
      rows: latest ? 1 : 0,
    });
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
