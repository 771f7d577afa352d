// Runs on PostgreSQL too (api/vitest.config.ts): placing an order (create-order.ts's SQL).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiErrorBody, CartQuote, CreateOrderResponse } from "@shop/shared";
import { isEmailAddress } from "@shop/shared/contact";
import { ORDER_NUMBER_PATTERN } from "@shop/shared/order-number";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { sweepExpiredOrders } from "./reconcile-orders.ts";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 10 },
    { slug: "vitamin-d-test", priceCents: 1900, stock: 3 },
    { slug: "retired-kit", priceCents: 990, stock: 5, active: false },
  ]);
});
afterAll(() => shop.close());

const stockOf = async (slug: string) => (await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug } })).stock;
const placeOrder = (payload: unknown) => shop.request("/api/orders", { method: "POST", json: payload });
const payWithCard = (order: CreateOrderResponse, cardNumber = "4242 4242 4242 4242") =>
  shop.request("/api/payments/test/confirm", {
    method: "POST",
    json: { paymentReference: order.paymentReference, clientSecret: order.clientSecret, method: "card", cardNumber },
  });

async function resetStock() {
  await shop.deps.prisma.product.update({ where: { slug: "drug-tests" }, data: { stock: 10 } });
  await shop.deps.prisma.product.update({ where: { slug: "vitamin-d-test" }, data: { stock: 3 } });
}

