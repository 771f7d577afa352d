// An image belongs to the one product or post it was uploaded for: no record can take another's
// image (and later delete its files), and a key that is already used is a 4xx, never a 500.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminBlogPostRecord, AdminProductRecord } from "@shop/shared";
import {
  createProductWithImages,
  seedFixtureCatalog,
  startTestShop,
  uploadTestImage,
  usesPostgres,
  type TestShop,
} from "../../test/harness.ts";
import { pruneUnclaimedImages } from "./images.ts";

let shop: TestShop;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  shop = await startTestShop();
  const { categories } = await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  categoryId = categories.get("drug-tests")!;
  admin = await shop.login();
});
afterAll(() => shop.close());

const upload = (kind: "product" | "blog" = "product") => uploadTestImage(shop, admin, { for: kind });
const createProduct = (name: string, fileKeys: string[]) =>
  createProductWithImages(shop, admin, { name, categoryId, fileKeys });
const fileOf = (fileKey: string) => join(shop.dataDir, "uploads", `${fileKey}-320.webp`);

describe("images belong to their record", () => {
  it("refuses a product that names another product's image (409), and the image stays the owner's", async () => {
    const key = await upload();
    const owner = await createProduct("Owner Kit", [key]);
    expect(owner.status).toBe(201);
    const ownerRecord = (await owner.json()) as AdminProductRecord;

    const thief = await createProduct("Thief Kit", [key]);
    expect(thief.status).toBe(409);
    expect((await thief.json()).error).toMatchObject({ code: "image_in_use", field: "images.0.fileKey" });
    expect(await shop.deps.prisma.product.count({ where: { slug: { startsWith: "thief-kit" } } })).toBe(0);

    // An existing product may not take it by an update either.
    const other = (await (await createProduct("Other Kit", [await upload()])).json()) as AdminProductRecord;
    const takeover = await shop.request(`/api/admin/products/${other.id}`, {
      method: "PUT",
      token: admin,
      json: { ...other, images: [{ fileKey: key, isMain: true }] },
    });
    expect(takeover.status).toBe(409);
    // Deleting the other product deletes its own files only.
    expect((await shop.request(`/api/admin/products/${other.id}`, { method: "DELETE", token: admin })).status).toBe(
      200,
    );
    expect(existsSync(fileOf(other.images[0].fileKey))).toBe(false);
    expect(existsSync(fileOf(key))).toBe(true);
    const stillOwned = (await (
      await shop.request(`/api/admin/products/${ownerRecord.id}`, { token: admin })
    ).json()) as AdminProductRecord;
    expect(stillOwned.images.map((image) => image.fileKey)).toEqual([key]);
  });

  it("refuses a blog post that names a product's image, and a post that names another post's", async () => {
    const productKey = await upload();
    expect((await createProduct("Image Kit", [productKey])).status).toBe(201);
    const post = (title: string, imageKey: string) =>
      shop.request("/api/admin/blog-posts", {
        method: "POST",
        token: admin,
        json: {
          imageKey,
          translations: {
            en: { title, excerpt: "", content: "" },
            de: { title, excerpt: "", content: "" },
            bg: { title, excerpt: "", content: "" },
          },
        },
      });
    const stolen = await post("Stolen", productKey);
    expect(stolen.status).toBe(409);
    expect((await stolen.json()).error.field).toBe("imageKey");

    const blogKey = await upload("blog");
    const first = await post("First", blogKey);
    expect(first.status).toBe(201);
    expect((await post("Second", blogKey)).status).toBe(409);
    const firstRecord = (await first.json()) as AdminBlogPostRecord;
    expect(
      (await shop.request(`/api/admin/blog-posts/${firstRecord.id}`, { method: "DELETE", token: admin })).status,
    ).toBe(200);
    expect(existsSync(fileOf(blogKey))).toBe(false);
    expect(existsSync(fileOf(productKey))).toBe(true);
  });

  it("answers unknown and repeated keys with 400", async () => {
    const unknown = await createProduct("Unknown Image Kit", ["p-000000000000"]);
    expect(unknown.status).toBe(400);
    const key = await upload();
    const twice = await createProduct("Twice Kit", [key, key]);
    expect(twice.status).toBe(400);
    expect((await twice.json()).error.field).toBe("images.1.fileKey");
  });

  it.runIf(usesPostgres)("lets exactly one of two products saved at once claim a fresh upload", async () => {
    const key = await upload();
    const results = await Promise.all([createProduct("Race A", [key]), createProduct("Race B", [key])]);
    expect(results.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it("removes uploads that nobody claimed within a day, and never claimed ones", async () => {
    const key = await upload();
    const claimed = await upload();
    expect((await createProduct("Claimed Kit", [claimed])).status).toBe(201);
    expect(await pruneUnclaimedImages(shop.deps, new Date())).toBe(0);
    const removed = await pruneUnclaimedImages(shop.deps, new Date(Date.now() + 25 * 3_600_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(key))).toBe(false);
    expect(existsSync(fileOf(claimed))).toBe(true);
  });
});
