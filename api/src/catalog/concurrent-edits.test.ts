// A form opened before a sale or before another editor's save never undoes them when it is saved:
// stock edits are changes from what the form showed, and every record's save names the version
// it was made on (409 stale_record when that version has moved on).
// Runs on PostgreSQL too (api/vitest.config.ts): versioned saves racing a sale.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminBlogPostRecord, AdminCategoryRecord, AdminProductRecord, Product } from "@shop/shared";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 10 },
    { slug: "vitamin-d-test", priceCents: 1900, stock: 10, category: "vitamin-d-test" },
  ]);
  admin = await shop.login();
});
afterAll(() => shop.close());

const productRecord = async (slug: string) => {
  const id = (await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug } })).id;
  return (await (await shop.request(`/api/admin/products/${id}`, { token: admin })).json()) as AdminProductRecord;
};
const buy = async (slug: string, quantity: number) => {
  const response = await shop.request("/api/orders", { method: "POST", json: orderPayload([{ slug, quantity }]) });
  expect(response.status).toBe(201);
};
const saveProduct = (record: AdminProductRecord, changes: Partial<AdminProductRecord> & { previousStock?: number }) =>
  shop.request(`/api/admin/products/${record.id}`, {
    method: "PUT",
    token: admin,
    json: {
      ...record,
      previousStock: record.stock,
      images: record.images.map(({ fileKey, isMain }) => ({ fileKey, isMain })),
      ...changes,
    },
  });
const stockOf = async (slug: string) => (await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug } })).stock;

