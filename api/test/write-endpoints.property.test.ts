// Property tests: random and almost-valid payloads sent to every write endpoint never cause a
// 5xx, and a refused request (4xx) changes nothing in the database.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestResponse, type TestShop } from "./harness.ts";

let shop: TestShop;
let admin: string;
let support: string;

/**
 * Every table of the shop, read from the database itself, so that a table added later is covered
 * without anyone remembering to list it here. Left out: Prisma's own bookkeeping, and the audit
 * log, which records a refused sign-in on purpose (api/src/audit/audit-log.test.ts checks it).
 */
async function tables(): Promise<string[]> {
  const rows = await shop.deps.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('_prisma_migrations', 'AuditEntry')
      ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

let TABLES: string[] = [];
let SNAPSHOT_SQL = "";

/**
 * The digest of every table's rows, in one query (one round trip per snapshot, where one per table
 * was most of this file's time): each table's rows as text, sorted, hashed, named.
 */
function snapshotSql(tables: string[]): string {
  const digests = tables.map(
    (table) =>
      `SELECT '${table}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table}" t`,
  );
  return `SELECT string_agg(name || ':' || digest, ',' ORDER BY name) AS snapshot FROM (${digests.join(" UNION ALL ")}) tables`;
}

async function snapshot(): Promise<string> {
  const [row] = await shop.deps.prisma.$queryRawUnsafe<{ snapshot: string }[]>(SNAPSHOT_SQL);
  return row.snapshot;
}

beforeAll(async () => {
  shop = await startTestShop({ LOGIN_MAX_FAILURES: "1000" });
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 10 },
    { slug: "vitamin-d-test", priceCents: 1900, stock: 3, category: "vitamin-d-test" },
  ]);
  TABLES = await tables();
  SNAPSHOT_SQL = snapshotSql(TABLES);
  admin = await shop.login();
  support = await shop.deps.tokens.sign({ username: "support", role: "SUPPORT", userId: 2, version: 1 });
});
afterAll(() => shop.close());

it("compares every table, numbers and leases included", async () => {
  for (const table of ["Order", "Upload", "DocumentSequence", "PaymentWebhookEvent", "JobLease", "IssuedDocument"]) {
    expect(TABLES).toContain(table);
  }
  const digested = (await snapshot()).split(",").map((part) => part.split(":")[0]);
  expect(digested.sort()).toEqual([...TABLES].sort());
});

const oddValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(""),
  fc.constant(-1),
  fc.constant(0),
  fc.constant(1e308),
  fc.constant("<script>alert(1)</script>"),
  fc.constant("../../etc/passwd"),
  fc.constant("' OR 1=1 --"),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.anything(), { maxKeys: 3 }),
);

type Json = unknown;
function leafPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => leafPaths(v, [...prefix, i]))];
  if (value && typeof value === "object")
    return [prefix, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]))];
  return [prefix];
}
function setAt(value: Json, path: (string | number)[], replacement: unknown): Json {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  const [head, ...rest] = path;
  if (rest.length === 0 && replacement === REMOVE) delete copy[head];
  else copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}
const REMOVE = Symbol("remove");

/** A valid payload with one part replaced by something odd or removed; or anything at all. */
function nearly(valid: Json): fc.Arbitrary<Json> {
  const paths = leafPaths(valid);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), fc.oneof(oddValue, fc.constant(REMOVE)))
        .map(([path, value]) => setAt(valid, path, value)),
    },
    { weight: 1, arbitrary: fc.anything() },
  );
}

interface Endpoint {
  name: string;
  method: string;
  path: string;
  valid: Json;
  token?: () => string;
  multipart?: "product" | "blog";
}

