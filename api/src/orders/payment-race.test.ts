// Rule 4 under load: many confirms and webhooks for the same paid order at once end in exactly one
// paid order, one stock decrement and one confirmation e-mail. Meaningful on PostgreSQL (real
// concurrent transactions across a connection pool); on PGlite the requests serialise.
// Runs on PostgreSQL too (api/vitest.config.ts): concurrent confirms and webhooks over a connection pool.
import { expect, it } from "vitest";
import {
  confirm,
  orderOf,
  outboxFor,
  placeOrder,
  postWebhook,
  stockOf,
  usePaymentShop,
} from "../../test/payment-shop.ts";

const shop = usePaymentShop({ reset: false });

it("20 concurrent confirms and webhooks for one card order: one paid order, one stock decrement, one e-mail", async () => {
  const order = await placeOrder(shop, "CARD", [{ slug: "drug-tests", quantity: 2 }]);
  const intent = shop.stripe.pay(order.paymentReference);
  const redelivered = shop.stripe.webhook("payment_intent.succeeded", intent);
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => {
      if (i % 2 === 0) return confirm(shop, order.orderNumber);
      // Stripe retries one delivery and may also send the event more than once under new ids.
      return postWebhook(
        shop,
        "stripe",
        i % 4 === 1 ? redelivered : shop.stripe.webhook("payment_intent.succeeded", intent),
      );
    }),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
  const stored = await orderOf(shop, order.orderNumber);
  expect(stored.status).toBe("PAID");
  expect(stored.events.filter((e) => e.type === "paid")).toHaveLength(1);
  expect(await stockOf(shop)).toBe(8);
  expect(await outboxFor(shop, order.orderNumber)).toHaveLength(2); // the shopper's e-mail and the shop's copy
  expect(await shop.deps.prisma.order.count({ where: { status: "PAID" } })).toBe(1);
});

it("20 concurrent confirms for one approved PayPal order: one capture, one paid order, one e-mail", async () => {
  const order = await placeOrder(shop, "PAYPAL", [{ slug: "vitamin-d-test", quantity: 1 }]);
  shop.paypal.approve(order.paymentReference);
  const responses = await Promise.all(Array.from({ length: 20 }, () => confirm(shop, order.orderNumber)));
  expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
  const stored = await orderOf(shop, order.orderNumber);
  expect(stored.events.filter((e) => e.type === "paid")).toHaveLength(1);
  expect(shop.paypal.orders.get(order.paymentReference)!.purchase_units[0].payments!.captures).toHaveLength(1);
  expect(await stockOf(shop, "vitamin-d-test")).toBe(9);
  expect(await outboxFor(shop, order.orderNumber)).toHaveLength(2);
});
