// Discount codes (docs/behaviour.md §19): the console's codes, every refusal with its code, the
// discount as its own line with each line's VAT of what it is charged, the uses under concurrent
// checkouts, and a use given back when its order expires or is cancelled unpaid.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { includedVatOfLines, type CartQuote, type CreateOrderResponse } from "@shop/shared";
import {
  orderPayload,
  seedFixtureCatalog,
  startTestShop,
  SUPPORT,
  usesPostgres,
  type TestResponse,
  type TestShop,
} from "../../test/harness.ts";
import { sweepExpiredOrders } from "./reconcile-orders.ts";
import { eraseCustomer } from "../admin/customer-data.ts";

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  // Each client its own address (X-Forwarded-For), so parallel checkouts do not wait on one client's lock.
  shop = await startTestShop({ TRUST_PROXY: "true" });
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 500 },
    { slug: "vitamin-d-test", priceCents: 1900, stock: 500, category: "vitamin-d-test" },
  ]);
  admin = await shop.login();
}, 300_000); // a fresh database with every migration, on a loaded machine
afterAll(() => shop.close());

// Each test makes codes of its own; the orders stay (issued documents are never deleted).
beforeEach(async () => {
  await shop.deps.prisma.discountRedemption.deleteMany();
  await shop.deps.prisma.discountCode.deleteMany();
});

const HOUR = 3_600_000;
const createCode = async (body: Record<string, unknown>) => {
  const response = await shop.request("/api/admin/discount-codes", { method: "POST", json: body, token: admin });
  expect(response.status).toBe(201);
  return response.json();
};
const quote = (discountCode: string, items = [{ slug: "drug-tests", quantity: 2 }]) =>
  shop.request("/api/cart/quote", { method: "POST", json: { items, language: "de", discountCode } });
let clients = 0;
const order = (
  discountCode: string,
  overrides: Record<string, unknown> = {},
  items = [{ slug: "drug-tests", quantity: 2 }],
) =>
  shop.request("/api/orders", {
    method: "POST",
    json: orderPayload(items, { discountCode, ...overrides }),
    headers: { "x-forwarded-for": `198.51.100.${++clients % 250}` },
  });

