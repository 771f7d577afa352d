// Totals Stripe cannot charge (issue 32, H5), on the Stripe stand-in, which refuses a payment under
// €0.50 as Stripe does: a total of 0 (a 100 % code) is an order that needs no payment, paid at once
// by the path a confirmed payment takes (invoice, confirmation e-mail), whatever the method; a
// total between 0 and €0.50 is refused at the quote and at the order (422), before any order is
// placed, so no stock and no use of the code is held.
import { beforeAll, describe, expect, it } from "vitest";
import type { CartQuote, CreateOrderResponse } from "@shop/shared";
import { orderPayload } from "../../test/harness.ts";
import { messages } from "../messages/index.ts";
import { confirm, outboxFor, sentMails, stockOf, usePaymentShop } from "../../test/payment-shop.ts";

const shop = usePaymentShop();
let admin: string;
beforeAll(async () => {
  admin = await shop.login();
});

const createCode = async (body: Record<string, unknown>) => {
  const response = await shop.request("/api/admin/discount-codes", { method: "POST", json: body, token: admin });
  expect(response.status).toBe(201);
};
const quote = (discountCode: string) =>
  shop.request("/api/cart/quote", {
    method: "POST",
    json: { items: [{ slug: "drug-tests", quantity: 1 }], language: "en", discountCode },
  });
const order = (discountCode: string, paymentMethod = "CARD") =>
  shop.request("/api/orders", {
    method: "POST",
    json: orderPayload([{ slug: "drug-tests", quantity: 1 }], { discountCode, paymentMethod }),
  });

describe("a total of 0", () => {
  it.each(["CARD", "PAYPAL"])(
    "is paid at once, invoiced and e-mailed, with no payment at the provider (%s)",
    async (method) => {
      const code = `FREE${method}`;
      await createCode({ code, kind: "PERCENT", value: 100 });
      const quoted = await quote(code);
      expect(quoted.status).toBe(200);
      expect(((await quoted.json()) as CartQuote).total).toBe(0);
      const intents = shop.stripe.intents.size;

      const placed = await order(code, method);
      expect(placed.status).toBe(201);
      const created = (await placed.json()) as CreateOrderResponse;
      expect(created).toMatchObject({ total: 0, paid: true, paymentReference: "", clientSecret: "" });
      expect(shop.stripe.intents.size).toBe(intents);

      const stored = await shop.deps.prisma.order.findUniqueOrThrow({
        where: { number: created.orderNumber },
        include: { documents: true, events: { orderBy: { id: "asc" } }, redemption: true },
      });
      expect(stored).toMatchObject({ status: "PAID", totalCents: 0, expiresAt: null, paymentReference: null });
      expect(stored.paidAt).not.toBeNull();
      expect(stored.documents.map((document) => document.kind)).toEqual(["invoice"]);
      expect(stored.events.map((event) => event.type)).toEqual(["created", "paid"]);
      expect(stored.redemption).not.toBeNull();
      expect(await stockOf(shop)).toBe(9);
      // The confirmation e-mail is in the outbox, sent by the worker as after any payment.
      expect(
        await shop.deps.prisma.outboxMessage.count({ where: { kind: "order-confirmation", orderId: stored.id } }),
      ).toBeGreaterThan(0);
      expect((await outboxFor(shop, created.orderNumber)).length).toBeGreaterThan(0);
      // Nothing was paid by card or PayPal, and the e-mail does not say so.
      const copy = messages("de").orderMail;
      const confirmation = (await sentMails(shop)).find((mail) => mail.file.includes(created.orderNumber))!;
      expect(confirmation.text).toContain(`${copy.paymentMethod}: ${copy.noPayment}`);
      expect(confirmation.text).not.toContain(copy.paymentMethods[method as "CARD" | "PAYPAL"]);
      // The storefront confirms as after a payment: the order is paid already.
      const confirmed = await confirm(shop, created.orderNumber);
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({ status: "PAID", total: 0 });
    },
  );
});

describe("a total between 0 and €0.50", () => {
  it("is refused at the quote and at the order (422), no order placed, no stock held, no use of the code", async () => {
    // €24.90 less €24.60: €0.30 left, which Stripe would not charge.
    await createCode({ code: "THIRTYLEFT", kind: "AMOUNT", value: 24.6 });
    const quoted = await quote("THIRTYLEFT");
    expect(quoted.status).toBe(422);
    expect((await quoted.json()).error).toMatchObject({ code: "total_below_minimum", field: "discountCode" });

    const orders = await shop.deps.prisma.order.count();
    const intents = shop.stripe.intents.size;
    for (const method of ["CARD", "PAYPAL", "SEPA_DEBIT"]) {
      const placed = await order("THIRTYLEFT", method);
      expect(placed.status).toBe(422);
      const { error } = await placed.json();
      expect(error).toMatchObject({ code: "total_below_minimum", field: "discountCode" });
      expect(error.message).toContain("€0.50");
    }
    expect(await shop.deps.prisma.order.count()).toBe(orders);
    expect(shop.stripe.intents.size).toBe(intents);
    expect(await stockOf(shop)).toBe(10);
    const code = await shop.deps.prisma.discountCode.findUniqueOrThrow({ where: { code: "THIRTYLEFT" } });
    expect(code.usageCount).toBe(0);
    expect(await shop.deps.prisma.discountRedemption.count({ where: { discountCodeId: code.id } })).toBe(0);
  });

  it("is refused naming the items when no code brought it there (a product at €0.30)", async () => {
    await shop.deps.prisma.product.update({ where: { slug: "vitamin-d-test" }, data: { priceCents: 30 } });
    try {
      const items = [{ slug: "vitamin-d-test", quantity: 1 }];
      const quoted = await shop.request("/api/cart/quote", { method: "POST", json: { items, language: "de" } });
      expect(quoted.status).toBe(422);
      expect((await quoted.json()).error).toMatchObject({ code: "total_below_minimum", field: "items" });
      const placed = await shop.request("/api/orders", { method: "POST", json: orderPayload(items) });
      expect(placed.status).toBe(422);
      expect(await stockOf(shop, "vitamin-d-test")).toBe(10);
    } finally {
      await shop.deps.prisma.product.update({ where: { slug: "vitamin-d-test" }, data: { priceCents: 1900 } });
    }
  });

  it("leaves €0.50 and more to the provider as before", async () => {
    await createCode({ code: "FIFTYLEFT", kind: "AMOUNT", value: 24.4 });
    const placed = await order("FIFTYLEFT");
    expect(placed.status).toBe(201);
    expect(await placed.json()).toMatchObject({ total: 0.5, paid: false });
  });
});
