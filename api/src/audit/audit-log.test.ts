// The audit log: an entry for each kind of staff action (who, when, the client's keyed address,
// the record and the names of what changed, never a value), the console's list of it (ADMIN only,
// in ra-data-simple-rest's conventions), and that nothing can change or delete an entry: no route,
// and the database itself refuses it outside the retention sweep.
// Runs on PostgreSQL too (api/vitest.config.ts): the audit log's triggers and retention.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditEntryRecord, AuditAction, CreateOrderResponse } from "@shop/shared";
import {
  ADMIN,
  seedFixtureCatalog,
  startTestShop,
  SUPPORT,
  TEST_MANUFACTURER,
  type TestShop,
} from "../../test/harness.ts";
import { confirm, payInTestMode, placeOrder } from "../../test/payment-shop.ts";
import { customerRecordId } from "./audit-log.ts";
import { AUDIT_RETENTION_JOB, pruneAuditLog, runAuditSweep } from "./audit-retention.ts";

const CLIENT = "203.0.113.77";
const CUSTOMER = "Anna.Schmidt@example.com";

let shop: TestShop;
let admin: string;
let support: string;
let categoryId: number;

beforeAll(async () => {
  // Behind the shop's own proxy, so each request names its client address.
  shop = await startTestShop({ TRUST_PROXY: "true" });
  const { categories } = await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 50 }]);
  categoryId = categories.get("drug-tests")!;
  admin = await shop.login(ADMIN);
  support = await shop.login(SUPPORT);
});
afterAll(() => shop.close());

const q = (params: Record<string, unknown>) =>
  "?" +
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();

/** A request from CLIENT (through the trusted proxy). */
const call = (path: string, init: Parameters<TestShop["request"]>[1] = {}) =>
  shop.request(path, { ...init, headers: { "x-forwarded-for": CLIENT, ...(init.headers as object) } });

/** The newest entries of `action`, newest first, read from the database. */
const entries = (action: AuditAction) =>
  shop.deps.prisma.auditEntry.findMany({ where: { action }, orderBy: { id: "desc" } });

const latest = async (action: AuditAction) => (await entries(action))[0];

const translations = (name: string) => ({
  en: { name: `${name} EN`, description: "<p>en</p>" },
  de: { name: `${name} DE`, description: "<p>de</p>" },
  bg: { name: `${name} BG`, description: "<p>bg</p>" },
});

/** A paid order of CUSTOMER, through the built-in test provider. */
async function paidOrder(): Promise<{ id: number; order: CreateOrderResponse }> {
  const order = await placeOrder(shop, "CARD", [{ slug: "drug-tests", quantity: 1 }], { customerEmail: CUSTOMER });
  expect((await payInTestMode(shop, order)).status).toBe(200);
  expect((await confirm(shop, order.orderNumber)).status).toBe(200);
  const { id } = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: order.orderNumber } });
  return { id, order };
}

