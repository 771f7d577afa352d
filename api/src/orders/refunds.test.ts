// Partial refunds and returns (docs/behaviour.md §15) against the Stripe and PayPal stand-ins and
// the built-in test provider: units, a sum, restock or not, the credit note of exactly that part
// (read back with pdftotext), the statuses, the e-mail, over-refunds refused (also when they race),
// idempotency, and a returned parcel with its refund deadline.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  AdminDashboard,
  AdminOrderRecord,
  AdminRefundQuote,
  AdminRefundResult,
  OrderStatusView,
} from "@shop/shared";
import type { MailMessage } from "../mail/mailer.ts";
import { drainOutbox, placeOrder, stockOf, usePaymentShop } from "../../test/payment-shop.ts";
import { SUPPORT, usesPostgres } from "../../test/harness.ts";
import { endOfDayAfter } from "../platform/shop-calendar.ts";
import { finishPendingRefunds } from "./refund-order.ts";

const shop = usePaymentShop();
let sent: MailMessage[] = [];
let token: string;
let dir: string;

beforeAll(async () => {
  shop.deps.mailer = { send: (message) => Promise.resolve(void sent.push(message)) };
  token = await shop.login(SUPPORT);
  dir = mkdtempSync(join(tmpdir(), "refunds-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  sent = [];
});

/** A paid order of 3 × drug-tests (24.90 each) and 1 × vitamin-d-test (19.00) to Germany (19 % VAT). */
async function paidOrder(method: "CARD" | "PAYPAL" = "CARD", language: "EN" | "DE" = "EN") {
  const order = await placeOrder(
    shop,
    method,
    [
      { slug: "drug-tests", quantity: 3 },
      { slug: "vitamin-d-test", quantity: 1 },
    ],
    { language },
  );
  if (method === "CARD") shop.stripe.pay(order.paymentReference);
  else shop.paypal.approve(order.paymentReference);
  expect((await shop.request(`/api/orders/confirm/${order.orderNumber}`, { method: "POST" })).status).toBe(200);
  await drainOutbox(shop);
  sent = [];
  const stored = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: order.orderNumber } });
  return { ...stored, record: await adminOrder(stored.id) };
}

const adminOrder = async (id: number) =>
  (await (await shop.request(`/api/admin/orders/${id}`, { token })).json()) as AdminOrderRecord;

const refund = (id: number, body: object, headers: Record<string, string> = {}) =>
  shop.request(`/api/admin/orders/${id}/refunds`, { method: "POST", token, json: body, headers });

const quote = (id: number, body: object, as = token) =>
  shop.request(`/api/admin/orders/${id}/refunds/quote`, { method: "POST", token: as, json: body });

const itemOf = (record: AdminOrderRecord, slug: string) => record.items.find((item) => item.slug === slug)!;

function pdfText(pdf: ArrayBuffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, Buffer.from(pdf));
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
    /[\u00a0\u202f]/g,
    " ",
  );
}

const downloadsOf = (id: number) =>
  shop.deps.prisma.auditEntry.count({ where: { action: "order.credit_note_downloaded", recordId: String(id) } });

async function creditNoteText(id: number, number: string) {
  const before = await downloadsOf(id);
  const response = await shop.request(`/api/admin/orders/${id}/credit-notes/${number}`, { token });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  // A staff read of the buyer's name and address: in the audit log, as every document's.
  expect(await downloadsOf(id)).toBe(before + 1);
  return pdfText(await response.arrayBuffer(), number);
}

const refundedAtStripe = (reference: string) => {
  const intent = shop.stripe.intents.get(reference)!;
  return shop.stripe.charges.get(intent.latest_charge!)!.amount_refunded;
};

