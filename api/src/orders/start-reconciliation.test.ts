// A payment the provider took whose confirmation a crash cut (the shopper's confirm never reached
// the shop, no webhook yet) is paid by the start-up pass of the next instance that starts, not
// 30 minutes later when its payment window ends; an order not paid waits as before.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { orderOf, payInTestMode, placeOrder, restart, usePaymentShop } from "../../test/payment-shop.ts";
import { reconcileOpenPayments, runOrderSweep } from "./reconcile-orders.ts";

describe("in test mode", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  });
  afterAll(() => shop?.close());

  it("pays, at start, an order paid at the provider but never confirmed; leaves an unpaid one waiting", async () => {
    const paidThere = await placeOrder(shop, "CARD");
    expect((await payInTestMode(shop, paidThere)).status).toBe(200);
    // The process dies before the shopper's confirm arrives.
    const unpaid = await placeOrder(shop, "CARD");

    const next = await restart(shop);
    try {
      // The sweep alone leaves it until its payment window ends.
      await runOrderSweep(next.deps, "next-instance");
      expect((await orderOf(shop, paidThere.orderNumber)).status).toBe("PENDING_PAYMENT");

      expect(await reconcileOpenPayments(next.deps)).toEqual({ checked: 2, paid: 1 });
      const paid = await orderOf(shop, paidThere.orderNumber);
      expect(paid.status).toBe("PAID");
      expect(paid.invoiceNumber).toBeTruthy();
      const waiting = await orderOf(shop, unpaid.orderNumber);
      expect(waiting.status).toBe("PENDING_PAYMENT");
      // Still payable: the pass asked, it cancelled nothing.
      expect((await payInTestMode(shop, unpaid)).status).toBe(200);

      // Asked again (another instance starting): nothing changes twice.
      expect(await reconcileOpenPayments(next.deps)).toEqual({ checked: 1, paid: 1 });
      expect((await orderOf(shop, paidThere.orderNumber)).events.filter((e) => e.type === "paid")).toHaveLength(1);
    } finally {
      await next.close();
    }
  });
});

describe("with Stripe (the stand-in)", () => {
  const shop = usePaymentShop({ reset: { cancelPending: true } });
  beforeEach(() => {
    shop.stripe.down = false;
  });

  it("pays an order whose PaymentIntent succeeded, asking Stripe at start", async () => {
    const order = await placeOrder(shop, "CARD");
    shop.stripe.pay(order.paymentReference);
    expect(await reconcileOpenPayments(shop.deps)).toEqual({ checked: 1, paid: 1 });
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PAID");
  });

  it("leaves the orders to the confirm, the webhook and the sweep when Stripe does not answer", async () => {
    const order = await placeOrder(shop, "CARD");
    shop.stripe.pay(order.paymentReference);
    shop.stripe.down = true;
    expect(await reconcileOpenPayments(shop.deps)).toEqual({ checked: 1, paid: 0 });
    expect((await orderOf(shop, order.orderNumber)).status).toBe("PENDING_PAYMENT");
    shop.stripe.down = false;
    expect(await reconcileOpenPayments(shop.deps)).toEqual({ checked: 1, paid: 1 });
  });
});