describe("POST /api/orders", () => {
  beforeEach(resetStock);

  it("prices the order on the server, reserves stock and answers the payment's client secret", async () => {
    const response = await placeOrder(
      orderPayload([
        { slug: "drug-tests", quantity: 2, price: 24.9 },
        { slug: "vitamin-d-test", quantity: 1 },
      ]),
    );
    expect(response.status).toBe(201);
    const order = (await response.json()) as CreateOrderResponse;
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.total).toBe(68.8);
    expect(order.clientSecret).toContain("_secret_");
    expect(await stockOf("drug-tests")).toBe(8);
    expect(await stockOf("vitamin-d-test")).toBe(2);

    const stored = await shop.deps.prisma.order.findUniqueOrThrow({
      where: { number: order.orderNumber },
      include: { items: true, addresses: true, events: true },
    });
    expect(stored).toMatchObject({
      status: "PENDING_PAYMENT",
      totalCents: 6880,
      subtotalCents: 6880,
      shippingCents: 0,
      language: "de",
      email: "anna@example.com",
    });
    // German VAT (19 %) contained in the gross total.
    expect(stored.vatCents).toBe(6880 - Math.round(6880 / 1.19));
    // Each line records the rate it is charged: the destination's standard rate today.
    expect(stored.items.map((i) => [i.slug, i.name, i.unitPriceCents, i.quantity, i.vatRate?.toNumber()])).toEqual([
      ["drug-tests", "drug-tests (de)", 2490, 2, 19],
      ["vitamin-d-test", "vitamin-d-test (de)", 1900, 1, 19],
    ]);
    expect(stored.addresses).toHaveLength(2);
    expect(stored.events.map((e) => e.type)).toEqual(["created"]);
  });

  it("takes the payment method as paymentMethod, or as the older paymentProvider where STRIPE means card", async () => {
    const methodOf = async (payment: Record<string, unknown>) => {
      const response = await placeOrder(orderPayload([{ slug: "drug-tests", quantity: 1 }], payment));
      expect(response.status).toBe(201);
      const { orderNumber } = (await response.json()) as CreateOrderResponse;
      return (await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: orderNumber } })).paymentMethod;
    };
    expect(await methodOf({ paymentMethod: "CARD" })).toBe("CARD");
    expect(await methodOf({ paymentMethod: "PAYPAL" })).toBe("PAYPAL");
    expect(await methodOf({ paymentMethod: undefined, paymentProvider: "STRIPE" })).toBe("CARD");
    expect(await methodOf({ paymentMethod: undefined, paymentProvider: "PAYPAL" })).toBe("PAYPAL");
  });

  it("refuses a client price that differs from the catalog, naming the item, and changes nothing", async () => {
    const before = await shop.deps.prisma.order.count();
    const response = await placeOrder(orderPayload([{ slug: "drug-tests", quantity: 1, price: 1 }]));
    expect(response.status).toBe(409);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.error).toMatchObject({ code: "price_changed", field: "items.0.price" });
    expect(body.error.message).toContain("drug-tests (de)");
    expect(await shop.deps.prisma.order.count()).toBe(before);
    expect(await stockOf("drug-tests")).toBe(10);
  });

  it("refuses unknown and inactive products and too much quantity without reserving anything", async () => {
    const cases: [unknown, number, string][] = [
      [orderPayload([{ slug: "no-such-kit", quantity: 1 }]), 400, "items.0.slug"],
      [
        orderPayload([
          { slug: "drug-tests", quantity: 1 },
          { slug: "retired-kit", quantity: 1 },
        ]),
        400,
        "items.1.slug",
      ],
      [
        orderPayload([
          { slug: "drug-tests", quantity: 2 },
          { slug: "vitamin-d-test", quantity: 4 },
        ]),
        409,
        "items.1.quantity",
      ],
      [orderPayload([{ slug: "drug-tests", quantity: 0 }]), 400, "items.0.quantity"],
      [orderPayload([]), 400, "items"],
      [orderPayload([{ slug: "drug-tests", quantity: 1 }], { customerEmail: "not-an-email" }), 400, "customerEmail"],
      [
        orderPayload([{ slug: "drug-tests", quantity: 1 }], {
          shippingAddress: {
            firstName: "A",
            lastName: "B",
            address: "x",
            city: "y",
            country: "US",
            postCode: "1",
            phone: "+1555",
          },
        }),
        400,
        "shippingAddress.country",
      ],
      [
        orderPayload([{ slug: "drug-tests", quantity: 1 }], { paymentMethod: undefined, paymentProvider: "BITCOIN" }),
        400,
        "paymentProvider",
      ],
      [orderPayload([{ slug: "drug-tests", quantity: 1 }], { paymentMethod: "BITCOIN" }), 400, "paymentMethod"],
      [orderPayload([{ slug: "drug-tests", quantity: 1 }], { paymentMethod: undefined }), 400, "paymentMethod"],
      [
        orderPayload([{ slug: "drug-tests", quantity: 1 }], { paymentProvider: "PAYPAL", paymentMethod: "CARD" }),
        400,
        "paymentProvider",
      ],
    ];
    for (const [payload, status, field] of cases) {
      const response = await placeOrder(payload);
      expect(response.status, field).toBe(status);
      expect(((await response.json()) as ApiErrorBody).error.field).toBe(field);
    }
    expect(await stockOf("drug-tests")).toBe(10);
    expect(await stockOf("vitamin-d-test")).toBe(3);
  });

  it("gives human-friendly, unique order numbers", async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const order = (await (
        await placeOrder(orderPayload([{ slug: "drug-tests", quantity: 1 }]))
      ).json()) as CreateOrderResponse;
      numbers.add(order.orderNumber);
    }
    expect(numbers.size).toBe(5);
    // No look-alike characters (0/O, 1/I/L, 2/Z, 5/S, 8/B) after the prefix.
    for (const number of numbers) expect(number.slice(3)).not.toMatch(/[01OILZ2S5B8]/);
  });
});

