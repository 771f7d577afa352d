// The withdrawal function (docs/behaviour.md §14): the order status page's view of it, the
// "Confirm withdrawal" call, its acknowledgement read back from the outbox, the history and the
// console's view, the period, and the same 404 for an unknown number and a wrong e-mail, counted
// per client before the database is asked.
// Runs on PostgreSQL too (api/vitest.config.ts): the withdrawal's SQL.
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminDashboard, AdminOrderRecord, OrderStatusView } from "@shop/shared";
import { receivedAtText } from "../mail/withdrawal-mails.ts";
import { placeOrder, placePaidOrder, sentMails, usePaymentShop, type SentMail } from "../../test/payment-shop.ts";

const shop = usePaymentShop({ env: { ORDER_LOOKUP_MAX_MISSES: "3", PUBLIC_URL: "https://shop.example" } });
const DAY_MS = 86_400_000;
let token: string;

beforeEach(async () => {
  token ??= await shop.login();
  // Every request of app.request() comes from the client "unknown": each test starts with no misses.
  const key = shop.deps.clientKey("unknown");
  await Promise.all([shop.deps.withdrawalMisses.reset(key), shop.deps.lookupMisses.reset(key)]);
});

/** A card order of two drug tests and a vitamin D test placed in `language`, paid; its e-mails sent. */
const paidOrder = (language: "EN" | "DE" | "BG", email = "anna@example.com") =>
  placePaidOrder(
    shop,
    [
      { slug: "drug-tests", quantity: 2 },
      { slug: "vitamin-d-test", quantity: 1 },
    ],
    { language, customerEmail: email },
  );

const withdraw = (body: object) => shop.request("/api/orders/withdrawals", { method: "POST", json: body });
const lookup = (orderNumber: string, email: string) =>
  shop.request("/api/orders/lookup", { method: "POST", json: { orderNumber, email } });
const adminOrder = async (id: number) =>
  (await (await shop.request(`/api/admin/orders/${id}`, { token })).json()) as AdminOrderRecord;
const openWithdrawalIds = async () => {
  const filter = encodeURIComponent(JSON.stringify({ withdrawal: "open" }));
  const list = (await (
    await shop.request(`/api/admin/orders?filter=${filter}`, { token })
  ).json()) as AdminOrderRecord[];
  return list.map((order) => order.id);
};
const dashboard = async () => (await (await shop.request("/api/admin/dashboard", { token })).json()) as AdminDashboard;
const staffMove = (id: number, status: string, fromStatus: string) =>
  shop.request(`/api/admin/orders/${id}`, { method: "PUT", token, json: { status, fromStatus } });

let seen = 0;
/** The e-mails written since the last call. */
async function newMails(): Promise<SentMail[]> {
  const all = await sentMails(shop);
  const fresh = all.slice(seen);
  seen = all.length;
  return fresh;
}

