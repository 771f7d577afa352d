// Catalog writes (docs/api-contract.md): multipart with a JSON part (`product` / `blog`) and image files.
// Runs on PostgreSQL too (api/vitest.config.ts): the product store's SQL.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogPost, Product } from "@shop/shared";
import { seedFixtureCatalog, startTestShop, TEST_MANUFACTURER, testImage, type TestShop } from "../../test/harness.ts";

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  token = await shop.login();
});
afterAll(() => shop.close());

function form(
  part: "product" | "blog",
  json: unknown,
  files: { name?: string; data: Buffer | string; type?: string }[] = [],
  fileField = "files",
) {
  const body = new FormData();
  body.append(part, JSON.stringify(json));
  for (const file of files)
    body.append(fileField, new Blob([file.data], { type: file.type ?? "image/png" }), file.name ?? "image.png");
  return body;
}
const uploadFiles = () => readdirSync(join(shop.dataDir, "uploads"));

describe("products", () => {
  it("creates a product with images, a slug from the English name and sanitized HTML", async () => {
    const response = await shop.request("/api/products?lang=en", {
      method: "POST",
      token,
      body: form(
        "product",
        {
          price: 39.5,
          stock: 10,
          active: true,
          ...TEST_MANUFACTURER,
          mainImageIndex: 1,
          categories: ["vitamin-d-test"],
          translation: {
            language: "en",
            name: "STI/STD Tests",
            description: '<p onclick="x()">Safe <script>alert(1)</script><strong>test</strong></p>',
          },
        },
        [{ data: await testImage(1600, 1200) }, { data: await testImage(400, 400, "#ff0000") }],
      ),
    });
    expect(response.status).toBe(201);
    const product = (await response.json()) as Product;
    expect(product.slug).toBe("stistd-tests");
    expect(product.price).toBe(39.5);
    expect(product.description).toBe("<p>Safe <strong>test</strong></p>");
    expect(product.images.map((i) => i.main)).toEqual([false, true]);
    // The 1600 px image in every width; the 400 px one never enlarged.
    expect(product.images[0].srcSet.split(", ").map((s) => s.split(" ")[1])).toEqual(["320w", "640w", "960w", "1280w"]);
    expect(product.images[1].srcSet.split(", ").map((s) => s.split(" ")[1])).toEqual(["320w"]);
    expect(product.categories).toEqual([{ slug: "vitamin-d-test", name: "vitamin-d-test en" }]);

    // The same name again gets the next free slug.
    const again = await shop.request("/api/products", {
      method: "POST",
      token,
      body: form("product", { price: 1, translation: { language: "en", name: "STI/STD Tests" } }),
    });
    expect(((await again.json()) as Product).slug).toBe("stistd-tests-2");
  });

  it("updates a translation, keeps chosen images and deletes removed image files", async () => {
    const before = (await (await shop.request("/api/products/stistd-tests?lang=en")).json()) as Product;
    const removed = before.images[0];
    const kept = before.images[1];
    const opened = await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "stistd-tests" } });
    const response = await shop.request("/api/products/stistd-tests?lang=de", {
      method: "PUT",
      token,
      body: form("product", {
        price: 41,
        stock: 7,
        previousStock: opened.stock,
        version: opened.version,
        active: true,
        mainImageIndex: 0,
        categories: [],
        translation: { language: "de", name: "STI/STD-Tests", description: "<p>Deutsch</p>" },
        imageUrls: [kept.imageUrl],
      }),
    });
    expect(response.status).toBe(200);
    const product = (await response.json()) as Product;
    expect(product).toMatchObject({ slug: "stistd-tests", name: "STI/STD-Tests", price: 41, categories: [] });
    // The answer is the shoppers' view: the stock as a hint (7 is not few), the figure in the database.
    expect(product).toMatchObject({ inStock: true, lowStock: null });
    expect(product).not.toHaveProperty("stock");
    expect((await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "stistd-tests" } })).stock).toBe(7);
    expect(product.images).toHaveLength(1);
    expect(product.images[0].main).toBe(true);
    const removedKey = removed.imageUrl
      .split("/")
      .pop()!
      .replace(/-\d+\.webp$/, "");
    expect(uploadFiles().some((f) => f.startsWith(removedKey))).toBe(false);
    // English is untouched by a German edit.
    expect(((await (await shop.request("/api/products/stistd-tests?lang=en")).json()) as Product).name).toBe(
      "STI/STD Tests",
    );
  });

  it("saves new products with stock 10 and active when they name their manufacturer, and leaves stock alone when an update omits it", async () => {
    const created = await shop.request("/api/products", {
      method: "POST",
      token,
      body: form("product", { price: 9, translation: { language: "en", name: "Defaults Kit" }, ...TEST_MANUFACTURER }),
    });
    expect(await created.json()).toMatchObject({ slug: "defaults-kit", inStock: true, active: true });
    expect((await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "defaults-kit" } })).stock).toBe(10);
    const { version } = await shop.deps.prisma.product.update({ where: { slug: "defaults-kit" }, data: { stock: 3 } });
    const updated = await shop.request("/api/products/defaults-kit", {
      method: "PUT",
      token,
      body: form("product", { price: 9.5, version, translation: { language: "en", name: "Defaults Kit" } }),
    });
    expect(await updated.json()).toMatchObject({ price: 9.5, lowStock: 3, active: true });
    expect((await shop.request("/api/products/defaults-kit", { method: "DELETE", token })).status).toBe(204);
  });

  it("refuses files that are not images, by content, and stores nothing", async () => {
    const filesBefore = uploadFiles().length;
    const response = await shop.request("/api/products", {
      method: "POST",
      token,
      body: form("product", { price: 5, translation: { language: "en", name: "Fake" } }, [
        { data: await testImage() },
        { data: "<?php echo 'hi'; ?>", name: "photo.png", type: "image/png" },
      ]),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "invalid_image", field: "files.1" });
    expect(uploadFiles().length).toBe(filesBefore);
    expect(await shop.deps.prisma.product.count({ where: { slug: "fake" } })).toBe(0);
  });

  it("refuses SVG (scriptable) and images over the size limit", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const response = await shop.request("/api/products", {
      method: "POST",
      token,
      body: form("product", { price: 5, translation: { language: "en", name: "Svg" } }, [
        { data: svg, name: "x.svg", type: "image/svg+xml" },
      ]),
    });
    expect(response.status).toBe(400);
  });

  it("names the bad field of the JSON part", async () => {
    const cases: [unknown, string][] = [
      [{ price: "12", translation: { language: "en", name: "X" } }, "product.price"],
      [{ price: -1, translation: { language: "en", name: "X" } }, "product.price"],
      [{ price: 1, translation: { language: "fr", name: "X" } }, "product.translation.language"],
      [{ price: 1, translation: { language: "en", name: "" } }, "product.translation.name"],
      [{ price: 1, categories: ["nope"], translation: { language: "en", name: "X" } }, "product.categories.0"],
    ];
    for (const [json, field] of cases) {
      const response = await shop.request("/api/products", { method: "POST", token, body: form("product", json) });
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.field).toBe(field);
    }
    const noPart = new FormData();
    noPart.append("other", "x");
    expect((await shop.request("/api/products", { method: "POST", token, body: noPart })).status).toBe(400);
  });

  it("deletes a product and its image files", async () => {
    const product = (await (await shop.request("/api/products/stistd-tests")).json()) as Product;
    const key = product.images[0].imageUrl
      .split("/")
      .pop()!
      .replace(/-\d+\.webp$/, "");
    expect((await shop.request("/api/products/stistd-tests", { method: "DELETE", token })).status).toBe(204);
    expect((await shop.request("/api/products/stistd-tests")).status).toBe(404);
    expect(uploadFiles().some((f) => f.startsWith(key))).toBe(false);
    expect((await shop.request("/api/products/stistd-tests", { method: "DELETE", token })).status).toBe(404);
  });

  it("serves uploads with long-lived cache headers", async () => {
    const product = (await (await shop.request("/api/products/drug-tests")).json()) as Product;
    const { createApp } = await import("../app.ts");
    const web = createApp(shop.deps, {
      storefrontDir: join(shop.dataDir, "none"),
      adminDir: join(shop.dataDir, "none"),
    });
    const response = await web.request(product.images[0].imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(existsSync(join(shop.dataDir, "uploads"))).toBe(true);
  });
});