describe("phone numbers, e-mail addresses and the optional address lines", () => {
  beforeEach(resetStock);
  const address = {
    firstName: "Jürgen",
    lastName: "Weiß",
    company: "Praxis Weiß GmbH",
    address: "Hauptstraße 5",
    addressLine2: "Hinterhaus, 2. OG",
    city: "Berlin",
    country: "DE",
    postCode: "10115",
    phone: "(030) 123-456",
  };

  it("stores the phone in E.164, read in the address's country, with the company and address line 2", async () => {
    const billing = {
      ...address,
      company: undefined,
      addressLine2: undefined,
      country: "AT",
      postCode: "1010",
      phone: "+43 660 1234567",
    };
    const response = await placeOrder(
      orderPayload([{ slug: "drug-tests", quantity: 1 }], { shippingAddress: address, billingAddress: billing }),
    );
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as CreateOrderResponse;
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({
      where: { number: orderNumber },
      include: { addresses: { orderBy: { kind: "asc" } } },
    });
    const byKind = Object.fromEntries(stored.addresses.map((row) => [row.kind, row]));
    // Not +49030123456: the trunk prefix 0 goes, as do the brackets and the dash.
    expect(byKind.SHIPPING).toMatchObject({
      phone: "+4930123456",
      company: "Praxis Weiß GmbH",
      addressLine2: "Hinterhaus, 2. OG",
    });
    expect(byKind.BILLING).toMatchObject({ phone: "+436601234567", company: "", addressLine2: "" });
  });

  it("refuses a phone number that is not valid for its country, naming the field, and reserves nothing", async () => {
    for (const [phone, country, postCode] of [
      ["12", "AT", "1010"],
      ["+49 abc", "DE", "10115"],
      ["", "DE", "10115"],
    ]) {
      const response = await placeOrder(
        orderPayload([{ slug: "drug-tests", quantity: 1 }], {
          shippingAddress: { ...address, country, postCode, phone },
        }),
      );
      expect(response.status, phone).toBe(400);
      expect(((await response.json()) as ApiErrorBody).error.field).toBe("shippingAddress.phone");
    }
    expect(await stockOf("drug-tests")).toBe(10);
  });

  it("refuses a company or address line 2 of more than one line", async () => {
    const response = await placeOrder(
      orderPayload([{ slug: "drug-tests", quantity: 1 }], {
        billingAddress: { ...address, addressLine2: "2. OG\nIBAN DE00" },
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error.field).toBe("billingAddress.addressLine2");
  });

  it("applies the storefront's one e-mail rule wherever an address is taken", async () => {
    const refused = ["jürgen@example.de", "anna..b@example.de", "anna@example", ".anna@example.de"];
    for (const email of refused) {
      expect(isEmailAddress(email), email).toBe(false);
      const requests: [string, Record<string, unknown>, string][] = [
        ["/api/orders", orderPayload([{ slug: "drug-tests", quantity: 1 }], { customerEmail: email }), "customerEmail"],
        ["/api/newsletter", { email, language: "DE" }, "email"],
        ["/api/orders/lookup", { orderNumber: "TK-7KQ4-M9XR", email }, "email"],
        ["/api/orders/withdrawals", { orderNumber: "TK-7KQ4-M9XR", email, name: "Anna" }, "email"],
      ];
      for (const [path, json, field] of requests) {
        const response = await shop.request(path, { method: "POST", json });
        expect(response.status, `${path} ${email}`).toBe(400);
        expect(((await response.json()) as ApiErrorBody).error.field).toBe(field);
      }
    }
    expect(isEmailAddress(" juergen.weiss+shop@example.co.uk ")).toBe(true);
    const accepted = await placeOrder(
      orderPayload([{ slug: "drug-tests", quantity: 1 }], { customerEmail: "juergen.weiss+shop@example.co.uk" }),
    );
    expect(accepted.status).toBe(201);
  });
});

describe("postcodes", () => {
  beforeEach(resetStock);
  const berlin = orderPayload([]).shippingAddress;

  it("refuses a postcode that is not one of the address's country, naming the field, and changes nothing", async () => {
    const orders = await shop.deps.prisma.order.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ shippingAddress: { ...berlin, postCode: "ABCDE" } }, "shippingAddress.postCode"],
      [{ shippingAddress: { ...berlin, postCode: "803" } }, "shippingAddress.postCode"],
      [{ billingAddress: { ...berlin, country: "AT", phone: "+436601234567" } }, "billingAddress.postCode"],
    ];
    for (const [addresses, field] of cases) {
      const response = await placeOrder(orderPayload([{ slug: "drug-tests", quantity: 1 }], addresses));
      expect(response.status, field).toBe(422);
      const { error } = (await response.json()) as ApiErrorBody;
      expect(error).toMatchObject({ code: "invalid_postcode", field });
      expect(error.message).toMatch(/postcode of (DE|AT), e\.g\. /);
    }
    expect(await shop.deps.prisma.order.count()).toBe(orders);
    expect(await stockOf("drug-tests")).toBe(10);
  });

  it("checks the postcode a quote is asked for, and says how long delivery to its country takes", async () => {
    const quote = (shipTo?: Record<string, unknown>) =>
      shop.request("/api/cart/quote", {
        method: "POST",
        json: { items: [{ slug: "drug-tests", quantity: 1 }], language: "de", shipTo },
      });
    const refused = await quote({ country: "DE", postCode: "803" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ApiErrorBody).error).toMatchObject({
      code: "invalid_postcode",
      field: "shipTo.postCode",
    });
    const toBerlin = await quote({ country: "DE", postCode: "10115" });
    expect(toBerlin.status).toBe(200);
    expect(((await toBerlin.json()) as CartQuote).delivery).toEqual({ country: "DE", min: 1, max: 3 });
    expect(((await (await quote({ country: "BG" })).json()) as CartQuote).delivery).toEqual({
      country: "BG",
      min: 3,
      max: 7,
    });
    expect(((await (await quote()).json()) as CartQuote).delivery).toBeNull();
    expect((await quote({ country: "CH" })).status).toBe(400);
  });
});