describe("the console's product form and sales", () => {
  it("keeps units sold while the form was open sold when the admin saves other fields", async () => {
    const opened = await productRecord("drug-tests");
    expect(opened.stock).toBe(10);
    await buy("drug-tests", 3);
    const saved = await saveProduct(opened, { price: 26 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ price: 26, stock: 7 });
    expect(await stockOf("drug-tests")).toBe(7);
  });

  it("applies a stock edit as the change the admin made", async () => {
    const opened = await productRecord("drug-tests");
    await buy("drug-tests", 2);
    // The admin counted 5 new units in and typed 12 over the 7 the form showed.
    const saved = await saveProduct(opened, { stock: opened.stock + 5 });
    expect(saved.status).toBe(200);
    expect(await stockOf("drug-tests")).toBe(10);
  });

  it("never takes stock below zero when the admin removes more than is left", async () => {
    const opened = await productRecord("vitamin-d-test");
    await buy("vitamin-d-test", 8);
    const saved = await saveProduct(opened, { stock: 0 });
    expect(saved.status).toBe(200);
    expect(await stockOf("vitamin-d-test")).toBe(0);
    await shop.deps.prisma.product.update({ where: { slug: "vitamin-d-test" }, data: { stock: 10 } });
  });

  it("refuses the second of two editors who opened the same version (409), changing nothing", async () => {
    const first = await productRecord("drug-tests");
    const second = await productRecord("drug-tests");
    expect((await saveProduct(first, { price: 30 })).status).toBe(200);
    const stale = await saveProduct(second, {
      price: 31,
      translations: {
        ...second.translations,
        en: { ...second.translations.en, name: "Overwritten", description: "", highlights: [] },
      },
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({ code: "stale_record", field: "version" });
    const now = await productRecord("drug-tests");
    expect(now).toMatchObject({ price: 30, version: first.version + 1 });
    expect(now.translations.en.name).not.toBe("Overwritten");
  });

  it("requires the version on every save", async () => {
    const record = await productRecord("drug-tests");
    const { version: _version, ...withoutVersion } = record;
    const response = await shop.request(`/api/admin/products/${record.id}`, {
      method: "PUT",
      token: admin,
      json: { ...withoutVersion, images: [] },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("version");
  });

  it("does not move the version on sales, so a sale never makes a form stale", async () => {
    const before = await productRecord("drug-tests");
    await buy("drug-tests", 1);
    expect((await productRecord("drug-tests")).version).toBe(before.version);
  });
});

describe("the storefront's inline product editor", () => {
  const form = (json: unknown) => {
    const body = new FormData();
    body.append("product", JSON.stringify(json));
    return body;
  };
  const publicProduct = async (slug: string) =>
    (await (await shop.request(`/api/products/${slug}?lang=en`)).json()) as Product;

  it("applies stock as a change from what the editor showed, and refuses an outdated version", async () => {
    const shown = await publicProduct("vitamin-d-test");
    // The stock as the console's record shows it (the public answer gives only a hint).
    const { stock } = await productRecord("vitamin-d-test");
    await buy("vitamin-d-test", 4);
    const payload = {
      price: shown.price,
      stock,
      previousStock: stock,
      version: shown.version,
      translation: { language: "en", name: shown.name },
    };
    const saved = await shop.request("/api/products/vitamin-d-test?lang=en", {
      method: "PUT",
      token: admin,
      body: form(payload),
    });
    expect(saved.status).toBe(200);
    expect(await stockOf("vitamin-d-test")).toBe(stock - 4);
    const stale = await shop.request("/api/products/vitamin-d-test?lang=en", {
      method: "PUT",
      token: admin,
      body: form({ ...payload, price: 1 }),
    });
    expect(stale.status).toBe(409);
    expect((await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "vitamin-d-test" } })).priceCents).toBe(
      1900,
    );
  });

  it("keeps the stock when a save leaves it out", async () => {
    const { version } = await publicProduct("vitamin-d-test");
    await buy("vitamin-d-test", 1);
    const before = await stockOf("vitamin-d-test");
    const saved = await shop.request("/api/products/vitamin-d-test?lang=de", {
      method: "PUT",
      token: admin,
      body: form({ price: 19, version, translation: { language: "de", name: "Vitamin D" } }),
    });
    expect(saved.status).toBe(200);
    expect(await stockOf("vitamin-d-test")).toBe(before);
  });

  describe("read 160, sell 3, send 160 back", () => {
    const put = (json: Record<string, unknown>) =>
      shop.request("/api/products/drug-tests?lang=en", { method: "PUT", token: admin, body: form(json) });
    const opened = async () => {
      await shop.deps.prisma.product.update({ where: { slug: "drug-tests" }, data: { stock: 160 } });
      const read = await productRecord("drug-tests");
      expect(read.stock).toBe(160);
      await buy("drug-tests", 3);
      return {
        price: read.price,
        version: read.version,
        translation: { language: "en", name: read.translations.en.name },
      };
    };

    it("refuses the bare figure (400 previousStock): the 3 stay sold", async () => {
      const payload = await opened();
      const response = await put({ ...payload, stock: 160 });
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe("product.previousStock");
      expect(await stockOf("drug-tests")).toBe(157);
    });

    it("applies the figure with the stock it was read as as a change of nothing: the 3 stay sold", async () => {
      const payload = await opened();
      const response = await put({ ...payload, stock: 160, previousStock: 160 });
      expect(response.status).toBe(200);
      expect(await stockOf("drug-tests")).toBe(157);
    });

    it("refuses a save without a version (400) and one over a newer version (409), changing nothing", async () => {
      const payload = await opened();
      const { version, ...unversioned } = payload;
      const missing = await put({ ...unversioned, stock: 160, previousStock: 160 });
      expect(missing.status).toBe(400);
      expect((await missing.json()).error.field).toBe("product.version");
      expect((await put({ ...payload, price: 27 })).status).toBe(200);
      const stale = await put({ ...payload, stock: 170, previousStock: 160 });
      expect(stale.status).toBe(409);
      expect((await stale.json()).error).toMatchObject({ code: "stale_record", field: "version" });
      expect(await stockOf("drug-tests")).toBe(157);
      expect((await productRecord("drug-tests")).version).toBe(version + 1);
    });
  });
});

describe("other records the console edits", () => {
  it("refuses a stale category save", async () => {
    const list = (await (
      await shop.request("/api/admin/categories", { token: admin })
    ).json()) as AdminCategoryRecord[];
    const category = list[0];
    const save = (record: AdminCategoryRecord, name: string) =>
      shop.request(`/api/admin/categories/${record.id}`, {
        method: "PUT",
        token: admin,
        json: {
          slug: record.slug,
          position: record.position,
          version: record.version,
          translations: { ...record.translations, en: { name } },
        },
      });
    expect((await save(category, "First editor")).status).toBe(200);
    const stale = await save(category, "Second editor");
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("stale_record");
  });

  it("refuses a stale blog post save", async () => {
    const created = await shop.request("/api/admin/blog-posts", {
      method: "POST",
      token: admin,
      json: {
        translations: {
          en: { title: "Post", excerpt: "", content: "" },
          de: { title: "Beitrag", excerpt: "", content: "" },
          bg: { title: "Статия", excerpt: "", content: "" },
        },
      },
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as AdminBlogPostRecord;
    const save = (title: string) =>
      shop.request(`/api/admin/blog-posts/${post.id}`, {
        method: "PUT",
        token: admin,
        json: { ...post, translations: { ...post.translations, en: { ...post.translations.en, title } } },
      });
    expect((await save("First")).status).toBe(200);
    expect((await save("Second")).status).toBe(409);
  });

  it("refuses an order move decided on a status the order no longer has", async () => {
    const response = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-tests", quantity: 1 }]),
    });
    const { orderNumber } = await response.json();
    const order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: orderNumber } });
    await shop.deps.prisma.order.update({ where: { id: order.id }, data: { status: "PAID", paidAt: new Date() } });
    const shipped = await shop.request(`/api/admin/orders/${order.id}`, {
      method: "PUT",
      token: admin,
      json: { status: "SHIPPED", fromStatus: "PAID" },
    });
    expect(shipped.status).toBe(200);
    // A second staff member, still looking at PAID, refunds it.
    const stale = await shop.request(`/api/admin/orders/${order.id}`, {
      method: "PUT",
      token: admin,
      json: { status: "REFUNDED", fromStatus: "PAID" },
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("order_changed");
    expect((await shop.deps.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("SHIPPED");
  });
});