describe("a refund of chosen units", () => {
  it("refunds them at Stripe, issues their credit note, restocks only when asked, and e-mails it", async () => {
    const order = await paidOrder();
    const drug = itemOf(order.record, "drug-tests");
    expect(drug.id).toBeTypeOf("number");
    const stockBefore = await stockOf(shop);

    const response = await refund(order.id, {
      items: [{ orderItemId: drug.id, quantity: 1 }],
      restock: false,
      reason: "Opened kit, damaged in transit",
    });
    expect(response.status).toBe(201);
    const { refund: made, order: after } = (await response.json()) as AdminRefundResult;
    expect(made).toMatchObject({
      status: "done",
      amount: 24.9,
      items: [{ orderItemId: drug.id, name: drug.name, quantity: 1 }],
      restock: false,
      reason: "Opened kit, damaged in transit",
      actor: SUPPORT.username,
    });
    expect(made.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(after.status).toBe("PARTIALLY_REFUNDED");
    expect(after.refunded).toBe(24.9);
    expect(after.refundable).toBe(68.8);
    expect(itemOf(after, "drug-tests").refundedQuantity).toBe(1);
    expect(after.refunds).toHaveLength(1);
    expect(after.creditNoteNumber).toBe(made.creditNoteNumber);
    expect(refundedAtStripe(order.paymentReference!)).toBe(2490);
    expect(await stockOf(shop)).toBe(stockBefore);
    const event = after.events.at(-1)!;
    expect(event).toMatchObject({ type: "status_partially_refunded", actor: SUPPORT.username });
    expect(event.params).toMatchObject({ amount: 24.9, restocked: false, reason: "Opened kit, damaged in transit" });

    // The credit note: exactly that unit, at the line's recorded 19 %, naming the invoice.
    const text = await creditNoteText(order.id, made.creditNoteNumber!);
    expect(text).toContain(made.creditNoteNumber!);
    expect(text).toContain(order.invoiceNumber!);
    expect(text).toMatch(/-€24\.90/);
    expect(text).toMatch(/-€3\.98/); // 24.90 × 19 / 119
    expect(text).toMatch(/-€20\.92/);
    expect(text).not.toContain("Vitamin");
    const latest = await shop.request(`/api/admin/orders/${order.id}/credit-note`, { token });
    expect(pdfText(await latest.arrayBuffer(), "latest")).toContain(made.creditNoteNumber!);

    await drainOutbox(shop);
    const mail = sent.find((message) => message.to === order.email)!;
    expect(mail.text).toContain("refunded part of your order");
    expect(mail.text).toContain("We have refunded €24.90 to your card.");
    expect(mail.attachments?.map((file) => file.filename)).toEqual([`${made.creditNoteNumber}.pdf`]);
    expect((await adminOrder(order.id)).events.at(-1)).toMatchObject({
      type: "email_sent",
      params: { kind: "refunded" },
    });
  });

  it("returns the units to stock when restock is true, and becomes REFUNDED once everything went back", async () => {
    const order = await paidOrder();
    const drug = itemOf(order.record, "drug-tests");
    const vitamin = itemOf(order.record, "vitamin-d-test");
    const [drugStock, vitaminStock] = [await stockOf(shop), await stockOf(shop, "vitamin-d-test")];

    const first = await refund(order.id, {
      items: [{ orderItemId: drug.id, quantity: 2 }],
      restock: true,
      reason: "Returned unopened",
    });
    expect(first.status).toBe(201);
    expect(await stockOf(shop)).toBe(drugStock + 2);
    expect((await adminOrder(order.id)).status).toBe("PARTIALLY_REFUNDED");

    const second = await refund(order.id, {
      items: [
        { orderItemId: drug.id, quantity: 1 },
        { orderItemId: vitamin.id, quantity: 1 },
      ],
      restock: false,
      reason: "The rest",
    });
    expect(second.status).toBe(201);
    const { order: after } = (await second.json()) as AdminRefundResult;
    expect(after.status).toBe("REFUNDED");
    expect(after.refundable).toBe(0);
    expect(after.refunded).toBe(93.7);
    expect(await stockOf(shop)).toBe(drugStock + 2);
    expect(await stockOf(shop, "vitamin-d-test")).toBe(vitaminStock);
    expect(refundedAtStripe(order.paymentReference!)).toBe(9370);
    // Nothing is left: another refund is refused.
    const third = await refund(order.id, { amount: 1, restock: false, reason: "More" });
    expect(third.status).toBe(409);
    expect((await third.json()).error.code).toBe("not_refundable");
  });
});

describe("a partly refunded order's fulfilment", () => {
  const move = (id: number, status: string, fromStatus: string) =>
    shop.request(`/api/admin/orders/${id}`, { method: "PUT", token, json: { status, fromStatus } });
  const dashboard = async () =>
    (await (await shop.request("/api/admin/dashboard", { token })).json()) as AdminDashboard;
  const toShip = async () => {
    const filter = encodeURIComponent(JSON.stringify({ shipment: "due" }));
    const list = (await (await shop.request(`/api/admin/orders?filter=${filter}`, { token })).json()) as {
      id: number;
    }[];
    return list.map((row) => row.id);
  };

  it("still waits to be shipped after one unit was refunded, then ships and is delivered, once each", async () => {
    const order = await paidOrder();
    const waiting = (await dashboard()).awaitingShipment;
    const drug = itemOf(order.record, "drug-tests");
    expect(
      (await refund(order.id, { items: [{ orderItemId: drug.id, quantity: 1 }], restock: true, reason: "Out of one" }))
        .status,
    ).toBe(201);

    // The remaining units still wait to be shipped, on the dashboard and in the list it links to.
    const partly = await adminOrder(order.id);
    expect(partly).toMatchObject({ status: "PARTIALLY_REFUNDED", shippedAt: null, deliveredAt: null });
    expect((await dashboard()).awaitingShipment).toBe(waiting);
    expect(await toShip()).toContain(order.id);

    // Shipped (a double click ships it once), it stays partly refunded and is delivered next.
    const [shipped, again] = [
      await move(order.id, "SHIPPED", "PARTIALLY_REFUNDED"),
      await move(order.id, "SHIPPED", "PARTIALLY_REFUNDED"),
    ];
    expect(shipped.status).toBe(200);
    expect(again.status).toBe(200);
    const out = (await shipped.json()) as AdminOrderRecord;
    expect(out.status).toBe("PARTIALLY_REFUNDED");
    expect(out.shippedAt).not.toBeNull();
    expect((await adminOrder(order.id)).events.filter((event) => event.type === "status_shipped")).toHaveLength(1);
    expect((await dashboard()).awaitingShipment).toBe(waiting - 1);
    expect(await toShip()).not.toContain(order.id);
    await drainOutbox(shop);
    const shippingNotices = sent.filter((mail) => mail.subject === `Your order ${order.number} is on its way`);
    expect(shippingNotices.map((mail) => mail.to)).toEqual([order.email]);

    const delivered = await move(order.id, "DELIVERED", "PARTIALLY_REFUNDED");
    expect(delivered.status).toBe(200);
    const arrived = (await delivered.json()) as AdminOrderRecord;
    expect(arrived.status).toBe("PARTIALLY_REFUNDED");
    expect(arrived.deliveredAt).not.toBeNull();
    expect((await move(order.id, "DELIVERED", "PARTIALLY_REFUNDED")).status).toBe(200);
    expect(arrived.events.filter((event) => event.type === "status_delivered")).toHaveLength(1);
    expect((await adminOrder(order.id)).events.filter((event) => event.type === "status_delivered")).toHaveLength(1);
  });

  it("is delivered after a unit of the shipped order was refunded", async () => {
    const order = await paidOrder();
    expect((await move(order.id, "SHIPPED", "PAID")).status).toBe(200);
    const vitamin = itemOf(order.record, "vitamin-d-test");
    await refund(order.id, { items: [{ orderItemId: vitamin.id, quantity: 1 }], restock: false, reason: "Damaged" });
    expect((await adminOrder(order.id)).status).toBe("PARTIALLY_REFUNDED");
    const delivered = await move(order.id, "DELIVERED", "PARTIALLY_REFUNDED");
    // The shopper's timeline: each step once, the refund with its amount, and what was refunded in all.
    const lookup = await shop.request("/api/orders/lookup", {
      method: "POST",
      json: { orderNumber: order.number, email: order.email },
    });
    const view = (await lookup.json()) as OrderStatusView;
    expect(view.history.map(({ step, amount }) => (amount === undefined ? step : [step, amount]))).toEqual([
      "placed",
      "paid",
      "shipped",
      ["partially_refunded", 19],
      "delivered",
    ]);
    expect(view.refunded).toBe(19);
    expect(delivered.status).toBe(200);
    expect(((await delivered.json()) as AdminOrderRecord).deliveredAt).not.toBeNull();
    // Shipped already: shipping it again is no move.
    const ship = await move(order.id, "SHIPPED", "PARTIALLY_REFUNDED");
    expect(ship.status).toBe(200);
    expect((await adminOrder(order.id)).events.filter((event) => event.type === "status_shipped")).toHaveLength(1);
  });
});

describe("a refund of a sum", () => {
  it("refunds it with its VAT split over the lines at their rates, at PayPal", async () => {
    const order = await paidOrder("PAYPAL");
    const response = await refund(order.id, { amount: 10, restock: false, reason: "Goodwill: late delivery" });
    expect(response.status).toBe(201);
    const { refund: made, order: after } = (await response.json()) as AdminRefundResult;
    expect(made).toMatchObject({ amount: 10, sum: 10, items: [] });
    expect(after.status).toBe("PARTIALLY_REFUNDED");
    const capture = shop.paypal.orders.get(order.paymentReference!)!.purchase_units[0].payments!.captures[0];
    expect(capture).toMatchObject({ status: "PARTIALLY_REFUNDED", refunded_cents: 1000 });
    const text = await creditNoteText(order.id, made.creditNoteNumber!);
    expect(text).toContain("Partial refund of the price");
    expect(text).toMatch(/-€10\.00/);
    expect(text).toMatch(/-€1\.60/); // 10.00 × 19 / 119, every line at 19 %
    expect(text).toMatch(/-€8\.40/);
    await drainOutbox(shop);
    const mail = sent.find((message) => message.to === order.email)!;
    expect(mail.text).toContain("We have refunded €10 to your PayPal account.");

    // The full refund (the shortcut) gives back the rest as a sum: the units' prices would exceed it.
    const full = await shop.request(`/api/admin/orders/${order.id}/refund`, { method: "POST", token, json: {} });
    expect(full.status).toBe(200);
    const done = (await full.json()) as AdminOrderRecord;
    expect(done.status).toBe("REFUNDED");
    expect(done.refunds.map((row) => row.amount)).toEqual([10, 83.7]);
    expect(capture).toMatchObject({ status: "REFUNDED", refunded_cents: 9370 });
  });
});

describe("refusals, which change nothing", () => {
  it("answers 400 for bad input and 409 for more than remains", async () => {
    const order = await paidOrder();
    const drug = itemOf(order.record, "drug-tests");
    const cases: [object, number, string, string?][] = [
      [{ restock: false, reason: "x" }, 400, "invalid_request", "items"],
      [{ amount: 5, restock: false }, 400, "invalid_request", "reason"],
      [{ amount: 5, restock: false, reason: "  " }, 400, "invalid_request", "reason"],
      [{ amount: 0, restock: false, reason: "x" }, 400, "invalid_request", "amount"],
      [{ amount: -3, restock: false, reason: "x" }, 400, "invalid_request", "amount"],
      [{ amount: 1.234, restock: false, reason: "x" }, 400, "invalid_request", "amount"],
      [{ amount: 5, reason: "x" }, 400, "invalid_request", "restock"],
      [{ shipping: true, restock: false, reason: "x" }, 400, "invalid_request", "shipping"],
      [
        { items: [{ orderItemId: drug.id, quantity: 0 }], restock: false, reason: "x" },
        400,
        "invalid_request",
        "items.0.quantity",
      ],
      [
        { items: [{ orderItemId: 999999, quantity: 1 }], restock: false, reason: "x" },
        400,
        "invalid_request",
        "items.0.orderItemId",
      ],
      [
        {
          items: [
            { orderItemId: drug.id, quantity: 1 },
            { orderItemId: drug.id, quantity: 1 },
          ],
          restock: false,
          reason: "x",
        },
        400,
        "invalid_request",
        "items.1.orderItemId",
      ],
      [
        { items: [{ orderItemId: drug.id, quantity: 4 }], restock: false, reason: "x" },
        409,
        "refund_exceeds_quantity",
        "items.0.quantity",
      ],
      [{ amount: 93.71, restock: false, reason: "x" }, 409, "refund_exceeds_payment", "amount"],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await refund(order.id, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const { error } = await response.json();
      expect(error.code, JSON.stringify(body)).toBe(code);
      if (field) expect(error.field, JSON.stringify(body)).toBe(field);
    }
    const after = await adminOrder(order.id);
    expect(after.status).toBe("PAID");
    expect(after.refunds).toEqual([]);
    expect(refundedAtStripe(order.paymentReference!)).toBe(0);

    // A sum and units together that exceed what remains.
    expect((await refund(order.id, { amount: 90, restock: false, reason: "x" })).status).toBe(201);
    const over = await refund(order.id, {
      items: [{ orderItemId: drug.id, quantity: 1 }],
      restock: false,
      reason: "x",
    });
    expect(over.status).toBe(409);
    expect((await over.json()).error).toMatchObject({ code: "refund_exceeds_payment" });
    expect(refundedAtStripe(order.paymentReference!)).toBe(9000);
  });

  it("answers 404 for an unknown order, 409 for an unpaid one, and 502 (nothing changed) when the provider is down", async () => {
    expect((await refund(999999, { amount: 1, restock: false, reason: "x" })).status).toBe(404);
    const unpaid = await placeOrder(shop, "CARD");
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: unpaid.orderNumber } });
    const refused = await refund(stored.id, { amount: 1, restock: false, reason: "x" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("not_refundable");

    const order = await paidOrder();
    shop.stripe.down = true;
    const down = await refund(order.id, { amount: 5, restock: false, reason: "x" });
    expect(down.status).toBe(502);
    shop.stripe.down = false;
    const after = await adminOrder(order.id);
    expect(after).toMatchObject({ status: "PAID", refunds: [], refunded: 0 });
    expect(await shop.deps.prisma.refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("answers a repeated Idempotency-Key with the same refund, made once", async () => {
    const order = await paidOrder();
    const body = { amount: 5, restock: false, reason: "Goodwill" };
    const first = await refund(order.id, body, { "idempotency-key": "dialog-1" });
    const again = await refund(order.id, body, { "idempotency-key": "dialog-1" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(((await again.json()) as AdminRefundResult).refund.id).toBe(
      ((await first.json()) as AdminRefundResult).refund.id,
    );
    expect(refundedAtStripe(order.paymentReference!)).toBe(500);
  });
});

describe("the refund quote", () => {
  it("answers what the refund then takes, line by line, and what stays refundable", async () => {
    const order = await paidOrder();
    const drug = itemOf(order.record, "drug-tests");
    const choice = { items: [{ orderItemId: drug.id, quantity: 2 }], amount: 5.1 };
    const response = await quote(order.id, choice);
    expect(response.status).toBe(200);
    const quoted = (await response.json()) as AdminRefundQuote;
    expect(quoted).toEqual({
      lines: [{ orderItemId: drug.id, quantity: 2, amount: 49.8 }],
      shipping: 0,
      sum: 5.1,
      total: 54.9,
      refundableAfter: 38.8,
    });
    // The refund's own body (restock, reason) is quoted alike.
    expect(await (await quote(order.id, { ...choice, restock: false, reason: "Damaged" })).json()).toEqual(quoted);

    const made = await refund(order.id, { ...choice, restock: false, reason: "Damaged" });
    expect(made.status).toBe(201);
    const { refund: taken, order: after } = (await made.json()) as AdminRefundResult;
    expect(taken.amount).toBe(quoted.total);
    expect(after.refundable).toBe(quoted.refundableAfter);
    // What is left is quoted from the refunds made.
    const rest = await quote(order.id, { items: [{ orderItemId: drug.id, quantity: 2 }] });
    expect((await rest.json()).error).toMatchObject({ code: "refund_exceeds_quantity", field: "items.0.quantity" });
    expect(await (await quote(order.id, { amount: 38.8 })).json()).toMatchObject({ total: 38.8, refundableAfter: 0 });
  });

  it("refuses what the refund refuses, and writes nothing", async () => {
    const order = await paidOrder();
    const drug = itemOf(order.record, "drug-tests");
    const cases: [object, number, string, string?][] = [
      [{}, 400, "invalid_request", "items"],
      [{ amount: 0 }, 400, "invalid_request", "amount"],
      [{ amount: 1.234 }, 400, "invalid_request", "amount"],
      [{ amount: 5, reason: " " }, 400, "invalid_request", "reason"],
      [{ amount: 5, extra: true }, 400, "invalid_request"],
      [{ shipping: true }, 400, "invalid_request", "shipping"],
      [{ items: [{ orderItemId: 999999, quantity: 1 }] }, 400, "invalid_request", "items.0.orderItemId"],
      [{ items: [{ orderItemId: drug.id, quantity: 4 }] }, 409, "refund_exceeds_quantity", "items.0.quantity"],
      [{ amount: 93.71 }, 409, "refund_exceeds_payment", "amount"],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await quote(order.id, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error, JSON.stringify(body)).toMatchObject(field ? { code, field } : { code });
    }
    expect((await quote(999999, { amount: 1 })).status).toBe(404);
    expect((await quote(order.id, { amount: 1 }, "")).status).toBe(401);
    const unpaid = await placeOrder(shop, "CARD");
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: unpaid.orderNumber } });
    expect((await (await quote(stored.id, { amount: 1 })).json()).error.code).toBe("not_refundable");

    const audited = await shop.deps.prisma.auditEntry.count();
    expect((await quote(order.id, { amount: 93.7, shipping: false })).status).toBe(200);
    expect(await shop.deps.prisma.refund.count({ where: { orderId: order.id } })).toBe(0);
    expect(await shop.deps.prisma.auditEntry.count()).toBe(audited);
    expect(await adminOrder(order.id)).toMatchObject({ status: "PAID", refunds: [], refunded: 0, refundable: 93.7 });
    expect(refundedAtStripe(order.paymentReference!)).toBe(0);
  });
});

describe("concurrent refunds", () => {
  it("never add up to more than was paid", async () => {
    const order = await paidOrder();
    // 8 requests of 20 € against 93.70 € paid: exactly 4 go through.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        refund(order.id, { amount: 20, restock: false, reason: `race ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    for (const answer of answers.filter((a) => a.status === 409))
      expect((await answer.json()).error.code).toBe("refund_exceeds_payment");
    const after = await adminOrder(order.id);
    expect(after.refunded).toBe(80);
    expect(refundedAtStripe(order.paymentReference!)).toBe(8000);
    expect(new Set(after.refunds.map((row) => row.creditNoteNumber)).size).toBe(4);
  });

  it.runIf(usesPostgres)("hold on PostgreSQL when units of one line race too", async () => {
    const order = await paidOrder();
    const drug = itemOf(order.record, "drug-tests");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        refund(order.id, { items: [{ orderItemId: drug.id, quantity: 1 }], restock: true, reason: "race" }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect((await adminOrder(order.id)).items.find((item) => item.id === drug.id)!.refundedQuantity).toBe(3);
    expect(refundedAtStripe(order.paymentReference!)).toBe(3 * 2490);
  });
});

describe("the full refund (the shortcut)", () => {
  it("does not restock a shipped order by default, and restocks when asked", async () => {
    const shipped = await paidOrder();
    const before = await stockOf(shop);
    await shop.request(`/api/admin/orders/${shipped.id}`, { method: "PUT", token, json: { status: "SHIPPED" } });
    const answer = await shop.request(`/api/admin/orders/${shipped.id}/refund`, { method: "POST", token });
    expect(answer.status).toBe(200);
    const after = (await answer.json()) as AdminOrderRecord;
    expect(after.status).toBe("REFUNDED");
    expect(after.refunds[0]).toMatchObject({ amount: 93.7, restock: false, reason: "Full refund" });
    expect(await stockOf(shop)).toBe(before);
    // Its credit note is the invoice's exact reverse.
    const text = await creditNoteText(shipped.id, after.creditNoteNumber!);
    expect(text).toMatch(/-€93\.70/);
    expect(text).toMatch(/-€14\.96/);

    const restocked = await paidOrder();
    await shop.request(`/api/admin/orders/${restocked.id}`, { method: "PUT", token, json: { status: "SHIPPED" } });
    const stock = await stockOf(shop);
    const again = await shop.request(`/api/admin/orders/${restocked.id}/refund`, {
      method: "POST",
      token,
      json: { restock: true, reason: "Came back sealed" },
    });
    expect(again.status).toBe(200);
    expect(await stockOf(shop)).toBe(stock + 3);
    const bad = await shop.request(`/api/admin/orders/${restocked.id}/refund`, {
      method: "POST",
      token,
      json: { restock: "yes" },
    });
    expect(bad.status).toBe(400);
  });

  it("restocks an order not shipped yet by default", async () => {
    const order = await paidOrder();
    const before = await stockOf(shop);
    expect((await shop.request(`/api/admin/orders/${order.id}/refund`, { method: "POST", token })).status).toBe(200);
    expect(await stockOf(shop)).toBe(before + 3);
  });
});

describe("the built-in test provider", () => {
  const testShop = usePaymentShop({
    env: {
      STRIPE_SECRET_KEY: "",
      STRIPE_PUBLISHABLE_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      STRIPE_API_URL: "",
      PAYPAL_CLIENT_ID: "",
      PAYPAL_CLIENT_SECRET: "",
      PAYPAL_WEBHOOK_ID: "",
      PAYPAL_API_URL: "",
    },
  });
  it("refunds in parts, never more than was paid", async () => {
    const supportToken = await testShop.login(SUPPORT);
    const created = await placeOrder(testShop, "CARD", [{ slug: "drug-tests", quantity: 2 }]);
    const paid = await testShop.request("/api/payments/test/confirm", {
      method: "POST",
      json: {
        paymentReference: created.paymentReference,
        clientSecret: created.clientSecret,
        method: "card",
        cardNumber: "4242424242424242",
      },
    });
    expect(paid.status).toBe(200);
    await testShop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" });
    const order = await testShop.deps.prisma.order.findUniqueOrThrow({ where: { number: created.orderNumber } });
    const partial = await testShop.request(`/api/admin/orders/${order.id}/refunds`, {
      method: "POST",
      token: supportToken,
      json: { amount: 4.9, restock: false, reason: "Goodwill" },
    });
    expect(partial.status).toBe(201);
    const payment = () =>
      testShop.deps.prisma.testPayment.findUniqueOrThrow({ where: { id: created.paymentReference } });
    expect(await payment()).toMatchObject({ status: "succeeded", refundedCents: 490 });
    const rest = await testShop.request(`/api/admin/orders/${order.id}/refund`, {
      method: "POST",
      token: supportToken,
    });
    expect(rest.status).toBe(200);
    expect(await payment()).toMatchObject({ status: "refunded", refundedCents: 4980 });
  });
});

describe("a refund left pending by a crash", () => {
  it("is finished by the order sweep, paid back once", async () => {
    const order = await paidOrder();
    const pending = await shop.deps.prisma.refund.create({
      data: {
        orderId: order.id,
        amountCents: 700,
        items: [],
        sumCents: 700,
        restock: false,
        reason: "Crashed",
        actor: SUPPORT.username,
        createdAt: new Date(Date.now() - 10 * 60_000),
      },
    });
    expect(await finishPendingRefunds(shop.deps, new Date(Date.now() - 2 * 60_000))).toBe(1);
    const after = await adminOrder(order.id);
    expect(after.status).toBe("PARTIALLY_REFUNDED");
    expect(after.refunds.find((row) => row.id === pending.id)).toMatchObject({ status: "done", amount: 7 });
    expect(refundedAtStripe(order.paymentReference!)).toBe(700);
  });
});

describe("returns", () => {
  it("records the parcel received, shows the deadline on the order and the dashboard until the refund", async () => {
    const order = await paidOrder();
    const early = await shop.request(`/api/admin/orders/${order.id}/returned`, { method: "POST", token });
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe("not_returnable");
    await shop.request(`/api/admin/orders/${order.id}`, { method: "PUT", token, json: { status: "SHIPPED" } });

    const received = await shop.request(`/api/admin/orders/${order.id}/returned`, { method: "POST", token });
    expect(received.status).toBe(200);
    const record = (await received.json()) as AdminOrderRecord;
    expect(record.returnReceivedAt).not.toBeNull();
    // Due by the end of the 14th day after the day of receipt, at midnight in the shop's time zone.
    const receivedAt = new Date(record.returnReceivedAt!);
    expect(record.refundDueBy).toBe(endOfDayAfter(receivedAt, 14, shop.env.SHOP_TIME_ZONE).toISOString());
    const left = new Date(record.refundDueBy!).getTime() - receivedAt.getTime();
    expect(left).toBeGreaterThan(14 * 86_400_000);
    expect(left).toBeLessThanOrEqual(15 * 86_400_000 + 3_600_000);
    expect(record.events.at(-1)).toMatchObject({ type: "returned", actor: SUPPORT.username });
    const twice = await shop.request(`/api/admin/orders/${order.id}/returned`, { method: "POST", token });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe("return_already_received");

    const dashboard = async () =>
      (await (await shop.request("/api/admin/dashboard", { token })).json()) as AdminDashboard;
    expect((await dashboard()).returnsAwaitingRefund.map((row) => row.number)).toContain(order.number);

    const drug = itemOf(order.record, "drug-tests");
    expect(
      (await refund(order.id, { items: [{ orderItemId: drug.id, quantity: 3 }], restock: true, reason: "Withdrawal" }))
        .status,
    ).toBe(201);
    const after = await adminOrder(order.id);
    expect(after.refundDueBy).toBeNull();
    expect(after.returnReceivedAt).toBe(record.returnReceivedAt);
    expect((await dashboard()).returnsAwaitingRefund.map((row) => row.number)).not.toContain(order.number);
  });

  const received = (id: number, body?: unknown) =>
    shop.request(`/api/admin/orders/${id}/returned`, {
      method: "POST",
      token,
      ...(body === undefined ? {} : typeof body === "string" ? { body } : { json: body }),
    });
  const ship = (id: number) =>
    shop.request(`/api/admin/orders/${id}`, { method: "PUT", token, json: { status: "SHIPPED", fromStatus: "PAID" } });

  it("refunds the units whose seal is intact and not the opened ones of a sealed kit, and e-mails which and why", async () => {
    // The vitamin D test is not sealed for hygiene here: an opened one is refunded as any other.
    await shop.deps.prisma.product.update({ where: { slug: "vitamin-d-test" }, data: { sealedForHygiene: false } });
    try {
      const order = await paidOrder();
      const [drug, vitamin] = [itemOf(order.record, "drug-tests"), itemOf(order.record, "vitamin-d-test")];
      expect((await ship(order.id)).status).toBe(200);
      await drainOutbox(shop);
      sent = [];

      const answer = await received(order.id, {
        units: [
          { orderItemId: drug.id, quantity: 2, sealIntact: true },
          { orderItemId: drug.id, quantity: 1, sealIntact: false },
          { orderItemId: vitamin.id, quantity: 1, sealIntact: false },
        ],
      });
      expect(answer.status).toBe(200);
      const record = (await answer.json()) as AdminOrderRecord;
      expect(record.refundDueBy).not.toBeNull();
      expect(record.returnedUnits).toEqual([
        { orderItemId: drug.id, name: drug.name, quantity: 2, sealIntact: true, refunded: true },
        { orderItemId: drug.id, name: drug.name, quantity: 1, sealIntact: false, refunded: false },
        { orderItemId: vitamin.id, name: vitamin.name, quantity: 1, sealIntact: false, refunded: true },
      ]);
      expect(itemOf(record, "drug-tests").keptQuantity).toBe(1);
      // The history keeps what came back, unit by unit, and who received it.
      const event = record.events.at(-1)!;
      expect(event).toMatchObject({
        type: "returned",
        actor: SUPPORT.username,
        params: {
          intact: `2 × ${drug.name}`,
          opened: `1 × ${vitamin.name}`,
          notRefunded: `1 × ${drug.name}`,
        },
      });
      const stored = await shop.deps.prisma.orderEvent.findUniqueOrThrow({ where: { id: event.id } });
      expect((stored.params as { units: unknown[] }).units).toHaveLength(3);

      // The shopper is told at once which units are not refunded, and on what ground.
      await drainOutbox(shop);
      const mail = sent.find((message) => message.subject === `Your return for order ${order.number}`)!;
      expect(mail.to).toBe(order.email);
      expect(mail.text).toContain(`Opened, so not refunded:\n1 × ${drug.name}`);
      expect(mail.text).toContain("Art. 16(e) of Directive 2011/83/EU; in Germany §312g Abs. 2 Nr. 3 BGB");
      expect(mail.text).toContain(`What we refund:\n2 × ${drug.name}\n1 × ${vitamin.name}`);
      expect(mail.subject).not.toMatch(/drug|vitamin/i);

      // The opened kit is never refunded as a unit, nor by the full refund; the others are.
      const all = await refund(order.id, {
        items: [{ orderItemId: drug.id, quantity: 3 }],
        restock: false,
        reason: "Return",
      });
      expect(all.status).toBe(409);
      expect((await all.json()).error).toMatchObject({ code: "units_not_refundable", field: "items.0.quantity" });
      const made = await refund(order.id, {
        items: [
          { orderItemId: drug.id, quantity: 2 },
          { orderItemId: vitamin.id, quantity: 1 },
        ],
        restock: true,
        reason: "Return",
      });
      expect(made.status).toBe(201);
      const { refund: done, order: after } = (await made.json()) as AdminRefundResult;
      expect(done.amount).toBe(68.8);
      expect(after).toMatchObject({ status: "PARTIALLY_REFUNDED", refundDueBy: null, refunded: 68.8 });
      const note = await creditNoteText(order.id, done.creditNoteNumber!);
      expect(note).toMatch(/-€68\.80/);
      expect(note).not.toMatch(/-€93\.70/);
      const full = await shop.request(`/api/admin/orders/${order.id}/refund`, { method: "POST", token });
      expect(full.status).toBe(409);
      expect((await full.json()).error.code).toBe("units_not_refundable");
      expect(refundedAtStripe(order.paymentReference!)).toBe(6880);
    } finally {
      await shop.deps.prisma.product.update({ where: { slug: "vitamin-d-test" }, data: { sealedForHygiene: true } });
    }
  });

  it("leaves no refund due when every unit came back opened, and tells the shopper in German", async () => {
    const order = await paidOrder("CARD", "DE");
    expect((await ship(order.id)).status).toBe(200);
    await drainOutbox(shop);
    sent = [];
    const units = order.record.items.map((item) => ({
      orderItemId: item.id,
      quantity: item.quantity,
      sealIntact: false,
    }));
    const answer = await received(order.id, { units });
    expect(answer.status).toBe(200);
    const record = (await answer.json()) as AdminOrderRecord;
    expect(record.returnReceivedAt).not.toBeNull();
    expect(record.refundDueBy).toBeNull();
    await drainOutbox(shop);
    const mail = sent.find((message) => message.subject === `Ihre Rücksendung zur Bestellung ${order.number}`)!;
    expect(mail.text).toContain("Geöffnet, daher nicht erstattet:");
    expect(mail.text).toContain("§312g Abs. 2 Nr. 3 BGB; Art. 16 Buchst. e der Richtlinie 2011/83/EU");
    expect(mail.text).toContain("Von dieser Rücksendung kann nichts erstattet werden.");
    expect((await adminOrder(order.id)).events.at(-1)).toMatchObject({
      type: "email_sent",
      params: { kind: "return" },
    });
  });

  it("counts every unit intact without a body, and sends no e-mail", async () => {
    const order = await paidOrder();
    expect((await ship(order.id)).status).toBe(200);
    await drainOutbox(shop);
    sent = [];
    const record = (await (await received(order.id)).json()) as AdminOrderRecord;
    expect(record.returnedUnits.map(({ quantity, sealIntact }) => [quantity, sealIntact])).toEqual([
      [3, true],
      [1, true],
    ]);
    expect(record.refundDueBy).not.toBeNull();
    await drainOutbox(shop);
    expect(sent).toEqual([]);
  });

  it("refuses what the order cannot take with 422 naming the field, and records nothing", async () => {
    const order = await paidOrder();
    expect((await ship(order.id)).status).toBe(200);
    const drug = itemOf(order.record, "drug-tests");
    const cases: [unknown, string | undefined][] = [
      [{ units: [{ orderItemId: 999_999, quantity: 1, sealIntact: true }] }, "units.0.orderItemId"],
      [
        {
          units: [
            { orderItemId: drug.id, quantity: 2, sealIntact: true },
            { orderItemId: drug.id, quantity: 2, sealIntact: false },
          ],
        },
        "units.1.quantity",
      ],
      [{ units: [{ orderItemId: drug.id, quantity: 1, sealIntact: "yes" }] }, "units.0.sealIntact"],
      [{ units: [{ orderItemId: drug.id, quantity: "1", sealIntact: true }] }, "units.0.quantity"],
      [{ units: [{ orderItemId: drug.id, quantity: 0, sealIntact: true }] }, "units.0.quantity"],
      [{ units: [{ orderItemId: "first", quantity: 1, sealIntact: true }] }, "units.0.orderItemId"],
      [{ units: [{ orderItemId: drug.id, quantity: 1 }] }, "units.0.sealIntact"],
      [{ units: [] }, "units"],
      [{ units: [{ orderItemId: drug.id, quantity: 1, sealIntact: true, note: "x" }] }, "units.0"],
      ["not json", undefined],
    ];
    for (const [body, field] of cases) {
      const answer = await received(order.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      const { error } = await answer.json();
      expect(error.code).toBe("invalid_request");
      expect(error.field, JSON.stringify(body)).toBe(field);
    }
    const after = await shop.deps.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after).toMatchObject({ returnReceivedAt: null, returnRefundDueBy: null });
    expect(await shop.deps.prisma.orderEvent.count({ where: { orderId: order.id, type: "returned" } })).toBe(0);
  });
});
