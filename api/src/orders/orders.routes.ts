// POST /api/orders, POST /api/orders/confirm/{orderNumber}, the order status page's lookup and its
// documents (docs/api-contract.md), and the cart's server-side quote.
import { Hono, type Context, type Next } from "hono";
import { toLanguage } from "@shop/shared";
import { cartQuoteSchema, createOrderSchema, orderLookupSchema } from "@shop/shared/schemas";
import { ORDER_NUMBER_PATTERN } from "@shop/shared/order-number";
import type { AppEnv } from "../context.ts";
import { ApiError, notFound } from "../errors.ts";
import type { DocumentKind } from "../invoices/document-numbers.ts";
import { orderDocument, pdfResponse } from "../invoices/order-documents.ts";
import { lookUpOrder } from "./order-lookup.ts";
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
  })
  // The order status page: an order's details for whoever knows its number and e-mail. Never
  // stored by a browser or a proxy, whatever the answer (errors included).
  .post("/lookup", noStore, validJson(orderLookupSchema), async (c) =>
    c.json(await lookUpOrder(c.var.deps, c.req.valid("json"), clientAddress(c))),
  )
  // The PDFs the lookup links to; the token in the link is the permission (document-links.ts).
  .get("/:orderNumber/invoice", noStore, (c) => shopperDocument(c, "invoice"))
  .get("/:orderNumber/credit-note", noStore, (c) => shopperDocument(c, "credit_note"));

async function noStore(c: Context<AppEnv>, next: Next) {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
}

async function shopperDocument(c: Context<AppEnv>, kind: DocumentKind) {
  const { deps } = c.var;
  const orderNumber = c.req.param("orderNumber")?.toUpperCase() ?? "";
  const allowed = await deps.documentLinks.verify(c.req.query("token") ?? "", kind);
  if (!allowed || allowed !== orderNumber)
    throw new ApiError(403, "link_expired", "This download link has expired; look up the order again for a new one");
  const file = await orderDocument(deps, { number: orderNumber }, kind);
  if (!file) throw notFound(kind === "invoice" ? "Invoice" : "Credit note");
  return pdfResponse(file);
}

export const cartRoutes = new Hono<AppEnv>().post("/quote", validJson(cartQuoteSchema), async (c) => {
  const { items, language } = c.req.valid("json");
  return c.json(await quoteCart(c.var.deps, items, toLanguage(language)));
});
