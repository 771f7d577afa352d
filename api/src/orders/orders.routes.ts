// POST /api/orders and POST /api/orders/confirm/{orderNumber} (docs/api-contract.md), and the
// cart's server-side quote.
import { Hono } from "hono";
import { toLanguage } from "@shop/shared";
import { cartQuoteSchema, createOrderSchema } from "@shop/shared/schemas";
import { ORDER_NUMBER_PATTERN } from "@shop/shared/order-number";
import type { AppEnv } from "../context.ts";
import { notFound } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { clientAddress } from "../http/client-address.ts";
import { createOrder } from "./create-order.ts";
import { CUSTOMER_ACTOR } from "./order-records.ts";
import { settleOrder } from "./settle-order.ts";
import { quoteCart } from "./pricing.ts";

export const orderRoutes = new Hono<AppEnv>()
  .post("/", validJson(createOrderSchema), async (c) => {
    const created = await createOrder(c.var.deps, c.req.valid("json"), { address: clientAddress(c) });
    return c.json(created, 201);
  })
  .post("/confirm/:orderNumber", async (c) => {
    const orderNumber = c.req.param("orderNumber").toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw notFound("Order");
    return c.json(await settleOrder(c.var.deps, orderNumber, CUSTOMER_ACTOR));
  });

export const cartRoutes = new Hono<AppEnv>().post("/quote", validJson(cartQuoteSchema), async (c) => {
  const { items, language } = c.req.valid("json");
  return c.json(await quoteCart(c.var.deps, items, toLanguage(language)));
});
