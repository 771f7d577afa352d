// A customer's data requests from the console: the export of everything held about one e-mail
// address, and its erasure, which keeps the issued invoice as issued and leaves nothing else that
// finds the customer again (the lookup, the customer view, the order search), staff's words about
// them in refund reasons included. The address goes in the body, so no request log line holds it.
import { readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { CustomerDataExport, CustomerErasure } from "@shop/shared";
import { drainOutbox, placeOrder, placePaidOrder, usePaymentShop } from "../../test/payment-shop.ts";
import { SUPPORT } from "../../test/harness.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../platform/logger.ts";

const shop = usePaymentShop({ reset: { cancelPending: true } });
let token: string;
let supportToken: string;

beforeAll(async () => {
  token = await shop.login();
  supportToken = await shop.login(SUPPORT);
});

const ERIKA = {
  firstName: "Erika",
  lastName: "Mustermann",
  address: "Lindenweg 7",
  city: "Hamburg",
  country: "DE",
  postCode: "20095",
  phone: "+49401234567",
};

/** A card order by `email`, paid (its invoice issued); its e-mails sent. */
const paidOrder = (email: string, address = ERIKA) =>
  placePaidOrder(shop, undefined, { customerEmail: email, shippingAddress: address, billingAddress: address });

const put = (id: number, json: object) => shop.request(`/api/admin/orders/${id}`, { method: "PUT", token, json });
// The address in the body, never the path (request logs keep paths).
const exportOf = (email: string, as = token) =>
  shop.request("/api/admin/customers/export", { method: "POST", token: as, json: { email } });
const erase = (email: string, json: object = { reason: "Request by e-mail of 27 Nov 2026" }, as = token) =>
  shop.request("/api/admin/customers/erase", { method: "POST", token: as, json: { email, ...json } });
const lookUp = (email: string, as = token) =>
  shop.request("/api/admin/customers/lookup", { method: "POST", token: as, json: { email } });
const copiesOf = (orderNumber: string) => {
  const dir = join(shop.dataDir, "outbox");
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.includes(orderNumber)) : [];
};

/** A shipped order with a tracking number, a staff note and a withdrawal, and a newsletter sign-up. */
async function customerWithHistory(email: string) {
  const order = await paidOrder(email);
  expect((await put(order.id, { status: "SHIPPED", carrier: "DHL", trackingNumber: "JJD0001234" })).status).toBe(200);
  expect((await put(order.id, { note: "Called Erika Mustermann about the parcel" })).status).toBe(200);
  const withdrawal = await shop.request("/api/orders/withdrawals", {
    method: "POST",
    json: { orderNumber: order.number, email, name: "Erika Mustermann" },
  });
  expect(withdrawal.status).toBe(201);
  expect((await shop.request("/api/newsletter", { method: "POST", json: { email, language: "de" } })).status).toBe(202);
  await shop.deps.afterResponse.settled(); // the sign-up is recorded after the answer
  await drainOutbox(shop);
  return order;
}

