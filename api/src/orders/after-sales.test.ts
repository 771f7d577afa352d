// After the purchase: the invoice issued with the payment, the order status lookup (with its rate
// limit and its downloads), and the shopper's e-mails at every step (shipped with tracking,
// cancelled, refunded with the credit note), each sent once, recorded, and sent again on request.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminOrderRecord, OrderStatusView } from "@shop/shared";
import type { MailMessage } from "../mail/mailer.ts";
import { drainOutbox, placeOrder, usePaymentShop } from "../../test/payment-shop.ts";
import { SUPPORT } from "../../test/harness.ts";

const shop = usePaymentShop({ env: { ORDER_LOOKUP_MAX_MISSES: "3", PUBLIC_URL: "https://shop.example" } });
let sent: MailMessage[] = [];
let token: string;
let dir: string;

beforeAll(async () => {
  shop.deps.mailer = { send: (message) => Promise.resolve(void sent.push(message)) };
  token = await shop.login();
  dir = mkdtempSync(join(tmpdir(), "after-sales-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(async () => {
  sent = [];
  // Each test starts with a clean slate of lookup misses.
  await shop.deps.lookupMisses.reset(shop.deps.clientKey("unknown"));
});

const year = new Date().getUTCFullYear();

/** A card order placed in `language` and paid; its e-mails sent. */
async function paidOrder(language: "EN" | "DE" | "BG", email = "anna@example.com", billing?: object) {
  const order = await placeOrder(shop, "CARD", [{ slug: "drug-tests", quantity: 2 }], {
    language,
    customerEmail: email,
    ...(billing ? { billingAddress: billing } : {}),
  });
  shop.stripe.pay(order.paymentReference);
  expect((await shop.request(`/api/orders/confirm/${order.orderNumber}`, { method: "POST" })).status).toBe(200);
  const stored = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: order.orderNumber } });
  await drainOutbox(shop);
  return stored;
}

const adminOrder = async (id: number) =>
  (await (await shop.request(`/api/admin/orders/${id}`, { token })).json()) as AdminOrderRecord;

const lookup = (orderNumber: string, email: string) =>
  shop.request("/api/orders/lookup", { method: "POST", json: { orderNumber, email } });

/** The PDF's text as pdftotext reads it (poppler-utils). */
function pdfText(pdf: Buffer | Uint8Array, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
    /[\u00a0\u202f]/g,
    " ",
  );
}

const mailsTo = (address: string) => sent.filter((message) => message.to.toLowerCase() === address.toLowerCase());

