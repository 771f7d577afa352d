import { Hono } from "hono";
import { toEuros, type AdminDashboard } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { pickTranslation } from "../catalog/translations.ts";
import { lowStockProducts } from "../catalog/product-store.ts";
import {
  ordersAwaitingShipment,
  ordersWithOpenWithdrawal,
  paidOrdersByDay,
  returnsAwaitingRefund,
} from "../orders/index.ts";

const DAYS = 30;

export const adminDashboardRoutes = new Hono<AppEnv>().get("/", can("dashboard.read"), async (c) => {
  const { deps } = c.var;
  const [days, awaitingShipment, openWithdrawals, returns, lowStock] = await Promise.all([
    paidOrdersByDay(deps, DAYS),
    ordersAwaitingShipment(deps),
    ordersWithOpenWithdrawal(deps),
    returnsAwaitingRefund(deps),
    lowStockProducts(deps),
  ]);
  const body: AdminDashboard = {
    days: days.map((day) => ({ date: day.date, revenue: toEuros(day.cents), orders: day.orders })),
    revenue30d: toEuros(days.reduce((sum, day) => sum + day.cents, 0)),
    orders30d: days.reduce((sum, day) => sum + day.orders, 0),
    awaitingShipment,
    openWithdrawals,
    returnsAwaitingRefund: returns,
    lowStock: lowStock.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: pickTranslation(p.translations, "en")?.name ?? p.slug,
      stock: p.stock,
    })),
  };
  return c.json(body);
});