const endpoints: Endpoint[] = [
  {
    name: "create order",
    method: "POST",
    path: "/api/orders",
    valid: orderPayload([{ slug: "drug-tests", quantity: 1, price: 24.9 }]),
  },
  { name: "confirm order", method: "POST", path: "/api/orders/confirm/TK-AAAA-AAAA", valid: {} },
  {
    name: "cart quote",
    method: "POST",
    path: "/api/cart/quote",
    valid: { items: [{ slug: "drug-tests", quantity: 1 }], language: "en" },
  },
  {
    name: "admin login",
    method: "POST",
    path: "/api/admin-login",
    valid: { username: "admin", password: "wrong-password", totp: "123456" },
  },
  {
    name: "newsletter",
    method: "POST",
    path: "/api/newsletter",
    valid: { email: "reader@example.com", language: "de" },
  },
  {
    name: "test payment",
    method: "POST",
    path: "/api/payments/test/confirm",
    valid: { paymentReference: "tp_x", clientSecret: "s", method: "card", cardNumber: "4242424242424242" },
  },
  {
    name: "create product (multipart)",
    method: "POST",
    path: "/api/products",
    token: () => admin,
    multipart: "product",
    valid: {
      price: 10,
      stock: 10,
      active: true,
      mainImageIndex: 0,
      categories: ["drug-tests"],
      translation: { language: "en", name: "Kit", description: "<p>x</p>" },
      imageUrls: [],
    },
  },
  {
    name: "update product (multipart)",
    method: "PUT",
    path: "/api/products/drug-tests",
    token: () => admin,
    multipart: "product",
    valid: {
      price: 24.9,
      stock: 10,
      previousStock: 10,
      version: 1,
      active: true,
      mainImageIndex: 0,
      categories: [],
      translation: { language: "de", name: "Kit", description: "" },
      imageUrls: ["/uploads/p-000000000000-320.webp"],
    },
  },
  {
    name: "delete product as support",
    method: "DELETE",
    path: "/api/products/drug-tests",
    token: () => support,
    valid: {},
  },
  {
    name: "create blog (multipart)",
    method: "POST",
    path: "/api/blogs",
    token: () => admin,
    multipart: "blog",
    valid: {
      author: "admin",
      categorySlugs: ["drug-tests"],
      translation: { language: "bg", title: "Заглавие", content: "<p>x</p>" },
    },
  },
  {
    name: "update missing blog",
    method: "PUT",
    path: "/api/blogs/nope",
    token: () => admin,
    multipart: "blog",
    valid: { translation: { language: "en", title: "T", content: "" } },
  },
  {
    name: "admin create product",
    method: "POST",
    path: "/api/admin/products",
    token: () => admin,
    valid: {
      price: 10,
      stock: 1,
      active: true,
      categoryIds: [1],
      translations: {
        en: { name: "A", description: "" },
        de: { name: "B", description: "" },
        bg: { name: "В", description: "" },
      },
      images: [{ fileKey: "p-000000000000", isMain: true }],
    },
  },
  {
    name: "admin update product",
    method: "PUT",
    path: "/api/admin/products/1",
    token: () => admin,
    valid: {
      price: 24.9,
      stock: 10,
      active: true,
      version: 1,
      categoryIds: [99],
      translations: {
        en: { name: "A", description: "" },
        de: { name: "B", description: "" },
        bg: { name: "В", description: "" },
      },
    },
  },
  {
    name: "admin create category",
    method: "POST",
    path: "/api/admin/categories",
    token: () => support,
    valid: { translations: { en: { name: "A" }, de: { name: "B" }, bg: { name: "В" } } },
  },
  {
    name: "admin update order",
    method: "PUT",
    path: "/api/admin/orders/999",
    token: () => support,
    valid: { status: "SHIPPED", note: "x" },
  },
  {
    name: "admin create user",
    method: "POST",
    path: "/api/admin/users",
    token: () => admin,
    valid: { username: "Admin", password: "long-enough-password", role: "SUPPORT" },
  },
  {
    name: "admin update user",
    method: "PUT",
    path: "/api/admin/users/1",
    token: () => admin,
    valid: { role: "SUPPORT", version: 1 },
  },
  {
    name: "confirm a second factor",
    method: "POST",
    path: "/api/admin/account/totp/confirm",
    token: () => support,
    valid: { code: "123456" },
  },
  {
    name: "turn a second factor off",
    method: "DELETE",
    path: "/api/admin/account/totp",
    token: () => support,
    valid: { code: "123456" },
  },
];

function send(endpoint: Endpoint, payload: Json): Promise<TestResponse> {
  const token = endpoint.token?.();
  if (endpoint.multipart) {
    const body = new FormData();
    if (payload !== undefined)
      body.append(endpoint.multipart, typeof payload === "string" ? payload : (JSON.stringify(payload) ?? ""));
    return shop.request(endpoint.path, { method: endpoint.method, token, body });
  }
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return shop.request(endpoint.path, {
    method: endpoint.method,
    token,
    body,
    headers: { "content-type": "application/json" },
  });
}

describe("every write endpoint under random payloads", () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: never 5xx, and nothing changes on a 4xx`, async () => {
      await fc.assert(
        fc.asyncProperty(nearly(endpoint.valid), async (payload) => {
          // What an earlier accepted request still does after its answer (the newsletter records a
          // sign-up after answering) must not count as this request's change.
          await shop.deps.afterResponse.settled();
          const before = await snapshot();
          const response = await send(endpoint, payload);
          expect(response.status, JSON.stringify(payload)?.slice(0, 300)).toBeLessThan(500);
          if (response.status >= 400) {
            const body = await response.json();
            expect(typeof body.error?.message).toBe("string");
            await shop.deps.afterResponse.settled();
            expect(await snapshot()).toBe(before);
          }
        }),
        { numRuns: 40 },
      );
    });
  }
});