describe("the invoice and the confirmation", () => {
  it("numbers invoices in one gapless sequence per year, in the transaction that marks the order paid", async () => {
    const first = await paidOrder("EN");
    const second = await paidOrder("EN");
    const [a, b] = [first.invoiceNumber!, second.invoiceNumber!].map((n) => Number(n.slice(-6)));
    expect(first.invoiceNumber).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(b).toBe(a + 1);
    expect(first.invoiceIssuedAt).toEqual(first.paidAt);
    // Confirming again neither pays again nor takes another number.
    await shop.request(`/api/orders/confirm/${first.number}`, { method: "POST" });
    const again = await shop.deps.prisma.order.findUniqueOrThrow({ where: { id: first.id } });
    expect(again.invoiceNumber).toBe(first.invoiceNumber);
    const events = await shop.deps.prisma.orderEvent.findMany({ where: { orderId: first.id, type: "paid" } });
    expect(events).toHaveLength(1);
    expect(events[0].params).toEqual({ invoiceNumber: first.invoiceNumber });
  });

  it("sends the shopper the confirmation with the invoice attached, billing address, payment method, status link and legal texts; staff get a notice", async () => {
    const billing = {
      firstName: "Anna",
      lastName: "Schmidt",
      address: "Friedrichstraße 1",
      city: "Berlin",
      country: "DE",
      postCode: "10117",
      phone: "+49301234567",
    };
    const order = await paidOrder("DE", "Anna.Schmidt@Example.com", billing);
    const [mail] = mailsTo("Anna.Schmidt@Example.com");
    expect(mail.subject).toBe(`Ihre Bestellung ${order.number} ist bestätigt`);
    expect(mail.text).toContain("Zahlungsart: Karte");
    expect(mail.text).toContain("Rechnungsadresse:\nAnna Schmidt\nFriedrichstraße 1\n10117 Berlin\nDeutschland");
    expect(mail.text).toContain(`https://shop.example/de/order-status?number=${order.number}`);
    expect(mail.text).toContain("Widerrufsrecht: Sie können diesen Kauf binnen 14 Tagen");
    expect(mail.text).toContain(
      "Verkäufer:\nTestKit Europe GmbH\nLindenallee 14\n10115 Berlin\nDeutschland\nUSt-IdNr.: DE345678912",
    );
    expect(mail.text).toContain(`Ihre Rechnung ${order.invoiceNumber} finden Sie als PDF im Anhang.`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({
      filename: `${order.invoiceNumber}.pdf`,
      contentType: "application/pdf",
    });
    const invoice = pdfText(mail.attachments![0].content, order.invoiceNumber!);
    expect(invoice).toContain("Rechnung");
    expect(invoice).toContain(order.invoiceNumber!);
    expect(invoice).toContain("Friedrichstraße 1");
    expect(invoice).toContain("TestKit Europe GmbH");

    const [notice] = mailsTo("orders@testkit-europe.example");
    expect(notice.subject).toMatch(new RegExp(`^New order ${order.number}: €49\\.80 to DE$`));
    expect(notice.text).toContain("Customer: anna.schmidt@example.com (writes in German).");
    expect(notice.text).toContain(`https://shop.example/admin#/orders/${order.id}/show`);
    expect(notice.text).not.toContain("Widerrufsrecht");
    const recorded = await shop.deps.prisma.orderEvent.findMany({ where: { orderId: order.id, type: "email_sent" } });
    expect(recorded.map((event) => event.params)).toEqual([{ kind: "confirmation" }]);
  });

  it("lets ADMIN and SUPPORT download the invoice; an unpaid order has none", async () => {
    const order = await paidOrder("BG");
    const response = await shop.request(`/api/admin/orders/${order.id}/invoice`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${order.invoiceNumber}.pdf"`);
    const text = pdfText(Buffer.from(await response.arrayBuffer()), `admin-${order.invoiceNumber}`);
    expect(text).toContain("Фактура");
    expect(text).toContain("ПОЛУЧАТЕЛ");
    expect(text).toContain("ДДС 19%");
    const support = await shop.login(SUPPORT);
    expect((await shop.request(`/api/admin/orders/${order.id}/invoice`, { token: support })).status).toBe(200);
    expect((await shop.request(`/api/admin/orders/${order.id}/invoice`)).status).toBe(401);
    const unpaid = await placeOrder(shop, "CARD");
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: unpaid.orderNumber } });
    const none = await shop.request(`/api/admin/orders/${stored.id}/invoice`, { token });
    expect(none.status).toBe(404);
    expect((await none.json()).error.message).toBe("Invoice not found");
    expect((await shop.request(`/api/admin/orders/${order.id}/credit-note`, { token })).status).toBe(404);
  });
});

