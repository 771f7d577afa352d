// POST /api/orders, POST /api/orders/confirm/{orderNumber}, the order status page's lookup and its
// documents, the withdrawal function (docs/api-contract.md), and the cart's server-side quote.
import { Hono, type Context, type Next } from "hono";
import { toLanguage, type WithdrawalReceipt } from "@shop/shared";
import { ORDER_NUMBER_PATTERN } from "@shop/shared/order-number";
import type { AppEnv } from "../context.ts";
import { ApiError, notFound } from "../errors.ts";
import type { DocumentKind } from "@shop/shared";
import { orderDocument, pdfResponse } from "../invoices/order-documents.ts";
import { createOrder, CUSTOMER_ACTOR, lookUpOrder, quoteCart, settleOrder, withdrawFromOrder } from "./index.ts";
import { validJson } from "../http/validate.ts";
import { clientAddress } from "../http/client-address.ts";
import { cartQuoteSchema, createOrderSchema, orderLookupSchema, withdrawalSchema } from "./validators.ts";

export const orderRoutes = new Hono<AppEnv>()
  .post("/", validJson(createOrderSchema), async (c) => {
    const created = await createOrder(c.var.deps, c.req.valid("json"), { address: clientAddress(c) });
    return c.json(created, 201);
  })
  .post("/confirm/:orderNumber", async (c) => {
    const orderNumber = c.req.param("orderNumber").toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw notFound("Order");
    const settled = await settleOrder(c.var.deps, orderNumber, CUSTOMER_ACTOR);
    // 202: the payment was accepted and the bank settles it later (a SEPA debit); ask again then.
    return c.json(settled, settled.status === "PAYMENT_PROCESSING" ? 202 : 200);
  })
  // The order status page: an order's details for whoever knows its number and e-mail. Never
  // stored by a browser or a proxy, whatever the answer (errors included).
  .post("/lookup", noStore, validJson(orderLookupSchema), async (c) =>
    c.json(await lookUpOrder(c.var.deps, c.req.valid("json"), clientAddress(c))),
  )
  // The withdrawal function's "Confirm withdrawal": 201 when received now, 200 with the earlier
  // withdrawal that already covers it. Personal data: never stored by a browser or a proxy.
  .post("/withdrawals", noStore, validJson(withdrawalSchema), async (c) => {
    const { withdrawal, created, shipped } = await withdrawFromOrder(c.var.deps, c.req.valid("json"), clientAddress(c));
    const receipt: WithdrawalReceipt = {
      withdrawalId: withdrawal.id,
      receivedAt: withdrawal.receivedAt.toISOString(),
      shipped,
    };
    return c.json(receipt, created ? 201 : 200);
  })
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
  const { items, language, discountCode, shipTo } = c.req.valid("json");
  return c.json(await quoteCart(c.var.deps, items, toLanguage(language), discountCode, shipTo?.country));
});
