// A product that has been ordered is archived, not deleted (docs/behaviour.md §3): the console's and
// the inline editor's Delete archive it, its orders keep pointing at it, the storefront answers its
// page 410 and lists, searches, maps and sells it nowhere; a product never ordered is deleted. The
// database refuses to delete an ordered product whoever asks.
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProductRecord } from "@shop/shared";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { createApp } from "../app.ts";
import { loadStorefrontRenderer } from "../web/load-renderer.ts";

let shop: TestShop;
let token: string;
let ids: Map<string, number>;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 10 },
    { slug: "ordered-kit", priceCents: 1990, stock: 10 },
    { slug: "never-ordered", priceCents: 990, stock: 10 },
  ]);
  token = await shop.login();
  const order = await shop.request("/api/orders", {
    method: "POST",
    json: orderPayload([{ slug: "ordered-kit", quantity: 1 }]),
  });
  expect(order.status).toBe(201);
  const products = await shop.deps.prisma.product.findMany({ select: { id: true, slug: true } });
  ids = new Map(products.map((product) => [product.slug, product.id]));
});
afterAll(() => shop.close());

const remove = (slug: string) => shop.request(`/api/admin/products/${ids.get(slug)}`, { method: "DELETE", token });
const adminList = async (filter: Record<string, unknown> = {}) =>
  (
    (await (
      await shop.request(`/api/admin/products?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token })
    ).json()) as AdminProductRecord[]
  ).map((product) => product.slug);

describe("the console's delete of a product that has been ordered", () => {
  it("archives it: kept with its order lines, off sale for good, recorded in the audit log", async () => {
    const response = await remove("ordered-kit");
    expect(response.status).toBe(200);
    const record = (await response.json()) as AdminProductRecord;
    expect(record).toMatchObject({ slug: "ordered-kit", active: false });
    expect(Date.parse(record.archivedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const lines = await shop.deps.prisma.orderItem.findMany({ where: { slug: "ordered-kit" } });
    expect(lines.map((line) => line.productId)).toEqual([ids.get("ordered-kit")]);
    const audit = await shop.deps.prisma.auditEntry.findFirstOrThrow({
      where: { recordId: String(ids.get("ordered-kit")) },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({ action: "product.archived", resource: "products", actor: "admin" });
    expect(audit.changes).toEqual(expect.arrayContaining(["active", "archivedAt"]));
    // Deleting it again changes nothing more.
    expect((await remove("ordered-kit")).status).toBe(200);
    expect(await shop.deps.prisma.auditEntry.count({ where: { action: "product.archived" } })).toBe(1);
  });

  it("lists it only under the console's archived filter, and refuses to change it", async () => {
    expect(await adminList()).not.toContain("ordered-kit");
    expect(await adminList({ archived: true })).toEqual(["ordered-kit"]);
    // Named by id (a reference field, an order's line), it is found whether archived or not.
    expect(await adminList({ id: [ids.get("ordered-kit")] })).toEqual(["ordered-kit"]);
    const record = (await (
      await shop.request(`/api/admin/products/${ids.get("ordered-kit")}`, { token })
    ).json()) as AdminProductRecord;
    const save = await shop.request(`/api/admin/products/${record.id}`, {
      method: "PUT",
      token,
      json: { ...record, active: true },
    });
    expect(save.status).toBe(409);
    expect((await save.json()).error.code).toBe("product_archived");
    // The database guards it too: an archived product is never on sale.
    await expect(shop.deps.prisma.product.update({ where: { id: record.id }, data: { active: true } })).rejects.toThrow(
      /Product_archived_not_active/,
    );
  });

  it("is gone from the storefront: its page answers 410, no list, search, cart or checkout has it", async () => {
    const page = await shop.request("/api/products/ordered-kit?lang=en");
    expect(page.status).toBe(410);
    expect((await page.json()).error).toMatchObject({ code: "product_gone" });
    const list = (await (await shop.request("/api/products?lang=en")).json()) as { slug: string }[];
    expect(list.map((product) => product.slug)).not.toContain("ordered-kit");
    const search = (await (await shop.request("/api/products?lang=en&q=ordered")).json()) as { slug: string }[];
    expect(search.map((product) => product.slug)).not.toContain("ordered-kit");
    const random = (await (await shop.request("/api/products/random?lang=en&limit=10")).json()) as { slug: string }[];
    expect(random.map((product) => product.slug)).not.toContain("ordered-kit");
    const quote = await (
      await shop.request("/api/cart/quote", {
        method: "POST",
        json: { items: [{ slug: "ordered-kit", quantity: 1 }], language: "en" },
      })
    ).json();
    expect(quote.items[0]).toMatchObject({ availableQuantity: 0, available: false });
    const order = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "ordered-kit", quantity: 1 }]),
    });
    expect(order.status).toBeGreaterThanOrEqual(400);
    expect(order.status).toBeLessThan(500);
  });

  it("renders its page in the shop's language with 410, saying it is no longer available; the sitemap leaves it out", async () => {
    const storefront = fileURLToPath(new URL("../../../storefront/", import.meta.url));
    const admin = fileURLToPath(new URL("../../../admin/dist", import.meta.url));
    const renderer = await loadStorefrontRenderer(`${storefront}dist`, `${storefront}dist-server`);
    // The storefront is built before the API's tests run (npm test builds first).
    expect(renderer, "storefront/dist-server is built").not.toBeNull();
    const site = createApp(shop.deps, { storefrontDir: `${storefront}dist`, adminDir: admin, renderer });
    const texts = {
      en: "This product is no longer available",
      de: "Dieses Produkt ist nicht mehr erhältlich",
      bg: "Този продукт вече не се предлага",
    };
    for (const [language, title] of Object.entries(texts)) {
      const response = await site.request(`/${language}/product/ordered-kit`);
      expect(response.status).toBe(410);
      const html = await response.text();
      expect(html).toContain(title);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
    expect((await site.request("/en/product/no-such-kit")).status).toBe(404);
    const products = await site.request("/sitemap-products-1.xml.gz");
    const sitemap = gunzipSync(Buffer.from(await products.arrayBuffer())).toString("utf8");
    expect(sitemap).toContain("product/drug-tests");
    expect(sitemap).not.toContain("ordered-kit");
    expect((await site.request("/en/product/drug-tests")).status).toBe(200);
  });
});

describe("the delete of a product never ordered", () => {
  it("deletes it, as before", async () => {
    expect((await remove("never-ordered")).status).toBe(200);
    expect(await shop.deps.prisma.product.findUnique({ where: { slug: "never-ordered" } })).toBeNull();
    expect((await shop.request("/api/products/never-ordered?lang=en")).status).toBe(404);
    expect(await shop.deps.prisma.auditEntry.count({ where: { action: "product.deleted" } })).toBe(1);
  });
});

describe("the database", () => {
  it("refuses to delete a product that order lines point at, whoever asks (no longer sets them to null)", async () => {
    await expect(shop.deps.prisma.product.delete({ where: { id: ids.get("ordered-kit") } })).rejects.toThrow();
    const lines = await shop.deps.prisma.orderItem.findMany({ where: { slug: "ordered-kit" } });
    expect(lines.map((line) => line.productId)).toEqual([ids.get("ordered-kit")]);
  });
});
