// The built-in test provider (test mode: no payment keys at all), through its confirm route.
import type { ApiErrorBody } from "@shop/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { confirm, orderOf, placeOrder } from "../../test/payment-shop.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 100 }]);
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.deps.prisma.product.updateMany({ data: { stock: 100 } });
});

type Placed = Awaited<ReturnType<typeof placeOrder>>;
const testConfirm = (order: Placed, method: "card" | "paypal", cardNumber?: string) =>
  shop.request("/api/payments/test/confirm", {
    method: "POST",
    json: { paymentReference: order.paymentReference, clientSecret: order.clientSecret, method, cardNumber },
  });

describe("POST /api/payments/test/confirm", () => {
  it("pays a card order with a test card and a PayPal order with the PayPal stand-in", async () => {
    const card = await placeOrder(shop, "CARD");
    expect((await testConfirm(card, "card", "4242424242424242")).status).toBe(200);
    expect((await confirm(shop, card.orderNumber)).status).toBe(200);
    const paypal = await placeOrder(shop, "PAYPAL");
    expect((await testConfirm(paypal, "paypal")).status).toBe(200);
    expect((await confirm(shop, paypal.orderNumber)).status).toBe(200);
  });

  it("refuses to complete a card order as PayPal (409) and leaves it unpaid", async () => {
    const order = await placeOrder(shop, "CARD");
    const response = await testConfirm(order, "paypal");
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiErrorBody).error).toMatchObject({
      code: "payment_method_mismatch",
      field: "method",
    });
    expect((await confirm(shop, order.orderNumber)).status).toBe(409);
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");
    expect(
      (await shop.deps.prisma.testPayment.findUniqueOrThrow({ where: { id: order.paymentReference } })).status,
    ).toBe("requires_payment_method");
  });

  it("refuses to complete a PayPal order with a card number (409) and leaves it unpaid", async () => {
    const order = await placeOrder(shop, "PAYPAL");
    const response = await testConfirm(order, "card", "4242424242424242");
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe("payment_method_mismatch");
    expect((await confirm(shop, order.orderNumber)).status).toBe(409);
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");
  });

  it("answers 404 for a payment that belongs to no order, or with the wrong client secret", async () => {
    const payment = await shop.deps.payments.test!.createPayment({
      orderNumber: "TK-NONE-0000",
      amountCents: 100,
      currency: "EUR",
      method: "CARD",
      email: "a@example.com",
      idempotencyKey: "x",
    });
    const loose = {
      paymentReference: payment.reference,
      clientSecret: payment.clientSecret,
      orderNumber: "",
      total: 1,
      gateway: "TEST" as const,
      discount: 0,
      discountCode: null,
      paid: false,
    };
    expect((await testConfirm(loose, "card", "4242424242424242")).status).toBe(404);
    const order = await placeOrder(shop, "CARD");
    expect(
      (
        await testConfirm(
          { ...order, clientSecret: `${order.paymentReference}_secret_wrong` },
          "card",
          "4242424242424242",
        )
      ).status,
    ).toBe(404);
  });
});