describe("POST /api/orders/confirm/{orderNumber}", () => {
  beforeEach(resetStock);

  it("marks the order paid only after the provider says it is paid, and is idempotent", async () => {
    const order = (await (
      await placeOrder(orderPayload([{ slug: "drug-tests", quantity: 1 }]))
    ).json()) as CreateOrderResponse;
    const early = await shop.request(`/api/orders/confirm/${order.orderNumber}`, { method: "POST" });
    expect(early.status).toBe(409);
    expect(((await early.json()) as ApiErrorBody).error.code).toBe("payment_not_completed");

    expect((await payWithCard(order)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const confirmed = await shop.request(`/api/orders/confirm/${order.orderNumber}`, { method: "POST" });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({ orderNumber: order.orderNumber, status: "PAID", total: 24.9 });
    }
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({
      where: { number: order.orderNumber },
      include: { events: true },
    });
    expect(stored.paidAt).not.toBeNull();
    expect(stored.events.filter((e) => e.type === "paid")).toHaveLength(1);
    expect(await stockOf("drug-tests")).toBe(9);
  });

  it("keeps a declined card's order unpaid", async () => {
    const order = (await (
      await placeOrder(orderPayload([{ slug: "drug-tests", quantity: 1 }]))
    ).json()) as CreateOrderResponse;
    const declined = await payWithCard(order, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as ApiErrorBody).error).toMatchObject({
      code: "card_declined",
      message: "Your card was declined.",
    });
    expect((await shop.request(`/api/orders/confirm/${order.orderNumber}`, { method: "POST" })).status).toBe(409);
  });

  it("is 404 for unknown order numbers", async () => {
    expect((await shop.request("/api/orders/confirm/TK-AAAA-AAAA", { method: "POST" })).status).toBe(404);
    expect((await shop.request("/api/orders/confirm/whatever", { method: "POST" })).status).toBe(404);
  });
});

