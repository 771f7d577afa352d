// One customer as the console sees them: every order placed with one e-mail address (in any case),
// counted and summed by the database. The orders themselves are the order list's `email` filter.
import { Hono } from "hono";
import { toEuros, type AdminCustomerRecord } from "@shop/shared";
import { REVENUE_STATUSES } from "@shop/shared/order-states";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../auth/guard.ts";
import { badRequest, notFound } from "../errors.ts";
import { customerOrders } from "./orders.routes.ts";

const MAX_EMAIL_LENGTH = 320;

export const adminCustomerRoutes = new Hono<AppEnv>().use(requireRole("ADMIN", "SUPPORT")).get("/:email", async (c) => {
  const asked = c.req.param("email").trim();
  if (!asked || asked.length > MAX_EMAIL_LENGTH)
    throw badRequest(`email must be 1 to ${MAX_EMAIL_LENGTH} characters`, "email");
  const { prisma } = c.var.deps;
  const where = customerOrders(asked);
  const [all, paid, latest] = await Promise.all([
    prisma.order.aggregate({ where, _count: { _all: true }, _min: { createdAt: true }, _max: { createdAt: true } }),
    prisma.order.aggregate({
      where: { ...where, status: { in: [...REVENUE_STATUSES] } },
      _count: { _all: true },
      _sum: { totalCents: true },
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
    paidTotal: toEuros(paid._sum.totalCents ?? 0),
    firstOrderAt: all._min.createdAt.toISOString(),
    lastOrderAt: all._max.createdAt.toISOString(),
  };
  return c.json(customer);
});
