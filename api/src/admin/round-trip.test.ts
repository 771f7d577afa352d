// Every record of the console's API is accepted back as it was read (react-admin, and any REST
// client, sends the record it loaded): GET then PUT of it unchanged is 200 and changes nothing, not
// even a product's stock when units were sold in between; values the record already has are no
// change and no error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderRecord, AdminProductRecord } from "@shop/shared";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 40 }]);
  admin = await shop.login();
});
afterAll(() => shop.close());

const read = async <T = Record<string, unknown>>(path: string): Promise<T> => {
  const response = await shop.request(path, { token: admin });
  expect([path, response.status]).toEqual([path, 200]);
  return (await response.json()) as T;
};
const put = (path: string, json: unknown) => shop.request(path, { method: "PUT", token: admin, json });

async function placeOrder(): Promise<number> {
  const response = await shop.request("/api/orders", {
    method: "POST",
    json: orderPayload([{ slug: "drug-tests", quantity: 2 }]),
  });
  expect(response.status).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  return (await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: orderNumber } })).id;
}

/**
 * A record without what a save moves on by itself: its version and time of change, and the row
 * ids of a product's images (a save writes the same images again, under new ids).
 */
const withoutRevision = ({ version: _v, updatedAt: _u, ...rest }: Record<string, unknown>) =>
  Array.isArray(rest.images)
    ? { ...rest, images: (rest.images as { id?: number }[]).map(({ id: _id, ...image }) => image) }
    : rest;

describe("a record sent back as it was read", () => {
  it("is 200 and changes nothing, for every resource of the console", async () => {
    const category = await read<{ id: number }[]>("/api/admin/categories").then((list) => list[0]);
    const created = await shop.request("/api/admin/blog-posts", {
      method: "POST",
      token: admin,
      json: {
        author: "Dr. Round Trip",
        categoryIds: [category.id],
        translations: {
          en: { title: "Trip", excerpt: "Out and back", content: "<p>Out and back.</p>" },
          de: { title: "Reise", excerpt: "Hin und zurück", content: "<p>Hin und zurück.</p>" },
          bg: { title: "Пътуване", excerpt: "Натам и обратно", content: "<p>Натам и обратно.</p>" },
        },
      },
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: number };
    const [product] = await read<AdminProductRecord[]>("/api/admin/products");
    const [user] = await read<{ id: number; username: string }[]>(
      `/api/admin/users?filter=${encodeURIComponent('{"q":"admin"}')}`,
    );
    const paths = [
      `/api/admin/products/${product.id}`,
      `/api/admin/categories/${category.id}`,
      `/api/admin/blog-posts/${post.id}`,
      `/api/admin/users/${user.id}`,
    ];
    for (const path of paths) {
      const record = await read(path);
      const saved = await put(path, record);
      expect([path, saved.status]).toEqual([path, 200]);
      expect([path, withoutRevision(await read(path))]).toEqual([path, withoutRevision(record)]);
    }
    // The administrator's own record sent back ended no session.
    expect((await shop.request("/api/admin/orders", { token: admin })).status).toBe(200);
  });

  it("never changes a product's stock, even when units were sold after it was read", async () => {
    const [{ id }] = await read<AdminProductRecord[]>("/api/admin/products");
    const record = await read<AdminProductRecord>(`/api/admin/products/${id}`);
    expect(record.previousStock).toBe(record.stock);
    await placeOrder(); // two units reserved meanwhile
    expect((await put(`/api/admin/products/${id}`, record)).status).toBe(200);
    expect((await read<AdminProductRecord>(`/api/admin/products/${id}`)).stock).toBe(record.stock - 2);

    // An edit of the stock is applied as the change the admin made: +5 over what was sold.
    const fresh = await read<AdminProductRecord>(`/api/admin/products/${id}`);
    await placeOrder();
    expect((await put(`/api/admin/products/${id}`, { ...fresh, stock: fresh.stock + 5 })).status).toBe(200);
    expect((await read<AdminProductRecord>(`/api/admin/products/${id}`)).stock).toBe(fresh.stock - 2 + 5);
  });

  it("refuses a product's stock without previousStock (400 naming it), changing nothing", async () => {
    const [{ id }] = await read<AdminProductRecord[]>("/api/admin/products");
    const { previousStock: _previous, ...record } = await read<AdminProductRecord>(`/api/admin/products/${id}`);
    const refused = await put(`/api/admin/products/${id}`, { ...record, stock: 999 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: "invalid_request", field: "previousStock" });
    expect((await read<AdminProductRecord>(`/api/admin/products/${id}`)).stock).toBe(record.stock);
  });

  it("is 200 for an order in any state, with carrier and tracking number null or as they are", async () => {
    const pending = await placeOrder();
    const shipped = await placeOrder();
    const delivered = await placeOrder();
    const { prisma } = shop.deps;
    const now = new Date();
    await prisma.order.update({
      where: { id: shipped },
      data: { status: "SHIPPED", paidAt: now, shippedAt: now, carrier: "DHL", trackingNumber: "JJD0001" },
    });
    await prisma.order.update({
      where: { id: delivered },
      data: { status: "DELIVERED", paidAt: now, shippedAt: now, carrier: "DPD", trackingNumber: "DPD-4711" },
    });
    for (const id of [pending, shipped, delivered]) {
      const record = await read<AdminOrderRecord>(`/api/admin/orders/${id}`);
      const saved = await put(`/api/admin/orders/${id}`, record);
      expect([id, saved.status]).toEqual([id, 200]);
      expect(await read(`/api/admin/orders/${id}`)).toEqual(record);
    }
    const pendingRecord = await read<AdminOrderRecord>(`/api/admin/orders/${pending}`);
    expect(pendingRecord.carrier).toBeNull();

    // The values an order already has, sent on their own, are no change either.
    const before = await read<AdminOrderRecord>(`/api/admin/orders/${shipped}`);
    const same = await put(`/api/admin/orders/${shipped}`, {
      status: "SHIPPED",
      carrier: "DHL",
      trackingNumber: "jjd 0001",
    });
    expect(same.status).toBe(200);
    expect(await read(`/api/admin/orders/${shipped}`)).toEqual(before);

    // Other values are: a carrier or tracking number goes with a move to SHIPPED only.
    for (const [id, body, field] of [
      [shipped, { status: "SHIPPED", carrier: "UPS" }, "carrier"],
      [delivered, { trackingNumber: "OTHER-1" }, "trackingNumber"],
      [pending, { status: "CANCELLED", carrier: "DHL" }, "carrier"],
    ] as const) {
      const refused = await put(`/api/admin/orders/${id}`, body);
      expect([id, refused.status]).toEqual([id, 400]);
      expect((await refused.json()).error.field).toBe(field);
    }
    expect((await read<AdminOrderRecord>(`/api/admin/orders/${pending}`)).status).toBe("PENDING_PAYMENT");
  });
});