describe("what is recorded", () => {
  it("sign-ins, successful and failed, with the username tried and the client's keyed address", async () => {
    const ok = await call("/api/admin-login", { method: "POST", json: ADMIN });
    expect(ok.status).toBe(200);
    const user = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { username: ADMIN.username } });
    expect(await latest("login.succeeded")).toMatchObject({
      actor: "admin",
      resource: "users",
      recordId: String(user.id),
      changes: [],
      clientKey: shop.deps.clientKey(CLIENT),
    });

    expect(
      (await call("/api/admin-login", { method: "POST", json: { ...ADMIN, password: "wrong-password-1" } })).status,
    ).toBe(401);
    expect(await latest("login.failed")).toMatchObject({ actor: "admin", recordId: String(user.id) });
    expect(
      (await call("/api/admin-login", { method: "POST", json: { username: "mallory", password: "x" } })).status,
    ).toBe(401);
    const unknown = await latest("login.failed");
    expect(unknown).toMatchObject({ resource: "users", recordId: null });
    // A username no account has is kept as a keyed hash only: what is typed there is sometimes a password.
    expect(unknown.actor).toMatch(/^unknown:[\w-]{32}$/);
    expect(JSON.stringify(unknown)).not.toContain("mallory");
    // The address itself is nowhere, nor the password tried.
    expect(JSON.stringify(unknown)).not.toContain(CLIENT);
    expect(JSON.stringify(await entries("login.failed"))).not.toContain("wrong-password-1");
  });

  it("products: created, updated (the names of the fields changed) and deleted, in the change's transaction", async () => {
    const created = await call("/api/admin/products", {
      method: "POST",
      token: admin,
      json: {
        price: 12.5,
        stock: 4,
        active: true,
        ...TEST_MANUFACTURER,
        categoryIds: [categoryId],
        translations: translations("Audit Kit"),
        images: [],
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const product = await created.json();
    expect(await latest("product.created")).toMatchObject({
      actor: "admin",
      resource: "products",
      recordId: String(product.id),
      clientKey: shop.deps.clientKey(CLIENT),
    });
    expect((await latest("product.created")).changes).toEqual(
      expect.arrayContaining([
        "price",
        "stock",
        "slug",
        "categoryIds",
        "translations.en.name",
        "translations.bg.description",
      ]),
    );

    const update = {
      ...product,
      price: 13.9,
      translations: { ...translations("Audit Kit"), de: { name: "Prüfset", description: "<p>de</p>" } },
      images: [],
    };
    const saved = await call(`/api/admin/products/${product.id}`, { method: "PUT", token: admin, json: update });
    expect(saved.status).toBe(200);
    const entry = await latest("product.updated");
    expect(entry).toMatchObject({ recordId: String(product.id), changes: ["price", "translations.de.name"] });
    // Names, never values.
    expect(JSON.stringify(entry)).not.toMatch(/Prüfset|13\.9|1390/);

    // A save refused (a stale version) changes nothing and records nothing.
    const before = (await entries("product.updated")).length;
    const stale = await call(`/api/admin/products/${product.id}`, { method: "PUT", token: admin, json: update });
    expect(stale.status).toBe(409);
    expect(await entries("product.updated")).toHaveLength(before);

    expect((await call(`/api/admin/products/${product.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect(await latest("product.deleted")).toMatchObject({ recordId: String(product.id), changes: [] });
  });

  it("products edited in the storefront's inline mode", async () => {
    await shop.deps.prisma.product.create({
      data: {
        slug: "inline-kit",
        priceCents: 100,
        stock: 1,
        translations: { create: [{ language: "en", name: "Inline", description: "" }] },
      },
    });
    expect((await call("/api/products/inline-kit", { method: "DELETE", token: admin })).status).toBe(204);
    expect(await latest("product.deleted")).toMatchObject({ actor: "admin", resource: "products" });
  });

  it("categories: created, updated and deleted", async () => {
    const names = { en: { name: "Audit" }, de: { name: "Prüfung" }, bg: { name: "Одит" } };
    const created = await call("/api/admin/categories", {
      method: "POST",
      token: admin,
      json: { translations: names },
    });
    expect(created.status).toBe(201);
    const category = await created.json();
    expect((await latest("category.created")).changes).toEqual(
      expect.arrayContaining(["slug", "translations.en.name", "translations.de.name", "translations.bg.name"]),
    );
    const renamed = { ...category, position: 7, translations: { ...names, bg: { name: "Одитиране" } } };
    expect(
      (await call(`/api/admin/categories/${category.id}`, { method: "PUT", token: admin, json: renamed })).status,
    ).toBe(200);
    expect(await latest("category.updated")).toMatchObject({
      resource: "categories",
      recordId: String(category.id),
      changes: ["position", "translations.bg.name"],
    });
    expect((await call(`/api/admin/categories/${category.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect(await latest("category.deleted")).toMatchObject({ recordId: String(category.id) });
  });

  it("blog posts: created, updated and deleted", async () => {
    const texts = {
      en: { title: "Audit", excerpt: "", content: "<p>Hello</p>" },
      de: { title: "Prüfung", excerpt: "", content: "<p>Hallo</p>" },
      bg: { title: "Одит", excerpt: "", content: "<p>Здравей</p>" },
    };
    const created = await call("/api/admin/blog-posts", {
      method: "POST",
      token: admin,
      json: { translations: texts },
    });
    expect(created.status).toBe(201);
    const post = await created.json();
    expect(await latest("post.created")).toMatchObject({ resource: "blog-posts", recordId: String(post.id) });
    const edited = { ...post, author: "Dr. Maria Petrova", translations: texts };
    expect((await call(`/api/admin/blog-posts/${post.id}`, { method: "PUT", token: admin, json: edited })).status).toBe(
      200,
    );
    const entry = await latest("post.updated");
    expect(entry.changes).toEqual(["author"]);
    expect(JSON.stringify(entry)).not.toContain("Petrova");
    expect((await call(`/api/admin/blog-posts/${post.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect(await latest("post.deleted")).toMatchObject({ recordId: String(post.id) });
  });

  it("users: created, updated and deleted, a new password named but never stored", async () => {
    const password = "Correct-Horse-Battery-9";
    const created = await call("/api/admin/users", {
      method: "POST",
      token: admin,
      json: { username: "audited-support", password, role: "SUPPORT" },
    });
    expect(created.status).toBe(201);
    const user = await created.json();
    expect(await latest("user.created")).toMatchObject({
      resource: "users",
      recordId: String(user.id),
      changes: ["password", "role", "username"],
    });
    const newPassword = "Another-Long-Phrase-42";
    const updated = await call(`/api/admin/users/${user.id}`, {
      method: "PUT",
      token: admin,
      json: { password: newPassword, role: "ADMIN", version: user.version },
    });
    expect(updated.status).toBe(200);
    const entry = await latest("user.updated");
    expect(entry.changes).toEqual(["password", "role"]);
    const stored = await shop.deps.prisma.adminUser.findUniqueOrThrow({ where: { id: user.id } });
    const everything = JSON.stringify(await shop.deps.prisma.auditEntry.findMany());
    for (const secret of [password, newPassword, stored.passwordHash.split("$").pop()!])
      expect(everything).not.toContain(secret);
    expect((await call(`/api/admin/users/${user.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect(await latest("user.deleted")).toMatchObject({ recordId: String(user.id) });
  });

  it("order moves, notes, e-mail resends and document downloads, by SUPPORT too", async () => {
    const { id } = await paidOrder();
    const ship = await call(`/api/admin/orders/${id}`, {
      method: "PUT",
      token: support,
      json: { status: "SHIPPED", fromStatus: "PAID", carrier: "DHL", trackingNumber: "JD0123456789" },
    });
    expect(ship.status).toBe(200);
    const shipped = await latest("order.shipped");
    expect(shipped).toMatchObject({ actor: "support", resource: "orders", recordId: String(id) });
    expect(shipped.changes).toEqual(["status", "shippedAt", "carrier", "trackingNumber"]);
    expect(JSON.stringify(shipped)).not.toContain("JD0123456789");

    const note = "Customer Anna phoned about the parcel";
    expect((await call(`/api/admin/orders/${id}`, { method: "PUT", token: support, json: { note } })).status).toBe(200);
    expect(await latest("order.noted")).toMatchObject({ recordId: String(id), changes: ["note"] });
    expect(JSON.stringify(await entries("order.noted"))).not.toContain("Anna");

    const deliver = await call(`/api/admin/orders/${id}`, {
      method: "PUT",
      token: support,
      json: { status: "DELIVERED" },
    });
    expect(deliver.status).toBe(200);
    expect(await latest("order.delivered")).toMatchObject({ recordId: String(id), changes: ["status"] });

    const resend = await call(`/api/admin/orders/${id}/emails`, {
      method: "POST",
      token: support,
      json: { kind: "confirmation" },
    });
    expect(resend.status).toBe(202);
    expect(await latest("order.email_resent")).toMatchObject({ actor: "support", recordId: String(id) });

    expect((await call(`/api/admin/orders/${id}/invoice`, { token: support })).status).toBe(200);
    expect(await latest("order.invoice_downloaded")).toMatchObject({ recordId: String(id) });

    // A document that does not exist yet was not downloaded.
    const before = (await entries("order.credit_note_downloaded")).length;
    expect((await call(`/api/admin/orders/${id}/credit-note`, { token: support })).status).toBe(404);
    expect(await entries("order.credit_note_downloaded")).toHaveLength(before);
  });

  it("refunds (with their credit note) and cancellations", async () => {
    const { id } = await paidOrder();
    expect((await call(`/api/admin/orders/${id}/refund`, { method: "POST", token: admin })).status).toBe(200);
    const refunded = await latest("order.refunded");
    expect(refunded).toMatchObject({ actor: "admin", recordId: String(id) });
    expect(refunded.changes).toEqual(["status", "refunds", "stockReleased", "creditNoteNumber"]);
    expect((await call(`/api/admin/orders/${id}/credit-note`, { token: admin })).status).toBe(200);
    expect(await latest("order.credit_note_downloaded")).toMatchObject({ recordId: String(id) });

    const unpaid = await placeOrder(shop, "CARD", [{ slug: "drug-tests", quantity: 1 }]);
    const { id: unpaidId } = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: unpaid.orderNumber } });
    const cancel = await call(`/api/admin/orders/${unpaidId}`, {
      method: "PUT",
      token: support,
      json: { status: "CANCELLED" },
    });
    expect(cancel.status).toBe(200);
    expect(await latest("order.cancelled")).toMatchObject({ recordId: String(unpaidId) });
  });

  it("customer views name the customer by a keyed hash, never the address", async () => {
    await paidOrder();
    const view = await call("/api/admin/customers/lookup", {
      method: "POST",
      token: support,
      json: { email: CUSTOMER },
    });
    expect(view.status).toBe(200);
    const entry = await latest("customer.viewed");
    expect(entry).toMatchObject({
      actor: "support",
      resource: "customers",
      recordId: customerRecordId(shop.deps, CUSTOMER),
    });
    // The same customer in any case is the same record.
    expect(entry.recordId).toBe(customerRecordId(shop.deps, CUSTOMER.toUpperCase()));
    expect(JSON.stringify(entry).toLowerCase()).not.toContain("anna");

    // The customer view's order list is a view of the customer too.
    const before = (await entries("customer.viewed")).length;
    const orders = await call(`/api/admin/orders${q({ filter: { email: CUSTOMER } })}`, { token: support });
    expect(orders.status).toBe(200);
    expect(await entries("customer.viewed")).toHaveLength(before + 1);
    // A list without that filter views nobody in particular.
    expect((await call(`/api/admin/orders`, { token: support })).status).toBe(200);
    expect(await entries("customer.viewed")).toHaveLength(before + 1);
  });

  it("the newsletter CSV export", async () => {
    expect((await call("/api/admin/newsletter-subscribers.csv", { token: admin })).status).toBe(200);
    expect(await latest("newsletter.exported")).toMatchObject({
      actor: "admin",
      resource: "newsletter-subscribers",
      recordId: null,
    });
  });

  it("no entry holds a personal value: no e-mail address, client address or customer name", async () => {
    const all = JSON.stringify(await shop.deps.prisma.auditEntry.findMany());
    expect(all).not.toMatch(/@|203\.0\.113|Anna|Schmidt/i);
  });
});

describe("GET /api/admin/audit-log", () => {
  const list = (params: Record<string, unknown> = {}, token: string | undefined = admin) =>
    shop.request(`/api/admin/audit-log${q(params)}`, { token });

  it("is for ADMIN only: SUPPORT gets 403, nobody signed in 401", async () => {
    expect((await list({}, support)).status).toBe(403);
    expect((await shop.request("/api/admin/audit-log")).status).toBe(401);
    const [entry] = await shop.deps.prisma.auditEntry.findMany({ take: 1 });
    expect((await shop.request(`/api/admin/audit-log/${entry.id}`, { token: support })).status).toBe(403);
  });

  it("lists newest first with Content-Range, pages by range and sorts by id or at", async () => {
    const total = await shop.deps.prisma.auditEntry.count();
    const response = await list({ range: [0, 4] });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-range")).toBe(`audit-log 0-4/${total}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = (await response.json()) as AdminAuditEntryRecord[];
    expect(page).toHaveLength(5);
    expect(page.map((e) => e.id)).toEqual([...page.map((e) => e.id)].sort((a, b) => b - a));
    expect(Object.keys(page[0]).sort()).toEqual(
      ["action", "actor", "at", "changes", "clientKey", "detail", "id", "recordId", "resource", "rowCount"].sort(),
    );

    const oldest = (await (await list({ sort: ["at", "ASC"], range: [0, 0] })).json()) as AdminAuditEntryRecord[];
    const first = await shop.deps.prisma.auditEntry.findFirstOrThrow({ orderBy: [{ at: "asc" }, { id: "asc" }] });
    expect(oldest[0].id).toBe(first.id);
    const second = await list({ sort: ["id", "ASC"], range: [1, 1] });
    expect(second.headers.get("content-range")).toBe(`audit-log 1-1/${total}`);

    const show = await shop.request(`/api/admin/audit-log/${first.id}`, { token: admin });
    expect(show.status).toBe(200);
    expect(await show.json()).toMatchObject({ id: first.id, at: first.at.toISOString(), action: first.action });
    expect((await shop.request("/api/admin/audit-log/999999", { token: admin })).status).toBe(404);
  });

  it("filters by actor (any case), action, resource and record, and a date range", async () => {
    const bySupport = (await (
      await list({ filter: { actor: "SUPPORT" }, range: [0, 999] })
    ).json()) as AdminAuditEntryRecord[];
    expect(bySupport.length).toBeGreaterThan(0);
    expect(new Set(bySupport.map((e) => e.actor))).toEqual(new Set(["support"]));

    const shipped = (await (await list({ filter: { action: "order.shipped" } })).json()) as AdminAuditEntryRecord[];
    expect(shipped).toHaveLength(1);

    const order = shipped[0].recordId!;
    const history = (await (
      await list({ filter: { resource: "orders", recordId: Number(order) }, range: [0, 99] })
    ).json()) as AdminAuditEntryRecord[];
    expect(new Set(history.map((e) => e.action))).toEqual(
      new Set(["order.shipped", "order.noted", "order.delivered", "order.email_resent", "order.invoice_downloaded"]),
    );

    // A customer's record by their e-mail address, in any case: matched through its keyed hash.
    const views = await list({ filter: { resource: "customers", recordId: CUSTOMER.toLowerCase() } });
    expect(Number((views.headers.get("content-range") ?? "").split("/")[1])).toBe(2);

    const now = Date.now();
    const recent = await list({ filter: { at_gte: new Date(now - 3_600_000).toISOString() } });
    expect(recent.headers.get("content-range")).toMatch(/\/[1-9]\d*$/);
    const future = await list({ filter: { at_gte: new Date(now + 3_600_000).toISOString() } });
    expect(future.headers.get("content-range")).toBe("audit-log 0-0/0");
    const past = await list({ filter: { at_lte: "2020-01-01T00:00:00Z" } });
    expect(await past.json()).toEqual([]);
  });

  it("refuses an unknown action, resource, date or sort field, naming it", async () => {
    const refusal = async (params: Record<string, unknown>) => {
      const response = await list(params);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { field: string } }).error.field;
    };
    expect(await refusal({ filter: { action: "order.stolen" } })).toBe("filter.action");
    expect(await refusal({ filter: { resource: "secrets" } })).toBe("filter.resource");
    expect(await refusal({ filter: { at_gte: "soon" } })).toBe("filter.at_gte");
    expect(await refusal({ sort: ["actor", "ASC"] })).toBe("sort");
    expect(await refusal({ range: [5, 0] })).toBe("range");
  });

  it("has no route that writes: POST, PUT and DELETE are 404 and change nothing", async () => {
    const [entry] = await shop.deps.prisma.auditEntry.findMany({ take: 1, orderBy: { id: "asc" } });
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const path = method === "POST" ? "/api/admin/audit-log" : `/api/admin/audit-log/${entry.id}`;
      const response = await shop.request(path, { method, token: admin, json: { actor: "nobody" } });
      expect(response.status, method).toBe(404);
    }
    expect(await shop.deps.prisma.auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
  });
});

describe("the database keeps the log append-only", () => {
  const sqlError = (promise: Promise<unknown>) =>
    promise.then(
      () => "accepted",
      (error: unknown) => String((error as Error).message),
    );

  it("refuses UPDATE, DELETE and TRUNCATE through SQL", async () => {
    const { prisma } = shop.deps;
    const [entry] = await prisma.auditEntry.findMany({ take: 1, orderBy: { id: "asc" } });
    const count = await prisma.auditEntry.count();
    expect(
      await sqlError(prisma.$executeRaw`UPDATE "AuditEntry" SET "actor" = 'nobody' WHERE "id" = ${entry.id}`),
    ).toMatch(/cannot be changed or deleted/);
    expect(await sqlError(prisma.auditEntry.update({ where: { id: entry.id }, data: { changes: [] } }))).toMatch(
      /cannot be changed or deleted/,
    );
    expect(await sqlError(prisma.$executeRaw`DELETE FROM "AuditEntry"`)).toMatch(/cannot be changed or deleted/);
    expect(await sqlError(prisma.auditEntry.deleteMany({ where: { id: entry.id } }))).toMatch(
      /cannot be changed or deleted/,
    );
    expect(await sqlError(prisma.$executeRawUnsafe(`TRUNCATE "AuditEntry"`))).toMatch(/cannot be changed or deleted/);
    expect(await prisma.auditEntry.count()).toBe(count);
    expect(await prisma.auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
  });

  it("refuses the sweep's setting for young entries, and a retention under 30 days", async () => {
    const { prisma } = shop.deps;
    const [entry] = await prisma.auditEntry.findMany({ take: 1, orderBy: { id: "desc" } });
    for (const days of ["400", "0", "1"]) {
      const attempt = prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT set_config('shop.audit_retention_days', ${days}, true)`;
        await tx.$executeRaw`DELETE FROM "AuditEntry" WHERE "id" = ${entry.id}`;
      });
      expect(await sqlError(attempt), days).toMatch(/cannot be changed or deleted/);
    }
    // 10 days old: a 1-day "retention" cannot remove it either.
    const old = await prisma.auditEntry.create({
      data: {
        at: new Date(Date.now() - 10 * 86_400_000),
        actor: "admin",
        action: "login.succeeded",
        resource: "users",
      },
    });
    const shortened = prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT set_config('shop.audit_retention_days', '1', true)`;
      await tx.$executeRaw`DELETE FROM "AuditEntry" WHERE "id" = ${old.id}`;
    });
    expect(await sqlError(shortened)).toMatch(/cannot be changed or deleted/);
    expect(await prisma.auditEntry.findUnique({ where: { id: old.id } })).not.toBeNull();
  });
});

describe("retention", () => {
  const DAY = 86_400_000;

  it("the daily sweep removes entries older than AUDIT_RETENTION_DAYS, once a day on one instance", async () => {
    const { prisma } = shop.deps;
    // Entries written on an earlier clock: 401 and 399 days ago.
    const now = Date.now();
    const expired = await prisma.auditEntry.create({
      data: {
        at: new Date(now - 401 * DAY),
        actor: "admin",
        action: "product.updated",
        resource: "products",
        recordId: "1",
      },
    });
    const kept = await prisma.auditEntry.create({
      data: {
        at: new Date(now - 399 * DAY),
        actor: "admin",
        action: "product.updated",
        resource: "products",
        recordId: "1",
      },
    });
    const total = await prisma.auditEntry.count();
    await prisma.jobLease.deleteMany({ where: { name: AUDIT_RETENTION_JOB } });

    const clock = new Date(now);
    expect(await runAuditSweep(shop.deps, "instance-a", clock)).toEqual({ prunedAuditEntries: 1 });
    expect(await prisma.auditEntry.findUnique({ where: { id: expired.id } })).toBeNull();
    expect(await prisma.auditEntry.findUnique({ where: { id: kept.id } })).not.toBeNull();
    expect(await prisma.auditEntry.count()).toBe(total - 1);

    // Within the day neither another instance nor the same one sweeps again.
    expect(await runAuditSweep(shop.deps, "instance-b", new Date(now + 3_600_000))).toBeNull();
    expect(await runAuditSweep(shop.deps, "instance-a", new Date(now + 23 * 3_600_000))).toBeNull();
    // A day later, whichever instance comes first does.
    expect(await runAuditSweep(shop.deps, "instance-b", new Date(now + DAY + 1000))).toEqual({ prunedAuditEntries: 0 });
  });

  it("keeps entries for the configured number of days", async () => {
    const { prisma } = shop.deps;
    const now = Date.now();
    const entry = await prisma.auditEntry.create({
      data: { at: new Date(now - 45 * DAY), actor: "admin", action: "user.updated", resource: "users" },
    });
    const beyond = (days: number) =>
      prisma.auditEntry.count({ where: { at: { lt: new Date(Date.now() - days * DAY) } } });
    const past60 = await beyond(60);
    expect(await pruneAuditLog({ db: shop.deps.db, env: { ...shop.env, AUDIT_RETENTION_DAYS: 60 } })).toBe(past60);
    expect(await prisma.auditEntry.findUnique({ where: { id: entry.id } })).not.toBeNull();
    const older = await beyond(30);
    expect(older).toBe(1);
    expect(await pruneAuditLog({ db: shop.deps.db, env: { ...shop.env, AUDIT_RETENTION_DAYS: 30 } })).toBe(older);
    expect(await prisma.auditEntry.findUnique({ where: { id: entry.id } })).toBeNull();
  });
});