describe("the order lookup", () => {
  it("shows the order to whoever has its number and e-mail, in any case, never cached", async () => {
    const order = await paidOrder("EN", "Lookup.Case@example.com");
    const response = await lookup(order.number.toLowerCase().replace(/-/g, ""), "  lookup.case@EXAMPLE.com ");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const view = (await response.json()) as OrderStatusView;
    expect(view).toMatchObject({
      orderNumber: order.number,
      status: "PAID",
      paymentMethod: "CARD",
      items: [{ quantity: 2, unitPrice: 24.9, lineTotal: 49.8 }],
      total: 49.8,
      vat: 7.95,
      vatRate: 19,
      shippingAddress: { city: "Berlin", country: "DE" },
      shipment: null,
      creditNote: null,
    });
    expect(view.history.map((step) => step.step)).toEqual(["placed", "paid"]);
    expect(JSON.stringify(view)).not.toContain("phone");
    expect(view.invoice!.number).toBe(order.invoiceNumber);

    // The link downloads the invoice, for this order only, and only with its token.
    const pdf = await shop.request(view.invoice!.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("cache-control")).toBe("no-store");
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()), `shopper-${order.number}`)).toContain(order.invoiceNumber!);
    const other = await paidOrder("EN");
    const stolen = view.invoice!.url.replace(order.number, other.number);
    expect((await shop.request(stolen)).status).toBe(403);
    expect((await shop.request(view.invoice!.url.replace("/invoice?", "/credit-note?"))).status).toBe(403);
    const forged = await shop.request(view.invoice!.url.replace(/token=.*/, `token=${token}`));
    expect(forged.status).toBe(403);
    expect((await forged.json()).error.code).toBe("link_expired");
  });

  it("answers a wrong e-mail and an unknown number alike, and refuses a client after too many misses", async () => {
    const order = await paidOrder("EN");
    const wrongEmail = await lookup(order.number, "someone.else@example.com");
    const unknown = await lookup("TK-AAAA-AAAA", "anna@example.com");
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await wrongEmail.text()).toBe(await unknown.text());
    expect(wrongEmail.headers.get("cache-control")).toBe("no-store");
    // A found order is not a miss.
    expect((await lookup(order.number, "anna@example.com")).status).toBe(200);
    expect((await lookup("not a number", "anna@example.com")).status).toBe(404);
    const limited = await lookup(order.number, "anna@example.com");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(limited.headers.get("cache-control")).toBe("no-store");
    expect((await limited.json()).error.code).toBe("too_many_lookups");
  });

  it("refuses malformed requests with the field named", async () => {
    const response = await shop.request("/api/orders/lookup", {
      method: "POST",
      json: { orderNumber: "TK-AAAA-AAAA" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("email");
  });
});

describe("the e-mails after the payment", () => {
  it("ships with carrier and tracking number: one e-mail in the order's language with the tracking link, recorded; the lookup shows it", async () => {
    const order = await paidOrder("DE");
    sent = [];
    const ship = () =>
      shop.request(`/api/admin/orders/${order.id}`, {
        method: "PUT",
        token,
        json: { status: "SHIPPED", fromStatus: "PAID", carrier: "DHL", trackingNumber: "00 3404 3412 3456 7890" },
      });
    const response = await ship();
    expect(response.status).toBe(200);
    const record = (await response.json()) as AdminOrderRecord;
    expect(record).toMatchObject({
      status: "SHIPPED",
      carrier: "DHL",
      trackingNumber: "003404341234567890",
      trackingUrl:
        "https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=003404341234567890",
    });
    expect(record.shippedAt).not.toBeNull();
    expect(record.events.at(-1)).toMatchObject({
      type: "status_shipped",
      params: { carrier: "DHL", trackingNumber: "003404341234567890" },
      actor: "admin",
    });
    // Asked twice (a double click): one move, one e-mail.
    expect((await ship()).status).toBe(200);
    await drainOutbox(shop);
    const mails = mailsTo("anna@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Ihre Bestellung ${order.number} ist unterwegs`);
    expect(mails[0].text).toContain("Versanddienstleister: DHL\nSendungsnummer: 003404341234567890");
    expect(mails[0].text).toContain("Sendung verfolgen\nhttps://www.dhl.com/");
    expect(mails[0].attachments).toBeUndefined();
    const history = (await adminOrder(order.id)).events.map((event) => [event.type, event.params]);
    expect(history).toContainEqual(["email_sent", { kind: "shipped" }]);

    const view = (await (await lookup(order.number, "anna@example.com")).json()) as OrderStatusView;
    expect(view.shipment).toEqual({
      carrier: "DHL",
      trackingNumber: "003404341234567890",
      trackingUrl: record.trackingUrl,
    });
    expect(view.history.map((step) => step.step)).toEqual(["placed", "paid", "shipped"]);
  });

  it("sends an e-mail again on request, recorded with who asked; refuses one that does not apply", async () => {
    const order = await paidOrder("EN");
    await shop.request(`/api/admin/orders/${order.id}`, {
      method: "PUT",
      token,
      json: { status: "SHIPPED", carrier: "OTHER" },
    });
    await drainOutbox(shop);
    sent = [];
    const support = await shop.login(SUPPORT);
    const resend = await shop.request(`/api/admin/orders/${order.id}/emails`, {
      method: "POST",
      token: support,
      json: { kind: "shipped" },
    });
    expect(resend.status).toBe(202);
    await shop.request(`/api/admin/orders/${order.id}/emails`, {
      method: "POST",
      token,
      json: { kind: "confirmation" },
    });
    await drainOutbox(shop);
    const mails = mailsTo("anna@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order ${order.number} is on its way`,
      `Your order ${order.number} is confirmed`,
    ]);
    // Another carrier: no name, no link.
    expect(mails[0].text).not.toContain("Carrier:");
    expect(mails[0].text).not.toContain("Track your parcel");
    expect(mails[1].attachments?.[0].filename).toBe(`${order.invoiceNumber}.pdf`);
    const resent = (await adminOrder(order.id)).events.filter((event) => event.type === "email_resent");
    expect(resent.map((event) => [event.actor, event.params])).toEqual([
      ["support", { kind: "shipped" }],
      ["admin", { kind: "confirmation" }],
    ]);

    const refused = await shop.request(`/api/admin/orders/${order.id}/emails`, {
      method: "POST",
      token,
      json: { kind: "refunded" },
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: "email_not_applicable", field: "kind" });
    const bad = await shop.request(`/api/admin/orders/${order.id}/emails`, {
      method: "POST",
      token,
      json: { kind: "hello" },
    });
    expect(bad.status).toBe(400);
    expect(await shop.deps.prisma.outboxMessage.count({ where: { sentAt: null } })).toBe(0);
  });

  it("refunds with a credit note of its own number that names the invoice, attached to the refund e-mail in Bulgarian", async () => {
    const order = await paidOrder("BG");
    sent = [];
    const response = await shop.request(`/api/admin/orders/${order.id}/refund`, { method: "POST", token });
    expect(response.status).toBe(200);
    const record = (await response.json()) as AdminOrderRecord;
    expect(record.creditNoteNumber).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    expect(record.events.at(-1)).toMatchObject({
      type: "status_refunded",
      params: { refunded: true, restocked: true, creditNoteNumber: record.creditNoteNumber },
    });
    await drainOutbox(shop);
    const [mail] = mailsTo("anna@example.com");
    expect(mail.subject).toBe(`Възстановена сума по поръчка ${order.number}`);
    expect(mail.text).toContain("Възстановихме 49,80");
    expect(mail.text).toContain(`Кредитно известие ${record.creditNoteNumber} е приложено като PDF.`);
    const note = pdfText(mail.attachments![0].content, record.creditNoteNumber!);
    expect(note).toContain("Кредитно известие");
    expect(note).toContain(record.creditNoteNumber!);
    expect(note).toContain(`Към фактура ${order.invoiceNumber}`);
    expect(note).toMatch(/Възстановена сума\s+-49,80/);
    expect(note).not.toContain("Платено на");
    const download = await shop.request(`/api/admin/orders/${order.id}/credit-note`, { token });
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${record.creditNoteNumber}.pdf"`);
    const view = (await (await lookup(order.number, "anna@example.com")).json()) as OrderStatusView;
    expect(view.creditNote?.number).toBe(record.creditNoteNumber);
    expect(view.history.map((step) => step.step)).toEqual(["placed", "paid", "refunded"]);
  });

  it("cancels an unpaid order with an e-mail saying no payment was taken, and no credit note", async () => {
    const created = await placeOrder(shop, "CARD", [{ slug: "drug-tests", quantity: 1 }], { language: "EN" });
    const order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: created.orderNumber } });
    const response = await shop.request(`/api/admin/orders/${order.id}`, {
      method: "PUT",
      token,
      json: { status: "CANCELLED", fromStatus: "PENDING_PAYMENT" },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminOrderRecord).creditNoteNumber).toBeNull();
    await drainOutbox(shop);
    const [mail] = mailsTo("anna@example.com");
    expect(mail.subject).toBe(`Your order ${order.number} has been cancelled`);
    expect(mail.text).toContain("No payment was taken for this order.");
    expect(mail.attachments).toBeUndefined();
  });

  it("takes carrier and tracking number only with a shipment, and checks them; nothing changes on a bad request", async () => {
    const order = await paidOrder("EN");
    const attempts = [
      { json: { status: "CANCELLED", carrier: "DHL" }, field: "carrier" },
      { json: { note: "hi", trackingNumber: "ABC123" }, field: "trackingNumber" },
      { json: { status: "SHIPPED", carrier: "PIGEON" }, field: "carrier" },
      { json: { status: "SHIPPED", trackingNumber: "<script>" }, field: "trackingNumber" },
    ];
    for (const attempt of attempts) {
      const response = await shop.request(`/api/admin/orders/${order.id}`, {
        method: "PUT",
        token,
        json: attempt.json,
      });
      expect(response.status, JSON.stringify(attempt.json)).toBe(400);
      expect((await response.json()).error.field).toBe(attempt.field);
    }
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({ status: "PAID", carrier: null, trackingNumber: null, shippedAt: null });
  });
});
