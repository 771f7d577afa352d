// The retention sweep with a moved clock: each period ends exactly where the settings say, no
// earlier; orders still in progress are never touched; the sweep runs once a day across instances.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { drainOutbox, placeOrder, placePaidOrder, usePaymentShop } from "../../test/payment-shop.ts";
import { freezeEarlierDocuments } from "../invoices/issued-documents.ts";
import { RETENTION_JOB, runRetentionSweep, sweepPersonalData } from "./retention.ts";

const shop = usePaymentShop({ reset: { cancelPending: true } });
let token: string;

beforeAll(async () => {
  token = await shop.login();
});
beforeEach(async () => {
  await shop.deps.prisma.jobLease.deleteMany({ where: { name: RETENTION_JOB } });
});

const DAY = 24 * 3_600_000;
const later = (from: Date, days: number) => new Date(from.getTime() + days * DAY);
const put = (id: number, json: object) => shop.request(`/api/admin/orders/${id}`, { method: "PUT", token, json });

const paidOrder = (email: string) => placePaidOrder(shop, undefined, { customerEmail: email });

const stateOf = (id: number) =>
  shop.deps.prisma.order.findUniqueOrThrow({ where: { id }, include: { addresses: true, documents: true } });

describe("the retention sweep", () => {
  it("anonymises an order never paid UNPAID_ORDER_RETENTION_DAYS after it was placed", async () => {
    const placed = await placeOrder(shop, "CARD", [{ slug: "drug-tests", quantity: 1 }], {
      customerEmail: "never.paid@example.com",
    });
    const order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: placed.orderNumber } });
    // Still waiting for its payment: never touched, however old.
    await sweepPersonalData(shop.deps, later(order.createdAt, 400));
    expect((await stateOf(order.id)).anonymisedAt).toBeNull();

    expect((await put(order.id, { status: "CANCELLED" })).status).toBe(200);
    await sweepPersonalData(shop.deps, later(order.createdAt, 29.9));
    expect((await stateOf(order.id)).email).toBe("never.paid@example.com");
    const result = await sweepPersonalData(shop.deps, later(order.createdAt, 30.1));
    expect(result.orders).toBeGreaterThanOrEqual(1);
    const after = await stateOf(order.id);
    expect(after.email).toMatch(/^erased-[0-9a-f]{24}@invalid$/);
    expect(after.addresses.every((address) => address.lastName === "" && address.phone === "")).toBe(true);
  });

  it("anonymises a delivered order ORDER_RETENTION_DAYS after delivery, never a paid one waiting to ship, and keeps its invoice", async () => {
    const delivered = await paidOrder("delivered@example.com");
    const waiting = await paidOrder("waiting@example.com");
    expect((await put(delivered.id, { status: "SHIPPED" })).status).toBe(200);
    expect((await put(delivered.id, { status: "DELIVERED" })).status).toBe(200);
    const deliveredAt = (
      await shop.deps.prisma.orderEvent.findFirstOrThrow({ where: { orderId: delivered.id, type: "status_delivered" } })
    ).createdAt;

    await sweepPersonalData(shop.deps, later(deliveredAt, 1094.9));
    expect((await stateOf(delivered.id)).email).toBe("delivered@example.com");
    await sweepPersonalData(shop.deps, later(deliveredAt, 1095.1));
    const after = await stateOf(delivered.id);
    expect(after.anonymisedAt).not.toBeNull();
    expect(after.email).toMatch(/@invalid$/);
    expect(after.documents).toHaveLength(1);
    expect(JSON.stringify(after.documents[0].data)).toContain("Schmidt");
    expect(
      await shop.deps.prisma.orderEvent.count({
        where: { orderId: delivered.id, type: "personal_data_expired", actor: "system" },
      }),
    ).toBe(1);
    // Paid and never shipped: the shop still owes the goods.
    expect((await stateOf(waiting.id)).email).toBe("waiting@example.com");
  });

  it("counts a refunded order's period from its refund, a shipped one's from its shipping", async () => {
    const refunded = await paidOrder("refunded@example.com");
    const shipped = await paidOrder("shipped@example.com");
    expect((await put(refunded.id, { status: "REFUNDED" })).status).toBe(200);
    expect((await put(shipped.id, { status: "SHIPPED" })).status).toBe(200);
    const now = new Date();
    await sweepPersonalData(shop.deps, later(now, 1094));
    expect((await stateOf(refunded.id)).anonymisedAt).toBeNull();
    expect((await stateOf(shipped.id)).anonymisedAt).toBeNull();
    await sweepPersonalData(shop.deps, later(now, 1096));
    expect((await stateOf(refunded.id)).anonymisedAt).not.toBeNull();
    expect((await stateOf(shipped.id)).anonymisedAt).not.toBeNull();
    // The credit note was frozen with the invoice and stays too.
    expect((await stateOf(refunded.id)).documents.map((document) => document.kind).sort()).toEqual([
      "credit_note",
      "invoice",
    ]);
  });

  it("deletes newsletter sign-ups never confirmed 30 days after their last confirmation e-mail, and keeps confirmed ones", async () => {
    const { prisma } = shop.deps;
    for (const email of ["pending.reader@example.com", "confirmed.reader@example.com"])
      expect((await shop.request("/api/newsletter", { method: "POST", json: { email } })).status).toBe(202);
    await shop.deps.afterResponse.settled(); // the sign-up is recorded after the answer
    await prisma.newsletterSubscriber.update({
      where: { email: "confirmed.reader@example.com" },
      data: { confirmedAt: new Date() },
    });
    await drainOutbox(shop);
    const now = new Date();
    expect((await sweepPersonalData(shop.deps, later(now, 29.9))).newsletterSignUps).toBe(0);
    const result = await sweepPersonalData(shop.deps, later(now, 30.1));
    expect(result.newsletterSignUps).toBeGreaterThanOrEqual(1);
    expect(await prisma.newsletterSubscriber.count({ where: { email: "pending.reader@example.com" } })).toBe(0);
    expect(await prisma.newsletterSubscriber.count({ where: { email: "confirmed.reader@example.com" } })).toBe(1);
    expect(
      await prisma.outboxMessage.count({ where: { kind: "newsletter-confirmation", sentAt: null, failedAt: null } }),
    ).toBe(0);
  });

  it("keeps an old sign-up entered again while its new confirmation link may still be followed", async () => {
    const { prisma } = shop.deps;
    const email = "entered.again@example.com";
    const now = new Date();
    await prisma.newsletterSubscriber.create({ data: { email, language: "en", createdAt: later(now, -40) } });
    expect((await shop.request("/api/newsletter", { method: "POST", json: { email } })).status).toBe(202);
    await shop.deps.afterResponse.settled(); // the sign-up is recorded after the answer
    await sweepPersonalData(shop.deps, later(now, 1));
    expect(await prisma.newsletterSubscriber.count({ where: { email } })).toBe(1);
    await sweepPersonalData(shop.deps, later(now, 30.1));
    expect(await prisma.newsletterSubscriber.count({ where: { email } })).toBe(0);
  });

  it("keeps an issued invoice INVOICE_RETENTION_YEARS full years after the end of its year, then deletes it for good", async () => {
    const order = await paidOrder("old.invoice@example.com");
    expect((await put(order.id, { status: "SHIPPED" })).status).toBe(200);
    expect((await put(order.id, { status: "DELIVERED" })).status).toBe(200);
    const year = order.invoiceIssuedAt!.getUTCFullYear();
    await sweepPersonalData(shop.deps, new Date(Date.UTC(year + 10, 11, 31, 23)));
    const lastDay = await stateOf(order.id);
    expect(lastDay.anonymisedAt).not.toBeNull();
    expect(lastDay.documents).toHaveLength(1);

    const result = await sweepPersonalData(shop.deps, new Date(Date.UTC(year + 11, 0, 1, 1)));
    expect(result.issuedDocuments).toBeGreaterThanOrEqual(1);
    expect((await stateOf(order.id)).documents).toEqual([]);
    // Never frozen again from what is left of the order.
    await freezeEarlierDocuments(shop.deps);
    expect((await stateOf(order.id)).documents).toEqual([]);
    const gone = await shop.request(`/api/admin/orders/${order.id}/invoice`, { token });
    expect(gone.status).toBe(410);
    expect((await gone.json()).error.code).toBe("document_deleted");
  });

  it("runs once a day across instances", async () => {
    const now = new Date();
    expect(await runRetentionSweep(shop.deps, "instance-a", now)).not.toBeNull();
    expect(await runRetentionSweep(shop.deps, "instance-b", later(now, 0.1))).toBeNull();
    expect(await runRetentionSweep(shop.deps, "instance-a", later(now, 0.5))).toBeNull();
    expect(await runRetentionSweep(shop.deps, "instance-b", later(now, 1.01))).not.toBeNull();
  });
});