describe("blogs", () => {
  it("creates, reads with reading time, updates and deletes a post", async () => {
    const content = `<h2>Why</h2><p>${"word ".repeat(650)}</p><img src=x onerror=alert(1)>`;
    const created = await shop.request("/api/blogs?lang=en", {
      method: "POST",
      token,
      body: form(
        "blog",
        {
          author: "admin",
          categorySlugs: ["drug-tests"],
          translation: { language: "en", title: "Home Drug Tests: A Guide", content },
        },
        [{ data: await testImage(1600, 900) }],
        "file",
      ),
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as BlogPost;
    expect(post.slug).toBe("home-drug-tests-a-guide");
    expect(post.readingTime).toBe(3);
    expect(post.content).not.toContain("onerror");
    expect(post.image).toMatch(/^\/uploads\/b-/);
    expect(post.excerpt.length).toBeLessThanOrEqual(201);

    const list = await (await shop.request("/api/blogs?lang=EN")).json();
    expect(list[0]).toMatchObject({ slug: post.slug, readingTime: 3, categories: [{ slug: "drug-tests" }] });

    const updated = await shop.request(`/api/blogs/${post.slug}?lang=bg`, {
      method: "PUT",
      token,
      body: form("blog", {
        categorySlugs: [],
        translation: { language: "bg", title: "Домашни тестове", content: "<p>Кратко</p>" },
      }),
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ title: "Домашни тестове", readingTime: 1, image: post.image });

    expect((await shop.request(`/api/blogs/${post.slug}`, { method: "DELETE", token })).status).toBe(204);
    expect((await shop.request(`/api/blogs/${post.slug}`)).status).toBe(404);
  });
});