describe("unpaid orders", () => {
  beforeEach(async () => {
    // Orders left pending by earlier tests are not this test's business.
    await shop.deps.prisma.order.updateMany({
      where: { status: "PENDING_PAYMENT" },
      data: { status: "CANCELLED", stockReleased: true },
    });
    await resetStock();
  });

  it("give their stock back after the timeout, while paid ones are completed", async () => {
    const unpaid = (await (
      await placeOrder(orderPayload([{ slug: "vitamin-d-test", quantity: 2 }]))
    ).json()) as CreateOrderResponse;
    const paidLate = (await (
      await placeOrder(orderPayload([{ slug: "vitamin-d-test", quantity: 1 }]))
    ).json()) as CreateOrderResponse;
    await payWithCard(paidLate); // the shopper paid, then closed the tab before confirming
    expect(await stockOf("vitamin-d-test")).toBe(0);

    expect(await sweepExpiredOrders(shop.deps, new Date())).toEqual({ paid: 0, expired: 0 });
    const later = new Date(Date.now() + (shop.env.ORDER_PAYMENT_TIMEOUT_MINUTES + 1) * 60_000);
    expect(await sweepExpiredOrders(shop.deps, later)).toEqual({ paid: 1, expired: 1 });

    expect(await stockOf("vitamin-d-test")).toBe(2);
    const statuses = await shop.deps.prisma.order.findMany({
      where: { number: { in: [unpaid.orderNumber, paidLate.orderNumber] } },
    });
    expect(Object.fromEntries(statuses.map((o) => [o.number, o.status]))).toEqual({
      [unpaid.orderNumber]: "CANCELLED",
      [paidLate.orderNumber]: "PAID",
    });
    // A second sweep changes nothing.
    expect(await sweepExpiredOrders(shop.deps, later)).toEqual({ paid: 0, expired: 0 });
    expect(await stockOf("vitamin-d-test")).toBe(2);
  });
});

describe("POST /api/cart/quote", () => {
  beforeEach(resetStock);

  it("answers the server's prices, marks lines that cannot be bought and counts what can be", async () => {
    const response = await shop.request("/api/cart/quote", {
      method: "POST",
      json: {
        items: [
          { slug: "drug-tests", quantity: 2 },
          { slug: "vitamin-d-test", quantity: 5 },
          { slug: "gone", quantity: 1 },
        ],
        language: "en",
      },
    });
    expect(response.status).toBe(200);
    const quote = (await response.json()) as CartQuote;
    // 5 vitamin D tests asked for, 3 in stock: the line counts 3 (what "Reduce to 3" would leave).
    expect(quote.items.map((i) => [i.slug, i.available, i.availableQuantity, i.quantity, i.lineTotal])).toEqual([
      ["drug-tests", true, 2, 2, 49.8],
      ["vitamin-d-test", false, 3, 5, 57],
      ["gone", false, 0, 1, 0],
    ]);
    expect(quote).toMatchObject({ subtotal: 106.8, shipping: 0, vat: 0, total: 106.8, currency: "EUR" });
  });

  it("never totals nothing for a cart whose products are on sale, and counts nothing of a product taken off sale", async () => {
    const quoteOf = async (items: { slug: string; quantity: number }[]) =>
      (await (
        await shop.request("/api/cart/quote", { method: "POST", json: { items, language: "de" } })
      ).json()) as CartQuote;
    expect((await quoteOf([{ slug: "vitamin-d-test", quantity: 9 }])).total).toBe(57);
    await shop.deps.prisma.product.update({ where: { slug: "vitamin-d-test" }, data: { active: false } });
    try {
      const off = await quoteOf([{ slug: "vitamin-d-test", quantity: 1 }]);
      expect(off.items[0]).toMatchObject({ available: false, availableQuantity: 0, lineTotal: 0 });
      expect(off.total).toBe(0);
    } finally {
      await shop.deps.prisma.product.update({ where: { slug: "vitamin-d-test" }, data: { active: true } });
    }
  });
});