describe("withdrawing from an order", () => {
  it("takes the whole order in two steps and acknowledges it at once by e-mail, in the order's language", async () => {
    const order = await paidOrder("DE", "Anna.Schmidt@Example.com");
    await newMails();

    // Step 1 (the form): the order status page says the function takes the order, and names its items.
    const view = (await (await lookup(order.number, "anna.schmidt@example.com")).json()) as OrderStatusView;
    expect(view.withdrawal).toEqual({ until: null });
    expect(view.items.map((item) => [item.slug, item.quantity])).toEqual([
      ["drug-tests", 2],
      ["vitamin-d-test", 1],
    ]);

    // Step 2, "Confirm withdrawal": the number and the e-mail in any case, as the lookup takes them.
    const before = Date.now();
    const response = await withdraw({
      orderNumber: order.number.toLowerCase().replace(/-/g, ""),
      email: "ANNA.SCHMIDT@example.com",
      name: "Anna Schmidt",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const receipt = (await response.json()) as { withdrawalId: number; receivedAt: string; shipped: boolean };
    expect(receipt.shipped).toBe(false);
    const receivedAt = new Date(receipt.receivedAt);
    expect(receivedAt.getTime()).toBeGreaterThanOrEqual(before);
    const stored = await shop.deps.prisma.withdrawal.findUniqueOrThrow({ where: { id: receipt.withdrawalId } });
    expect(stored).toMatchObject({
      orderId: order.id,
      name: "Anna Schmidt",
      email: "anna.schmidt@example.com",
      items: null,
      language: "de",
      clientKey: shop.deps.clientKey("unknown"),
    });

    // The acknowledgement, enqueued with the withdrawal and read back from the outbox: content, date
    // and time in the shop's time zone, and, the order not shipped yet, that it will not be and
    // when the money comes back (nothing to send back).
    const queued = await shop.deps.prisma.outboxMessage.findMany({ where: { kind: "order-withdrawal" } });
    expect(queued.map((message) => message.dedupeKey).sort()).toEqual([
      `order-withdrawal:${receipt.withdrawalId}:customer`,
      `order-withdrawal:${receipt.withdrawalId}:shop`,
    ]);
    const mails = await newMails();
    expect(mails.map((mail) => mail.to)).toEqual(["anna.schmidt@example.com", "orders@testkit-europe.example"]);
    const [acknowledgement, notice] = mails;
    expect(acknowledgement.subject).toBe(`Ihr Widerruf zur Bestellung ${order.number}`);
    const at = receivedAtText(receivedAt, "de", "Europe/Berlin");
    expect(at).toMatch(/Mitteleuropäische (Sommer|Normal)zeit$/);
    for (const part of [acknowledgement.text, acknowledgement.html.replace(/<br>/g, "\n")]) {
      expect(part).toContain(`wir haben Ihren Widerruf des Vertrags zur Bestellung ${order.number} erhalten`);
      expect(part).toContain(
        `Bestellnummer: ${order.number}\nName: Anna Schmidt\nE-Mail-Adresse: anna.schmidt@example.com\nEingegangen am: ${at}`,
      );
    }
    expect(acknowledgement.text).toContain("Widerrufen für:\ndie gesamte Bestellung");
    expect(acknowledgement.html).toContain("<strong>Widerrufen für</strong><br>die gesamte Bestellung");
    expect(acknowledgement.text).toContain(
      "Wie es weitergeht:\nIhre Bestellung wurde noch nicht versandt, und wir versenden sie nicht: Sie ist storniert.",
    );
    expect(acknowledgement.text).toContain("binnen 14 Tagen ab Eingang Ihres Widerrufs");
    expect(acknowledgement.text + acknowledgement.html).not.toMatch(/senden Sie die Ware|zurücksenden|zurückgesandt/);
    expect(acknowledgement.text).toContain(`https://shop.example/de/order-status?number=${order.number}`);
    // What a shopper orders is health data: no subject names a product.
    for (const mail of mails) expect(mail.subject).not.toMatch(/drug|vitamin/i);
    expect(notice.subject).toBe(`Withdrawal received for order ${order.number}`);
    expect(notice.text).toContain(
      `The customer withdrew from order ${order.number} on ${receivedAtText(receivedAt, "en", "Europe/Berlin")}.`,
    );
    expect(notice.text).toContain("Withdrawn from:\nthe whole order");
    expect(notice.text).toContain("Not shipped yet: do not ship the order; refund it by");
    expect(notice.text).toContain(`https://shop.example/admin#/orders/${order.id}/show`);

    // The history and the console: the withdrawal with its items, open until the refund.
    const record = await adminOrder(order.id);
    expect(record.withdrawals).toEqual([
      {
        id: receipt.withdrawalId,
        receivedAt: receipt.receivedAt,
        name: "Anna Schmidt",
        email: "anna.schmidt@example.com",
        items: null,
        language: "de",
      },
    ]);
    const events = record.events.map((event) => [event.type, event.actor, event.params]);
    expect(events).toContainEqual([
      "withdrawal_received",
      "customer",
      { withdrawalId: receipt.withdrawalId, items: null, wholeOrder: true },
    ]);
    expect(events).toContainEqual(["email_sent", "system", { kind: "withdrawal" }]);
    const shown = (await (await lookup(order.number, "anna.schmidt@example.com")).json()) as OrderStatusView;
    expect(shown.history.map((step) => step.step)).toEqual(["placed", "paid", "withdrawn"]);
    expect(await openWithdrawalIds()).toContain(order.id);
    const open = (await dashboard()).openWithdrawals;
    expect(open).toBeGreaterThanOrEqual(1);

    // Confirmed again (a double click, a retry), or for part of it: the first withdrawal, nothing new.
    for (const body of [
      { orderNumber: order.number, email: "anna.schmidt@example.com", name: "Anna Schmidt" },
      {
        orderNumber: order.number,
        email: "anna.schmidt@example.com",
        name: "A. Schmidt",
        items: [{ slug: "drug-tests", quantity: 1 }],
      },
    ]) {
      const again = await withdraw(body);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(receipt);
    }
    expect(await newMails()).toEqual([]);
    expect(await shop.deps.prisma.withdrawal.count({ where: { orderId: order.id } })).toBe(1);

    // Refunded: the withdrawal is no longer open; asked again, it is still the first one.
    expect((await staffMove(order.id, "REFUNDED", "PAID")).status).toBe(200);
    expect(await openWithdrawalIds()).not.toContain(order.id);
    expect((await dashboard()).openWithdrawals).toBe(open - 1);
    expect(
      (await withdraw({ orderNumber: order.number, email: "anna.schmidt@example.com", name: "Anna" })).status,
    ).toBe(200);
  });

  it("takes some of the items, no more than were ordered, and answers the same items with the first withdrawal", async () => {
    const order = await paidOrder("BG", "ivan@example.com");
    await newMails();
    const statement = (items: { slug: string; quantity: number }[]) =>
      withdraw({ orderNumber: order.number, email: "ivan@example.com", name: "Иван Петров", items });

    const tooMany = await statement([{ slug: "drug-tests", quantity: 3 }]);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toMatchObject({ code: "invalid_request", field: "items.0.quantity" });
    // Two lines of one product count together.
    const twice = await statement([
      { slug: "drug-tests", quantity: 2 },
      { slug: "drug-tests", quantity: 1 },
    ]);
    expect((await twice.json()).error.field).toBe("items.1.quantity");
    const other = await statement([{ slug: "ovulation-test", quantity: 1 }]);
    expect(other.status).toBe(400);
    expect((await other.json()).error.field).toBe("items.0.slug");
    const none = await statement([]);
    expect((await none.json()).error.field).toBe("items");
    const nameless = await withdraw({ orderNumber: order.number, email: "ivan@example.com", name: " " });
    expect((await nameless.json()).error.field).toBe("name");
    expect(await shop.deps.prisma.withdrawal.count({ where: { orderId: order.id } })).toBe(0);
    expect(await newMails()).toEqual([]);

    const first = await statement([{ slug: "vitamin-d-test", quantity: 1 }]);
    expect(first.status).toBe(201);
    const receipt = await first.json();
    const [acknowledgement] = await newMails();
    expect(acknowledgement.subject).toBe(`Вашият отказ от поръчка ${order.number}`);
    expect(acknowledgement.text).toContain("Отказ от:\n1 × vitamin-d-test (bg)");
    expect(acknowledgement.text).not.toContain("drug-tests");
    expect(acknowledgement.text).toContain(`https://shop.example/bg/withdraw?number=${order.number}`);
    const again = await statement([{ slug: "vitamin-d-test", quantity: 1 }]);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(receipt);

    // Other items are another statement; all of them, the whole order.
    const second = await statement([{ slug: "drug-tests", quantity: 1 }]);
    expect(second.status).toBe(201);
    const whole = await statement([
      { slug: "vitamin-d-test", quantity: 1 },
      { slug: "drug-tests", quantity: 2 },
    ]);
    expect(whole.status).toBe(201);
    const withdrawals = (await adminOrder(order.id)).withdrawals;
    expect(withdrawals.map((withdrawal) => withdrawal.items)).toEqual([
      [{ slug: "vitamin-d-test", name: "vitamin-d-test (bg)", quantity: 1 }],
      [{ slug: "drug-tests", name: "drug-tests (bg)", quantity: 1 }],
      null,
    ]);
    const history = (await adminOrder(order.id)).events.filter((event) => event.type === "withdrawal_received");
    expect(history.map((event) => event.params)).toEqual([
      { withdrawalId: withdrawals[0].id, items: "1 × vitamin-d-test (bg)", wholeOrder: false },
      { withdrawalId: withdrawals[1].id, items: "1 × drug-tests (bg)", wholeOrder: false },
      { withdrawalId: withdrawals[2].id, items: null, wholeOrder: true },
    ]);
  });

  it("closes a withdrawal once its return was refunded, though the order stays partly refunded", async () => {
    const order = await paidOrder("EN");
    expect((await staffMove(order.id, "SHIPPED", "PAID")).status).toBe(200);
    const withdrawn = await withdraw({
      orderNumber: order.number,
      email: "anna@example.com",
      name: "Anna Schmidt",
      items: [{ slug: "vitamin-d-test", quantity: 1 }],
    });
    expect(withdrawn.status).toBe(201);
    expect(((await withdrawn.json()) as { shipped: boolean }).shipped).toBe(true);
    // Shipped: the goods go back to the seller's address.
    const acknowledgement = (await newMails()).find(
      (mail) => mail.subject === `Your withdrawal for order ${order.number}`,
    )!;
    expect(acknowledgement.text).toContain(
      "What happens next:\nPlease send the goods back to us within 14 days, to this address (please add your order number to the parcel):\n\nTestKit Europe GmbH",
    );
    const open = (await dashboard()).openWithdrawals;
    expect((await adminOrder(order.id)).withdrawalOpen).toBe(true);

    // The parcel back, and the withdrawn unit refunded: the order keeps the rest, the withdrawal is done.
    const received = await shop.request(`/api/admin/orders/${order.id}/returned`, { method: "POST", token });
    expect(received.status).toBe(200);
    expect(((await received.json()) as AdminOrderRecord).withdrawalOpen).toBe(true);
    const vitamin = (await adminOrder(order.id)).items.find((item) => item.slug === "vitamin-d-test")!;
    const refunded = await shop.request(`/api/admin/orders/${order.id}/refunds`, {
      method: "POST",
      token,
      json: { items: [{ orderItemId: vitamin.id, quantity: 1 }], restock: false, reason: "Withdrawal" },
    });
    expect(refunded.status).toBe(201);
    const record = await adminOrder(order.id);
    expect(record).toMatchObject({ status: "PARTIALLY_REFUNDED", withdrawalOpen: false, refundDueBy: null });
    expect(await openWithdrawalIds()).not.toContain(order.id);
    expect((await dashboard()).openWithdrawals).toBe(open - 1);
    const rows = (await (
      await shop.request(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: order.number }))}`, {
        token,
      })
    ).json()) as { withdrawn: boolean; withdrawalOpen: boolean }[];
    expect(rows).toEqual([expect.objectContaining({ withdrawn: true, withdrawalOpen: false })]);

    // A later withdrawal of more is open again, until its own refund.
    expect(
      (
        await withdraw({
          orderNumber: order.number,
          email: "anna@example.com",
          name: "Anna Schmidt",
          items: [{ slug: "drug-tests", quantity: 1 }],
        })
      ).status,
    ).toBe(201);
    expect((await adminOrder(order.id)).withdrawalOpen).toBe(true);
    expect(await openWithdrawalIds()).toContain(order.id);
  });

  it("records one withdrawal however many confirmations arrive at once", async () => {
    const order = await paidOrder("EN");
    await newMails();
    // As many as the client may send at once: each counts as a miss until its order is found.
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        withdraw({ orderNumber: order.number, email: "anna@example.com", name: "Anna Schmidt" }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).withdrawalId)));
    expect(ids.size).toBe(1);
    expect(await shop.deps.prisma.withdrawal.count({ where: { orderId: order.id } })).toBe(1);
    expect((await newMails()).map((mail) => mail.subject)).toEqual([
      `Your withdrawal for order ${order.number}`,
      `Withdrawal received for order ${order.number}`,
    ]);
  });

  it("takes a name, not a link: the staff notice and the acknowledgement print it, where mail clients link addresses", async () => {
    const order = await paidOrder("EN");
    await newMails();
    const links = [
      "Anna https://evil.example/refund",
      "Anna Schmidt www.evil.example",
      "Visit evil.com now",
      "Claim at EVIL.DE/login",
      "mailto:refunds@evil.example",
      "javascript:alert(1)",
      "Anna Schmidt anna@evil.example",
      "Anna @evil",
      "//evil.example",
      "Anna 203.0.113.7",
      "Claim at refund.ai",
      "evil.pw",
      "Anna x.page/login",
    ];
    for (const name of links) {
      const response = await withdraw({ orderNumber: order.number, email: "anna@example.com", name });
      const body = (await response.json()) as { error: { code: string; field?: string; message: string } };
      expect([name, response.status, body.error]).toEqual([
        name,
        400,
        {
          code: "invalid_request",
          field: "name",
          message: "name must be a name, without web addresses, links or e-mail addresses",
        },
      ]);
    }
    expect(await shop.deps.prisma.withdrawal.count({ where: { orderId: order.id } })).toBe(0);
    expect(await newMails()).toEqual([]);

    // Names of every kind still pass: initials, titles, hyphens, apostrophes, other scripts.
    const fine = await withdraw({
      orderNumber: order.number,
      email: "anna@example.com",
      name: "Dr. J.R.R. O’Brien-Петрова",
    });
    expect(fine.status).toBe(201);
  });
});

describe("the withdrawal period", () => {
  const statementOf = (order: { number: string }) => ({
    orderNumber: order.number,
    email: "anna@example.com",
    name: "Anna Schmidt",
  });
  const viewOf = async (order: { number: string }) =>
    ((await (await lookup(order.number, "anna@example.com")).json()) as OrderStatusView).withdrawal;

  it("runs until the end of the 14th day after delivery, or after shipping and the transit days", async () => {
    const shipped = await paidOrder("EN");
    expect((await staffMove(shipped.id, "SHIPPED", "PAID")).status).toBe(200);
    // Shipped 18 days ago: 3 days in transit and 14 more have passed.
    await shop.deps.prisma.order.update({
      where: { id: shipped.id },
      data: { shippedAt: new Date(Date.now() - 18 * DAY_MS) },
    });
    expect(await viewOf(shipped)).toBeNull();
    const late = await withdraw(statementOf(shipped));
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe("withdrawal_period_over");

    // Delivered 13 days ago: the period is open, whenever it was shipped.
    expect((await staffMove(shipped.id, "DELIVERED", "SHIPPED")).status).toBe(200);
    const delivered = () =>
      shop.deps.prisma.orderEvent.updateMany({
        where: { orderId: shipped.id, type: "status_delivered" },
        data: { createdAt: new Date(Date.now() - 13 * DAY_MS) },
      });
    await delivered();
    const until = (await viewOf(shipped))?.until;
    expect(new Date(until!).getTime() - Date.now()).toBeGreaterThan(DAY_MS);
    expect(new Date(until!).getTime() - Date.now()).toBeLessThanOrEqual(2 * DAY_MS);
    expect((await withdraw(statementOf(shipped))).status).toBe(201);

    // Delivered 15 days ago: over.
    const other = await paidOrder("EN");
    await staffMove(other.id, "SHIPPED", "PAID");
    await staffMove(other.id, "DELIVERED", "SHIPPED");
    await shop.deps.prisma.orderEvent.updateMany({
      where: { orderId: other.id, type: "status_delivered" },
      data: { createdAt: new Date(Date.now() - 15 * DAY_MS) },
    });
    expect((await withdraw(statementOf(other))).status).toBe(409);

    // Shipped 16 days ago and not marked delivered: still in transit days plus 14.
    const recent = await paidOrder("EN");
    await staffMove(recent.id, "SHIPPED", "PAID");
    await shop.deps.prisma.order.update({
      where: { id: recent.id },
      data: { shippedAt: new Date(Date.now() - 16 * DAY_MS) },
    });
    expect(await viewOf(recent)).not.toBeNull();
    expect((await withdraw(statementOf(recent))).status).toBe(201);
  });

  it("has no contract to withdraw from in an unpaid, a cancelled or a refunded order", async () => {
    const pending = await placeOrder(shop, "CARD");
    const unpaid = await withdraw(statementOf({ number: pending.orderNumber }));
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).error.code).toBe("order_not_paid");

    const cancelled = await paidOrder("EN");
    await staffMove(cancelled.id, "CANCELLED", "PAID");
    expect((await (await withdraw(statementOf(cancelled))).json()).error.code).toBe("order_cancelled");
    expect(await viewOf(cancelled)).toBeNull();

    const refunded = await paidOrder("EN");
    await staffMove(refunded.id, "REFUNDED", "PAID");
    expect((await (await withdraw(statementOf(refunded))).json()).error.code).toBe("order_refunded");
    expect(await shop.deps.prisma.withdrawal.count({ where: { orderId: { in: [cancelled.id, refunded.id] } } })).toBe(
      0,
    );
  });
});

describe("naming the order", () => {
  it("answers an unknown number and a wrong e-mail with the same 404, and counts misses before asking the database", async () => {
    const order = await paidOrder("EN");
    const wrongEmail = await withdraw({ orderNumber: order.number, email: "eve@example.com", name: "Eve" });
    const unknown = await withdraw({ orderNumber: "TK-AAAA-AAAA", email: "anna@example.com", name: "Eve" });
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await wrongEmail.text()).toBe(await unknown.text());
    // A withdrawal that names its order is no miss (it is answered, and answered again).
    const right = { orderNumber: order.number, email: "anna@example.com", name: "Anna" };
    for (let i = 0; i < 3; i++) expect((await withdraw(right)).status).toBeLessThan(300);

    // The third miss is the last: of guesses sent at once, only one reaches the database.
    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        withdraw({ orderNumber: `TK-AAAA-AAA${i}`, email: "anna@example.com", name: "Eve" }),
      ),
    );
    expect(guesses.map((guess) => guess.status).sort()).toEqual([404, 429, 429, 429, 429, 429]);
    const limited = await withdraw(right);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("too_many_lookups");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);

    // The status page counts its own misses the same way; the withdrawal's do not lock it.
    expect((await lookup(order.number, "anna@example.com")).status).toBe(200);
    const lookups = await Promise.all(
      Array.from({ length: 6 }, (_, i) => lookup(`TK-AAAA-AAA${i}`, "anna@example.com")),
    );
    expect(lookups.map((answer) => answer.status).sort()).toEqual([404, 404, 404, 429, 429, 429]);
  });
});