describe("the export", () => {
  it("holds every order of the address (any case) with items, addresses, payment, history, withdrawals, documents, e-mails and the newsletter", async () => {
    const order = await customerWithHistory("Erika.Export@Example.com");
    const other = await paidOrder("someone.else@example.com");

    const response = await exportOf("ERIKA.export@example.COM");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="customer-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const document = (await response.json()) as CustomerDataExport;
    expect(document.email).toBe("erika.export@example.com");
    expect(document.orders.map((o) => o.number)).toEqual([order.number]);
    expect(JSON.stringify(document)).not.toContain(other.number);
    const [exported] = document.orders;
    expect(exported.items).toEqual([expect.objectContaining({ slug: "drug-tests", quantity: 1, unitPrice: 24.9 })]);
    expect(exported.shippingAddress).toMatchObject({
      firstName: "Erika",
      lastName: "Mustermann",
      phone: "+49401234567",
    });
    expect(exported.billingAddress).toMatchObject({ address: "Lindenweg 7", city: "Hamburg" });
    expect(exported.paymentReference).toBe(order.paymentReference);
    expect(exported.trackingNumber).toBe("JJD0001234");
    expect(exported.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(["paid", "status_shipped", "note", "withdrawal_received", "email_sent"]),
    );
    expect(exported.events.find((event) => event.type === "note")?.message).toBe(
      "Called Erika Mustermann about the parcel",
    );
    expect(exported.withdrawals).toEqual([
      expect.objectContaining({ name: "Erika Mustermann", email: "erika.export@example.com" }),
    ]);
    expect(exported.documents).toEqual([expect.objectContaining({ kind: "invoice", number: order.invoiceNumber })]);
    expect(exported.emails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(["order-confirmation", "order-email", "order-withdrawal"]),
    );
    expect(exported.emails.every((mail) => mail.sentAt !== null)).toBe(true);
    // Found by the order's id in its own indexed column, the withdrawal's e-mails too; the
    // newsletter's belongs to no order.
    const rows = await shop.deps.prisma.outboxMessage.findMany({
      where: { orderId: order.id },
      select: { kind: true },
    });
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set(["order-confirmation", "order-email", "order-withdrawal"]),
    );
    expect(rows).toHaveLength(exported.emails.length);
    expect(document.newsletter).toMatchObject({ email: "erika.export@example.com", status: "pending", language: "de" });
    expect(document.newsletter?.emails).toEqual([expect.objectContaining({ kind: "newsletter-confirmation" })]);
  });

  it("is ADMIN only, needs an e-mail address, and is 404 for an address the shop holds nothing about", async () => {
    await paidOrder("support.cannot@example.com");
    const refused = await exportOf("support.cannot@example.com", supportToken);
    expect(refused.status).toBe(403);
    expect(
      (await shop.request("/api/admin/customers/export", { method: "POST", json: { email: "x@y.z" } })).status,
    ).toBe(401);
    const bad = await exportOf("not-an-address");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: "invalid_request", field: "email" });
    const unknown = await exportOf("nobody@example.com");
    expect(unknown.status).toBe(404);
  });

  it("holds a newsletter sign-up of an address that never ordered", async () => {
    await shop.request("/api/newsletter", { method: "POST", json: { email: "reader@example.com" } });
    await shop.deps.afterResponse.settled(); // the sign-up is recorded after the answer
    const document = (await (await exportOf("reader@example.com")).json()) as CustomerDataExport;
    expect(document.orders).toEqual([]);
    expect(document.newsletter?.status).toBe("pending");
  });
});