describe("the console's discount codes", () => {
  it("ADMIN creates, edits and deactivates a code, each in the audit log; SUPPORT reads but cannot write", async () => {
    const created = await createCode({ code: "spring10", kind: "PERCENT", value: 10, usageLimit: 5 });
    expect(created).toMatchObject({
      code: "SPRING10",
      kind: "PERCENT",
      value: 10,
      usageLimit: 5,
      usageCount: 0,
      active: true,
    });
    const edited = await shop.request(`/api/admin/discount-codes/${created.id}`, {
      method: "PUT",
      json: { code: "SPRING10", kind: "AMOUNT", value: 5.5, minimumOrder: 30 },
      token: admin,
    });
    expect(await edited.json()).toMatchObject({ kind: "AMOUNT", value: 5.5, minimumOrder: 30, usageLimit: null });
    const removed = await shop.request(`/api/admin/discount-codes/${created.id}`, { method: "DELETE", token: admin });
    expect(await removed.json()).toMatchObject({ active: false });
    const entries = await shop.deps.prisma.auditEntry.findMany({
      where: { resource: "discount-codes", recordId: String(created.id) },
      orderBy: { id: "asc" },
    });
    expect(entries.map((entry) => entry.action)).toEqual([
      "discount_code.created",
      "discount_code.updated",
      "discount_code.deactivated",
    ]);
    expect(entries[1].changes).toEqual(expect.arrayContaining(["kind", "value", "minimumOrder", "usageLimit"]));

    const support = await shop.login(SUPPORT);
    const list = await shop.request("/api/admin/discount-codes", { token: support });
    expect(list.status).toBe(200);
    expect(list.headers.get("content-range")).toBe("discount-codes 0-0/1");
    expect(await list.json()).toMatchObject([{ code: "SPRING10", active: false }]);
    const refused = await shop.request("/api/admin/discount-codes", {
      method: "POST",
      json: { code: "SUPPORT1", kind: "PERCENT", value: 5 },
      token: support,
    });
    expect(refused.status).toBe(403);
  });

  it("refuses a bad code: a percent over 100, a duplicate, an end before the start", async () => {
    await createCode({ code: "TAKEN", kind: "PERCENT", value: 5 });
    const bad = async (body: Record<string, unknown>, field: string) => {
      const response = await shop.request("/api/admin/discount-codes", { method: "POST", json: body, token: admin });
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe(field);
    };
    await bad({ code: "BIG", kind: "PERCENT", value: 150 }, "value");
    await bad({ code: "taken", kind: "PERCENT", value: 5 }, "code");
    await bad(
      { code: "BACKWARDS", kind: "AMOUNT", value: 5, startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" },
      "endsAt",
    );
    expect(await shop.deps.prisma.discountCode.count()).toBe(1);
  });
});

describe("a code at checkout", () => {
  it("takes a percentage off as its own line, in any case, with the VAT of what each line is charged", async () => {
    await createCode({ code: "TENOFF", kind: "PERCENT", value: 10 });
    const quoted = await quote("tenoff", [
      { slug: "drug-tests", quantity: 2 },
      { slug: "vitamin-d-test", quantity: 1 },
    ]);
    expect(quoted.status).toBe(200);
    const cart = (await quoted.json()) as CartQuote;
    expect(cart).toMatchObject({ subtotal: 68.8, discount: 6.88, discountCode: "TENOFF", total: 61.92 });
    expect(cart.items.map((item) => item.discount)).toEqual([4.98, 1.9]);

    const placed = await order("TenOff", {}, [
      { slug: "drug-tests", quantity: 2 },
      { slug: "vitamin-d-test", quantity: 1 },
    ]);
    expect(placed.status).toBe(201);
    const created = (await placed.json()) as CreateOrderResponse;
    expect(created).toMatchObject({ total: 61.92, discount: 6.88, discountCode: "TENOFF" });
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({
      where: { number: created.orderNumber },
      include: { items: { orderBy: { id: "asc" } } },
    });
    expect(stored).toMatchObject({ subtotalCents: 6880, discountCents: 688, totalCents: 6192, discountCode: "TENOFF" });
    expect(stored.items.map((item) => item.discountCents)).toEqual([498, 190]);
    // 19 % of what is charged: (4980 − 498) + (1900 − 190) = 6192 at 19 %.
    expect(stored.vatCents).toBe(includedVatOfLines([{ grossCents: 6192, vatRate: 19 }]));
    expect(stored.vatCents).toBe(989);
    expect((await shop.deps.prisma.discountCode.findUniqueOrThrow({ where: { code: "TENOFF" } })).usageCount).toBe(1);
  });

  it("a fixed amount never exceeds what the lines it applies to cost, and only reduces those lines", async () => {
    await createCode({ code: "VITD", kind: "AMOUNT", value: 50, categorySlugs: ["vitamin-d-test"] });
    const cart = (await (
      await quote("VITD", [
        { slug: "drug-tests", quantity: 1 },
        { slug: "vitamin-d-test", quantity: 1 },
      ])
    ).json()) as CartQuote;
    expect(cart).toMatchObject({ subtotal: 43.9, discount: 19, total: 24.9 });
    expect(cart.items.map((item) => item.discount)).toEqual([0, 19]);
    await createCode({ code: "DRUGS3", kind: "AMOUNT", value: 3, productSlugs: ["drug-tests"] });
    const drugs = (await (await quote("DRUGS3")).json()) as CartQuote;
    expect(drugs).toMatchObject({ subtotal: 49.8, discount: 3, total: 46.8 });
  });

  const refusal = async (response: TestResponse, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect((await response.json()).error).toMatchObject({ code, field: "discountCode" });
  };

  it("refuses an unknown or inactive code", async () => {
    await refusal(await quote("NOPE"), 400, "discount_invalid");
    await createCode({ code: "OFF", kind: "PERCENT", value: 5, active: false });
    await refusal(await quote("off"), 400, "discount_invalid");
    const before = await shop.deps.prisma.order.count();
    await refusal(await order("OFF"), 400, "discount_invalid");
    expect(await shop.deps.prisma.order.count()).toBe(before);
  });

  it("refuses a code outside its validity window", async () => {
    await createCode({ code: "OLD", kind: "PERCENT", value: 5, endsAt: new Date(Date.now() - HOUR).toISOString() });
    await createCode({ code: "SOON", kind: "PERCENT", value: 5, startsAt: new Date(Date.now() + HOUR).toISOString() });
    await refusal(await quote("OLD"), 400, "discount_expired");
    await refusal(await order("SOON"), 400, "discount_expired");
  });

  it("refuses an order below the code's minimum, and a code for none of the cart's products", async () => {
    await createCode({ code: "MIN60", kind: "AMOUNT", value: 5, minimumOrder: 60 });
    const belowMinimum = await quote("MIN60");
    expect(belowMinimum.status).toBe(400);
    // The amount as the shop writes every price (formatPrice), the same in every message.
    expect((await belowMinimum.json()).error).toMatchObject({
      code: "discount_minimum",
      field: "discountCode",
      message: "This discount code needs an order of at least €60",
    });
    expect((await quote("MIN60", [{ slug: "drug-tests", quantity: 3 }])).status).toBe(200);
    await createCode({ code: "VITONLY", kind: "PERCENT", value: 20, productSlugs: ["vitamin-d-test"] });
    await refusal(await order("VITONLY"), 400, "discount_not_applicable");
  });

  it("refuses a used-up code, in all and per e-mail address", async () => {
    await createCode({ code: "ONCE", kind: "PERCENT", value: 5, usageLimit: 1 });
    expect((await order("ONCE")).status).toBe(201);
    await refusal(await quote("ONCE"), 409, "discount_used_up");
    await refusal(await order("ONCE"), 409, "discount_used_up");

    await createCode({ code: "EACH", kind: "PERCENT", value: 5, usageLimitPerEmail: 1 });
    expect((await order("EACH")).status).toBe(201);
    await refusal(await order("EACH", { customerEmail: "ANNA@example.com" }), 409, "discount_used_up");
    expect((await order("EACH", { customerEmail: "ben@example.com" })).status).toBe(201);
  });

  it("counts a code's uses from its orders, and keeps its limit from going below them", async () => {
    const code = await createCode({ code: "TWICE", kind: "PERCENT", value: 5, usageLimit: 2 });
    expect((await order("TWICE")).status).toBe(201);
    expect((await order("TWICE", { customerEmail: "ben@example.com" })).status).toBe(201);
    const stored = await shop.deps.prisma.discountCode.findUniqueOrThrow({ where: { id: code.id } });
    expect(stored.usageCount).toBe(
      await shop.deps.prisma.discountRedemption.count({ where: { discountCodeId: code.id } }),
    );
    expect(stored.usageCount).toBe(2);
    const lowered = await shop.request(`/api/admin/discount-codes/${code.id}`, {
      method: "PUT",
      json: { code: "TWICE", kind: "PERCENT", value: 5, usageLimit: 1 },
      token: admin,
    });
    expect(lowered.status).toBe(409);
    expect((await lowered.json()).error).toMatchObject({ code: "usage_limit_below_uses", field: "usageLimit" });
    expect((await shop.deps.prisma.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usageLimit).toBe(2);
  });

  it("gives a use back when its order expires or is cancelled unpaid", async () => {
    await createCode({ code: "BACK", kind: "PERCENT", value: 5, usageLimit: 1 });
    const first = (await (await order("BACK")).json()) as CreateOrderResponse;
    await refusal(await order("BACK"), 409, "discount_used_up");
    await sweepExpiredOrders(shop.deps, new Date(Date.now() + 24 * HOUR));
    // Not paid in time: the order is cancelled and its use given back.
    expect(await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: first.orderNumber } })).toMatchObject({
      status: "CANCELLED",
    });
    const second = (await (await order("BACK")).json()) as CreateOrderResponse;
    expect(second.discountCode).toBe("BACK");
    const { id } = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: second.orderNumber } });
    const cancelled = await shop.request(`/api/admin/orders/${id}`, {
      method: "PUT",
      json: { status: "CANCELLED" },
      token: admin,
    });
    expect(cancelled.status).toBe(200);
    expect((await shop.deps.prisma.discountCode.findUniqueOrThrow({ where: { code: "BACK" } })).usageCount).toBe(0);
    expect((await order("BACK")).status).toBe(201);
  });

  /** Pays a placed order with the test provider's card, and confirms it as the storefront does. */
  const pay = async (placed: CreateOrderResponse) => {
    const paid = await shop.request("/api/payments/test/confirm", {
      method: "POST",
      json: {
        paymentReference: placed.paymentReference,
        clientSecret: placed.clientSecret,
        method: "card",
        cardNumber: "4242424242424242",
      },
    });
    expect(paid.status).toBe(200);
    expect((await shop.request(`/api/orders/confirm/${placed.orderNumber}`, { method: "POST" })).status).toBe(200);
  };

  describe("the uses per e-mail address count per mailbox", () => {
    it("refuses casey+1@, casey+2@ and c.asey@ once casey@ has had the code's one use", async () => {
      await createCode({ code: "MAILBOX", kind: "PERCENT", value: 5, usageLimitPerEmail: 1 });
      expect((await order("MAILBOX", { customerEmail: "casey@gmail.com" })).status).toBe(201);
      for (const customerEmail of [
        "casey+1@gmail.com",
        "casey+2@gmail.com",
        "c.asey@gmail.com",
        "C.asey+3@googlemail.com",
      ])
        await refusal(await order("MAILBOX", { customerEmail }), 409, "discount_used_up");
      // Dots count at providers that do not ignore them; another mailbox has its own use.
      expect((await order("MAILBOX", { customerEmail: "c.asey@example.com" })).status).toBe(201);
      expect((await order("MAILBOX", { customerEmail: "jordan@gmail.com" })).status).toBe(201);
      const stored = await shop.deps.prisma.discountRedemption.findMany({ select: { email: true, emailKey: true } });
      expect(stored).toHaveLength(3);
      expect(stored.every((use) => use.emailKey && !use.emailKey.includes("casey"))).toBe(true);
    });

    it("keeps the mailbox's use through an erasure of the address", async () => {
      await createCode({ code: "ERASED", kind: "PERCENT", value: 5, usageLimitPerEmail: 1 });
      const placed = (await (
        await order("ERASED", { customerEmail: "casey.erased@gmail.com" })
      ).json()) as CreateOrderResponse;
      await pay(placed);
      await shop.deps.prisma.order.update({ where: { number: placed.orderNumber }, data: { status: "DELIVERED" } });
      await eraseCustomer(shop.deps, "casey.erased@gmail.com", { reason: "Asked by e-mail", actor: "admin" });
      const [use] = await shop.deps.prisma.discountRedemption.findMany();
      expect(use.email).not.toContain("casey");
      await refusal(await order("ERASED", { customerEmail: "casey.erased@gmail.com" }), 409, "discount_used_up");
      await refusal(await order("ERASED", { customerEmail: "caseyerased+new@gmail.com" }), 409, "discount_used_up");
    });

    it("gives the mailbox its use back when its unpaid order expires or is cancelled", async () => {
      await createCode({ code: "HELD", kind: "PERCENT", value: 5, usageLimitPerEmail: 1 });
      const first = (await (
        await order("HELD", { customerEmail: "casey.held@gmail.com" })
      ).json()) as CreateOrderResponse;
      await refusal(await order("HELD", { customerEmail: "casey.held+2@gmail.com" }), 409, "discount_used_up");
      await sweepExpiredOrders(shop.deps, new Date(Date.now() + 24 * HOUR));
      expect((await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: first.orderNumber } })).status).toBe(
        "CANCELLED",
      );
      const second = await order("HELD", { customerEmail: "caseyheld+3@gmail.com" });
      expect(second.status).toBe(201);
      const { orderNumber } = (await second.json()) as CreateOrderResponse;
      const { id } = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: orderNumber } });
      const cancelled = await shop.request(`/api/admin/orders/${id}`, {
        method: "PUT",
        json: { status: "CANCELLED" },
        token: admin,
      });
      expect(cancelled.status).toBe(200);
      expect((await order("HELD", { customerEmail: "casey.held@gmail.com" })).status).toBe(201);
    });
  });

  it("invoices the discount as its own line, and a refunded unit gives back the price paid for it", async () => {
    await createCode({ code: "PAIDTEN", kind: "PERCENT", value: 10 });
    const placed = (await (
      await order("PAIDTEN", {}, [
        { slug: "drug-tests", quantity: 2 },
        { slug: "vitamin-d-test", quantity: 1 },
      ])
    ).json()) as CreateOrderResponse;
    await pay(placed);
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({
      where: { number: placed.orderNumber },
      include: { items: { orderBy: { id: "asc" } }, documents: true },
    });
    const invoice = stored.documents.find((document) => document.kind === "invoice")!.data as {
      lines: { description: string; grossCents: number; vatCents: number; kind?: string }[];
      totals: { grossCents: number; vatCents: number };
    };
    expect(invoice.lines.at(-1)).toMatchObject({ description: "Rabatt PAIDTEN", grossCents: -688, kind: "discount" });
    expect(invoice.totals).toMatchObject({ grossCents: 6192, vatCents: stored.vatCents });
    // The console's order record names the code and its reduction beside the totals.
    const record = await (await shop.request(`/api/admin/orders/${stored.id}`, { token: admin })).json();
    expect(record).toMatchObject({ discount: 6.88, discountCode: "PAIDTEN", total: 61.92 });

    const drug = stored.items[0];
    const refund = (quantity: number) =>
      shop.request(`/api/admin/orders/${stored.id}/refunds`, {
        method: "POST",
        token: admin,
        json: { items: [{ orderItemId: drug.id, quantity }], restock: false, reason: "Damaged" },
      });
    // €24.90 less its share of the line's €4.98: €22.41, for each of the two units.
    const first = await refund(1);
    expect(first.status).toBe(201);
    expect((await first.json()).refund.amount).toBe(22.41);
    const second = await refund(1);
    expect((await second.json()).refund.amount).toBe(22.41);
    const notes = await shop.deps.prisma.issuedDocument.findMany({
      where: { orderId: stored.id, kind: "credit_note" },
      orderBy: { id: "asc" },
    });
    expect(notes.map((note) => (note.data as { totals: { grossCents: number } }).totals.grossCents)).toEqual([
      -2241, -2241,
    ]);
  });

  it.runIf(usesPostgres)(
    "30 parallel checkouts with a code limited to 5 uses: exactly 5 are accepted",
    async () => {
      await createCode({ code: "RACE5", kind: "PERCENT", value: 10, usageLimit: 5 });
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          order("RACE5", { customerEmail: `shopper${i}@example.com` }, [{ slug: "drug-tests", quantity: 1 }]),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(25);
      const code = await shop.deps.prisma.discountCode.findUniqueOrThrow({ where: { code: "RACE5" } });
      expect(code.usageCount).toBe(5);
      expect(await shop.deps.prisma.discountRedemption.count({ where: { discountCodeId: code.id } })).toBe(5);
      expect(await shop.deps.prisma.order.count({ where: { discountCode: "RACE5" } })).toBe(5);
    },
    60_000,
  );
});
