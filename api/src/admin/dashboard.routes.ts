import { Hono } from "hono";
import { LOW_STOCK, toEuros, type AdminDashboard } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../auth/guard.ts";
import { pickTranslation } from "../catalog/translations.ts";

const DAYS = 30;

export const adminDashboardRoutes = new Hono<AppEnv>().get("/", requireRole("ADMIN", "SUPPORT"), async (c) => {
  const { prisma } = c.var.deps;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const since = new Date(today.getTime() - (DAYS - 1) * 86_400_000);
  const [paid, awaitingShipment, lowStock] = await Promise.all([
    prisma.order.findMany({
      where: { paidAt: { gte: since }, status: { in: ["PAID", "SHIPPED", "DELIVERED"] } },
      select: { paidAt: true, totalCents: true },
    }),
    prisma.order.count({ where: { status: "PAID" } }),
    prisma.product.findMany({
      where: { stock: { lte: LOW_STOCK }, active: true },
      include: { translations: true },
      orderBy: { stock: "asc" },
      take: 20,
    }),
  ]);
  const days = Array.from({ length: DAYS }, (_, i) => ({
    date: new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10),
    cents: 0,
    orders: 0,
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const order of paid) {
    const day = byDate.get(order.paidAt!.toISOString().slice(0, 10));
    if (day) {
      day.cents += order.totalCents;
      day.orders += 1;
    }
  }
  const body: AdminDashboard = {
    days: days.map((day) => ({ date: day.date, revenue: toEuros(day.cents), orders: day.orders })),
    revenue30d: toEuros(days.reduce((sum, day) => sum + day.cents, 0)),
    orders30d: days.reduce((sum, day) => sum + day.orders, 0),
    awaitingShipment,
    lowStock: lowStock.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: pickTranslation(p.translations, "en")?.name ?? p.slug,
      stock: p.stock,
    })),
  };
  return c.json(body);
});
