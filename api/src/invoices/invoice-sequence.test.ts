// Invoice numbers form one gapless sequence per year even when payments arrive all at once:
// meaningful on PostgreSQL (20 transactions at once over a connection pool, each taking its number
// under the sequence row's lock); on PGlite the payments serialise and the same must hold.
// Runs on PostgreSQL too (api/vitest.config.ts): 20 payments taking their numbers at once.
import { afterEach, expect, it, vi } from "vitest";
import type { CreateOrderResponse } from "@shop/shared";
import { orderPayload } from "../../test/harness.ts";
import { confirm, placeOrder, restart, usePaymentShop } from "../../test/payment-shop.ts";
import { takeDocumentNumber } from "./document-numbers.ts";

const shop = usePaymentShop({ reset: false });
const year = new Date().getUTCFullYear();
const serial = (number: string) => Number(number.slice(-6));

it("gives 20 orders paid at the same moment 20 consecutive invoice numbers, none twice, none skipped", async () => {
  await shop.deps.prisma.product.updateMany({ data: { stock: 100 } });
  const orders = [];
  for (let i = 0; i < 20; i++) {
    const order = await placeOrder(shop, i % 2 ? "CARD" : "PAYPAL", [
      { slug: i % 2 ? "drug-tests" : "vitamin-d-test", quantity: 1 },
    ]);
    if (i % 2) shop.stripe.pay(order.paymentReference);
    else shop.paypal.approve(order.paymentReference);
    orders.push(order);
  }
  // Every order confirmed twice at once (the shopper's page and a retry): 40 requests in flight.
  const responses = await Promise.all(
    orders.flatMap((order) => [confirm(shop, order.orderNumber), confirm(shop, order.orderNumber)]),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(40).fill(200));

  const paid = await shop.deps.prisma.order.findMany({ where: { status: "PAID" }, orderBy: { invoiceNumber: "asc" } });
  expect(paid).toHaveLength(20);
  const numbers = paid.map((order) => order.invoiceNumber!);
  expect(numbers.every((number) => number.startsWith(`INV-${year}-`))).toBe(true);
  expect(numbers.map(serial)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(
    await shop.deps.prisma.documentSequence.findUnique({ where: { kind_year: { kind: "invoice", year } } }),
  ).toEqual({ kind: "invoice", year, last: 20 });
});

it("gives a number back when the transaction that took it rolls back", async () => {
  const at = new Date(Date.UTC(2031, 0, 1));
  await expect(
    shop.deps.prisma.$transaction(async (tx) => {
      expect(await takeDocumentNumber(tx, "credit_note", at, "UTC")).toBe("CN-2031-000001");
      throw new Error("the refund failed");
    }),
  ).rejects.toThrow("the refund failed");
  const taken = await shop.deps.prisma.$transaction((tx) => takeDocumentNumber(tx, "credit_note", at, "UTC"));
  expect(taken).toBe("CN-2031-000001");
  // A new year starts at 1 again; the other kind has its own sequence.
  expect(await shop.deps.prisma.$transaction((tx) => takeDocumentNumber(tx, "invoice", at, "UTC"))).toBe(
    "INV-2031-000001",
  );
  expect(
    await shop.deps.prisma.$transaction((tx) =>
      takeDocumentNumber(tx, "credit_note", new Date(Date.UTC(2031, 11, 31, 23, 59)), "UTC"),
    ),
  ).toBe("CN-2031-000002");
});

afterEach(() => {
  vi.useRealTimers();
});

it("numbers a payment in the year where the shop is: 23:30 UTC on New Year's Eve is next year's in Sofia", async () => {
  await shop.deps.prisma.product.updateMany({ data: { stock: 100 } });
  // 2026-12-31T22:30Z: 00:30 on 1 January 2027 in Sofia, 23:30 on 31 December 2026 in Berlin.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-31T22:30:00Z") });
  const paidIn = async (timeZone: string) => {
    const instance = await restart(shop, { ...shop.env, SHOP_TIME_ZONE: timeZone });
    try {
      const placed = await instance.request("/api/orders", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(orderPayload([{ slug: "drug-tests", quantity: 1 }])),
      });
      expect(placed.status).toBe(201);
      const order = (await placed.json()) as CreateOrderResponse;
      shop.stripe.pay(order.paymentReference);
      expect((await confirm(instance, order.orderNumber)).status).toBe(200);
      return instance.deps.prisma.order.findUniqueOrThrow({ where: { number: order.orderNumber } });
    } finally {
      await instance.close();
    }
  };
  const sofia = await paidIn("Europe/Sofia");
  expect(sofia.paidAt).toEqual(new Date("2026-12-31T22:30:00Z"));
  expect(sofia.invoiceNumber).toMatch(/^INV-2027-\d{6}$/);
  const berlin = await paidIn("Europe/Berlin");
  expect(berlin.invoiceNumber).toMatch(/^INV-2026-\d{6}$/);
  // The issued document carries the number, and the order's copy is the database's, from it.
  const document = await shop.deps.prisma.issuedDocument.findFirstOrThrow({ where: { orderId: sofia.id } });
  expect(document).toMatchObject({ kind: "invoice", number: sofia.invoiceNumber, issuedAt: sofia.paidAt });
  // Its dates print in the zone whose calendar year it is numbered in.
  expect(document.data).toMatchObject({ timeZone: "Europe/Sofia", issueDate: "2026-12-31T22:30:00.000Z" });
});