describe("the erasure", () => {
  it("removes every personal field, the sign-up and the e-mails, keeps the invoice as issued, and nothing finds the customer again", async () => {
    const email = "erika.erase@example.com";
    const order = await customerWithHistory(email);
    const other = await paidOrder("keeps.hers@example.com");
    expect(copiesOf(order.number).length).toBeGreaterThan(0);
    const invoiceBefore = await shop.request(`/api/admin/orders/${order.id}/invoice`, { token });
    expect(invoiceBefore.status).toBe(200);

    const response = await erase("Erika.Erase@Example.com");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as CustomerErasure;
    expect(answer.email).toBe(email);
    expect(answer.erased).toMatchObject({
      orders: 1,
      addresses: 2,
      withdrawals: 1,
      newsletterSubscriptions: 1,
    });
    expect(answer.erased.historyEntries).toBeGreaterThan(0);
    expect(answer.erased.emails).toBeGreaterThanOrEqual(5);
    expect(answer.erased.emailCopies).toBeGreaterThanOrEqual(4);
    const year = new Date().getUTCFullYear();
    expect(answer.kept).toEqual([
      expect.objectContaining({
        kind: "issued_documents",
        count: 1,
        documents: [{ kind: "invoice", number: order.invoiceNumber, keptUntil: `${year + 10}-12-31` }],
        reason: expect.stringContaining("buyer's name and address"),
      }),
      expect.objectContaining({ kind: "order_records", count: 1 }),
    ]);

    const { prisma } = shop.deps;
    const after = await prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { addresses: true, events: true, withdrawals: true, documents: true },
    });
    expect(after.email).toMatch(/^erased-[0-9a-f]{24}@invalid$/);
    expect(after.anonymisedAt).not.toBeNull();
    expect(after.clientKey).toBeNull();
    expect(after.trackingNumber).toBeNull();
    // What the books need stays: amounts, the destination country, the payment's reference.
    expect(after.paymentReference).toBe(order.paymentReference);
    expect(after.totalCents).toBe(order.totalCents);
    for (const address of after.addresses)
      expect(address).toMatchObject({
        firstName: "",
        lastName: "",
        address: "",
        city: "",
        postCode: "",
        phone: "",
        country: "DE",
      });
    expect(after.withdrawals[0]).toMatchObject({ name: "", clientKey: null });
    expect(after.withdrawals[0].email).toMatch(/^erased-[0-9a-f]{24}@invalid$/);
    const stored = JSON.stringify(after.events);
    expect(stored).not.toContain("Mustermann");
    expect(stored).not.toContain("JJD0001234");
    expect(after.events.find((event) => event.type === "personal_data_erased")).toMatchObject({
      actor: "admin",
      params: { reason: "Request by e-mail of 27 Nov 2026" },
    });
    // The frozen invoice keeps the buyer as issued: tax law requires it.
    expect(JSON.stringify(after.documents[0].data)).toContain("Mustermann");
    expect((await shop.request(`/api/admin/orders/${order.id}/invoice`, { token })).status).toBe(200);

    expect(await prisma.newsletterSubscriber.count({ where: { email } })).toBe(0);
    expect(await prisma.outboxMessage.count({ where: { payload: { path: ["orderId"], equals: order.id } } })).toBe(0);
    expect(copiesOf(order.number)).toEqual([]);
    expect(
      JSON.stringify(await prisma.order.findMany({ where: { id: order.id }, include: { addresses: true } })),
    ).not.toContain("erika");

    // Nothing finds the customer any more.
    const lookup = await shop.request("/api/orders/lookup", {
      method: "POST",
      json: { orderNumber: order.number, email },
    });
    expect(lookup.status).toBe(404);
    expect((await lookUp(email)).status).toBe(404);
    for (const filter of [{ q: "Mustermann" }, { q: "erika.erase" }, { email }]) {
      const list = await shop.request(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
        token,
      });
      expect(list.status).toBe(200);
      expect(((await list.json()) as { number: string }[]).map((o) => o.number)).not.toContain(order.number);
    }
    expect((await exportOf(email)).status).toBe(404);
    expect((await erase(email)).status).toBe(404);

    // Another customer's order is untouched.
    const untouched = await prisma.order.findUniqueOrThrow({ where: { id: other.id }, include: { addresses: true } });
    expect(untouched.email).toBe("keeps.hers@example.com");
    expect(untouched.anonymisedAt).toBeNull();
    expect(untouched.addresses[0].lastName).toBe("Mustermann");
  });

  it("is refused with 409 while an order is paid and not shipped, or still waiting for its payment, and changes nothing", async () => {
    const email = "in.progress@example.com";
    const paid = await paidOrder(email);
    await shop.request("/api/newsletter", { method: "POST", json: { email } });
    await shop.deps.afterResponse.settled(); // the sign-up is recorded after the answer
    const refused = await erase(email);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: "order_in_progress" });
    const kept = await shop.deps.prisma.order.findUniqueOrThrow({
      where: { id: paid.id },
      include: { addresses: true },
    });
    expect(kept).toMatchObject({ email, anonymisedAt: null });
    expect(kept.addresses[0].firstName).toBe("Erika");
    expect(await shop.deps.prisma.newsletterSubscriber.count({ where: { email } })).toBe(1);

    // Refunded in part, it still waits to be shipped and keeps its address.
    const refunded = await shop.request(`/api/admin/orders/${paid.id}/refunds`, {
      method: "POST",
      token,
      json: { items: [], amount: 1, restock: false, reason: "Goodwill" },
    });
    expect(refunded.status).toBe(201);
    expect((await erase(email)).status).toBe(409);

    // Shipped, it may go; an order still waiting for its payment is refused the same way.
    expect((await put(paid.id, { status: "SHIPPED" })).status).toBe(200);
    await placeOrder(shop, "CARD", [{ slug: "drug-tests", quantity: 1 }], { customerEmail: email });
    const pending = await erase(email);
    expect(pending.status).toBe(409);
    expect((await pending.json()).error.message).toMatch(/waiting for its payment/);
    await shop.deps.prisma.order.updateMany({
      where: { email, status: "PENDING_PAYMENT" },
      data: { status: "CANCELLED" },
    });
    const done = await erase(email);
    expect(done.status).toBe(200);
    expect(((await done.json()) as CustomerErasure).erased).toMatchObject({ orders: 2, newsletterSubscriptions: 1 });
  });

  it("is ADMIN only, needs a reason and an e-mail address, and erases a sign-up of an address that never ordered", async () => {
    const email = "sign.up.only@example.com";
    await shop.request("/api/newsletter", { method: "POST", json: { email } });
    await shop.deps.afterResponse.settled(); // the sign-up is recorded after the answer
    expect((await erase(email, { reason: "asked" }, supportToken)).status).toBe(403);
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const response = await erase(email, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe("reason");
    }
    const bad = await erase("not an address", { reason: "asked" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.field).toBe("email");
    expect(await shop.deps.prisma.newsletterSubscriber.count({ where: { email } })).toBe(1);

    const response = await erase(email, { reason: "asked" });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as CustomerErasure;
    expect(answer.erased).toMatchObject({ orders: 0, newsletterSubscriptions: 1, emails: 1 });
    expect(answer.kept).toEqual([]);
    expect(await shop.deps.prisma.newsletterSubscriber.count({ where: { email } })).toBe(0);
  });
});

