import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CreateOrderResponse } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { outboxFor, payInTestMode } from "../../test/payment-shop.ts";
import { startSmtpStandIn } from "@shop/standins";
import { createOutboxWorker, retryDelayMs } from "../outbox/worker.ts";
import { renderOrderConfirmation, type ConfirmationOrder } from "./order-confirmation.ts";

const order: ConfirmationOrder = {
  number: "TK-7KQ4-M9XR",
  language: "de",
  totalCents: 6880,
  vatCents: 1098,
  shippingCents: 0,
  paidAt: new Date(2026, 10, 21),
  items: [
    { name: "Drogentest <10 Parameter>", quantity: 2, unitPriceCents: 2490 },
    { name: "Vitamin-D-Test", quantity: 1, unitPriceCents: 1900 },
  ],
  shipping: {
    firstName: "Anna",
    lastName: "Schmidt",
    address: "Hauptstraße 5",
    city: "Berlin",
    postCode: "10115",
    country: "DE",
  },
};

describe("the confirmation e-mail", () => {
  it("is written in the order's language with number, items, total and address", () => {
    const de = renderOrderConfirmation(order);
    expect(de.subject).toBe("Ihre Bestellung TK-7KQ4-M9XR ist bestätigt");
    expect(de.text).toContain("Hallo Anna Schmidt,");
    expect(de.text).toContain("Bestellnummer: TK-7KQ4-M9XR");
    expect(de.text).toMatch(/2 × Drogentest <10 Parameter>\s+49,80\s€/);
    expect(de.text).toMatch(/Gesamtsumme: 68,80\s€ \(inkl. MwSt. 10,98\s€\)/);
    expect(de.text).toContain("Hauptstraße 5\n  10115 Berlin\n  Deutschland");
    expect(de.html).toContain("Drogentest &lt;10 Parameter&gt;");
    expect(de.html).not.toContain("<10 Parameter>");

    const bg = renderOrderConfirmation({ ...order, language: "bg" });
    expect(bg.subject).toBe("Поръчката ви TK-7KQ4-M9XR е потвърдена");
    expect(bg.text).toContain("Номер на поръчката: TK-7KQ4-M9XR");
    expect(bg.text).toContain("Германия");
    expect(bg.text).toContain("Доставка  Безплатна");

    const en = renderOrderConfirmation({ ...order, language: "en" });
    expect(en.subject).toBe("Your order TK-7KQ4-M9XR is confirmed");
    expect(en.text).toContain("Germany");
  });
});

describe("sending", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ SHOP_EMAIL: "orders@shop.example" });
    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  });
  afterAll(() => shop.close());

  it("writes the shopper's e-mail and the shop's copy to DATA_DIR/outbox once the order is paid (no SMTP_URL)", async () => {
    const created = (await (
      await shop.request("/api/orders", {
        method: "POST",
        json: orderPayload([{ slug: "drug-tests", quantity: 1 }], { language: "BG" }),
      })
    ).json()) as CreateOrderResponse;
    expect(await outboxFor(shop, created.orderNumber)).toEqual([]);
    await payInTestMode(shop, created);
    await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" });
    await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" });
    const files = await outboxFor(shop, created.orderNumber);
    expect(files).toHaveLength(2);
    const mails = files.map((name) => readFileSync(join(shop.dataDir, "outbox", name), "utf8"));
    const customer = mails.find((mail) => mail.includes("To: anna@example.com"))!;
    const copy = mails.find((mail) => mail.includes("To: orders@shop.example"))!;
    expect(customer).toContain("From: TestKit Europe <orders@shop.example>");
    expect(customer).toContain("Content-Type: text/html");
    expect(customer).toMatch(/Subject: =\?UTF-8\?/); // Bulgarian, MIME-encoded
    expect(copy).toContain(`Subject: [Copy] Your order ${created.orderNumber} is confirmed (anna@example.com)`);
  });
});

describe("sending through SMTP", () => {
  it("sends both messages through SMTP_URL; while the server is down the order is still paid and the e-mail is retried later", async () => {
    const down = await startSmtpStandIn();
    const port = Number(new URL(down.url).port);
    await down.close();
    const shop = await startTestShop({ SMTP_URL: down.url, SHOP_EMAIL: "orders@shop.example" });
    try {
      await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
      const created = (await (
        await shop.request("/api/orders", { method: "POST", json: orderPayload([{ slug: "drug-tests", quantity: 1 }]) })
      ).json()) as CreateOrderResponse;
      await payInTestMode(shop, created);
      expect((await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" })).status).toBe(200);
      const order = () => shop.deps.prisma.order.findUniqueOrThrow({ where: { number: created.orderNumber } });
      let clock = new Date();
      const worker = createOutboxWorker(shop.deps, { now: () => clock });
      await worker.drain();
      expect(await order()).toMatchObject({ status: "PAID", confirmationSentAt: null });
      const metrics = () => shop.deps.metrics.registry.metrics();
      expect(await metrics()).toContain('shop_emails_failed_total{kind="order-confirmation"} 2');
      const waiting = await shop.deps.prisma.outboxMessage.findMany({ orderBy: { id: "asc" } });
      expect(waiting).toHaveLength(2);
      for (const message of waiting) {
        expect(message).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, leaseOwner: null });
        expect(message.availableAt.getTime()).toBeGreaterThan(clock.getTime());
        expect(message.lastError).toMatch(/ECONNREFUSED/);
      }

      // The mail server is back; the messages wait out their backoff, then go out once.
      const smtp = await startSmtpStandIn(port);
      try {
        await worker.drain();
        expect(smtp.messages).toEqual([]);
        clock = new Date(clock.getTime() + retryDelayMs(1) + 1000);
        await worker.drain();
        await worker.drain();
        expect((await order()).confirmationSentAt).not.toBeNull();
        expect(smtp.messages.map((m) => m.to)).toEqual([["anna@example.com"], ["orders@shop.example"]]);
        expect(smtp.messages[0].data).toContain(`Bestellnummer: ${created.orderNumber}`);
        // The Message-ID comes from the outbox row: a duplicate would be recognisable.
        expect(smtp.messages[0].data).toContain(
          `Message-ID: <outbox-${waiting[0].id}.order-confirmation@shop.example>`,
        );
        expect(await metrics()).toContain('shop_emails_sent_total{kind="order-confirmation"} 2');
        expect(await metrics()).toContain('shop_emails_failed_total{kind="order-confirmation"} 2');
        const sent = await shop.deps.prisma.outboxMessage.findMany();
        expect(sent.every((message) => message.sentAt && message.attempts === 2)).toBe(true);
      } finally {
        await smtp.close();
      }
    } finally {
      await shop.close();
    }
  });
});