describe("staff's words about the customer", () => {
  it("go with the erasure: a refund's reason, in the refund and in the order's history", async () => {
    const email = "gdpr.first@example.com";
    const order = await customerWithHistory(email);
    const reason = "customer Gdprfirst asked for a goodwill refund";
    const refunded = await shop.request(`/api/admin/orders/${order.id}/refunds`, {
      method: "POST",
      token,
      json: { items: [], amount: 5, restock: false, reason },
    });
    expect(refunded.status).toBe(201);
    const { prisma } = shop.deps;
    const where = { orderId: order.id };
    expect((await prisma.refund.findMany({ where })).map((refund) => refund.reason)).toEqual([reason]);
    expect(JSON.stringify(await prisma.orderEvent.findMany({ where }))).toContain("Gdprfirst");

    expect((await erase(email)).status).toBe(200);

    const refunds = await prisma.refund.findMany({ where });
    expect(refunds.map((refund) => [refund.reason, refund.amountCents, refund.status])).toEqual([["", 500, "done"]]);
    const events = await prisma.orderEvent.findMany({ where });
    expect(JSON.stringify(events)).not.toContain("Gdprfirst");
    // The history keeps what the books need of the refund: the amount, the credit note.
    expect(events.find((event) => event.type === "status_partially_refunded")?.params).toMatchObject({
      amount: 5,
      refunded: true,
    });
    const record = await shop.request(`/api/admin/orders/${order.id}`, { token });
    expect(JSON.stringify(await record.json())).not.toContain("Gdprfirst");
    expect(JSON.stringify(await prisma.auditEntry.findMany())).not.toContain("Gdprfirst");
  });
});

describe("the request log", () => {
  it("holds no e-mail address of a customer viewed, exported or erased, nor of a path that names one", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    const logged = createApp({ ...shop.deps, logger });
    const email = "logged.customer@example.com";
    await customerWithHistory(email);
    const call = (path: string, init: RequestInit = {}) =>
      logged.request(path, {
        ...init,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
      });
    const body = (json: object) => ({ method: "POST", body: JSON.stringify(json) });
    expect((await call("/api/admin/customers/lookup", body({ email }))).status).toBe(200);
    expect((await call("/api/admin/customers/export", body({ email }))).status).toBe(200);
    expect((await call("/api/admin/customers/erase", body({ email, reason: "Asked by e-mail" }))).status).toBe(200);
    // A client that still puts the address in the path (an old console): no route, and the log
    // line writes the segment as `:email`.
    expect((await call(`/api/admin/customers/${encodeURIComponent(email)}/export`)).status).toBe(404);
    expect((await call(`/api/admin/customers/${email}`)).status).toBe(404);

    const requests = lines.map((line) => JSON.parse(line) as { msg: string; path?: string; route?: string });
    expect(requests.filter((line) => line.msg === "request").map((line) => line.path)).toEqual([
      "/api/admin/customers/lookup",
      "/api/admin/customers/export",
      "/api/admin/customers/erase",
      "/api/admin/customers/:email/export",
      "/api/admin/customers/:email",
    ]);
    for (const line of lines) {
      expect(line.toLowerCase()).not.toContain("logged.customer");
      expect(line.toLowerCase()).not.toContain("%40");
    }
  });
});
