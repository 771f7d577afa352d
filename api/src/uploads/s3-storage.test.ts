// Images in an S3-compatible bucket (S3_BUCKET), over the real S3 protocol: the real AWS SDK
// against s3rver on loopback (api/test/s3-server.ts). Uploads, their widths, replacements and
// deletions reach the bucket and never DATA_DIR/uploads; the shop serves the objects at the same
// /uploads links with the same cache headers, or links to S3_PUBLIC_URL instead.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProductRecord } from "@shop/shared";
import {
  createProductWithImages,
  onOneDatabase,
  seedFixtureCatalog,
  startTestShop,
  testImage,
  uploadTestImage,
  type TestShop,
} from "../../test/harness.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { createApp } from "../app.ts";
import { readEnv } from "../env.ts";
import { seedDemoCatalog } from "../seed/demo-catalog.ts";
import { pruneUnclaimedImages } from "../catalog/images.ts";
import type { WebOptions } from "../web/web.routes.ts";
import { testStorefrontRenderer } from "../../test/page-renderer.ts";

let s3: TestS3Server;
let client: S3Client;
let builds: string;
let web: WebOptions;

beforeAll(async () => {
  s3 = await startS3Server();
  client = new S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
  // The web routes need built front ends to exist; their pages are not what these tests look at.
  builds = mkdtempSync(join(tmpdir(), "shop-builds-"));
  web = {
    storefrontDir: join(builds, "storefront"),
    adminDir: join(builds, "admin"),
    renderer: testStorefrontRenderer(),
  };
  for (const dir of [web.storefrontDir, web.adminDir]) {
    mkdirSync(dir);
    writeFileSync(join(dir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
  }
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
  rmSync(builds, { recursive: true, force: true });
});

/** Every object name in the bucket. */
async function objects(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}
const objectsOf = async (fileKey: string) => (await objects()).filter((name) => name.startsWith(`${fileKey}-`));

const upload = (shop: TestShop, token: string, width = 1000) => uploadTestImage(shop, token, { width, height: 600 });

describe("with S3_BUCKET", () => {
  let shop: TestShop;
  let admin: string;
  let categoryId: number;
  let site: ReturnType<typeof createApp>;

  beforeAll(async () => {
    shop = await startTestShop(s3.env);
    const { categories } = await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
    categoryId = categories.get("drug-tests")!;
    admin = await shop.login();
    site = createApp(shop.deps, web);
  });
  afterAll(() => shop.close());

  const createProduct = (name: string, fileKeys: string[]) =>
    createProductWithImages(shop, admin, { name, categoryId, fileKeys });

  it("stores every width of an upload as an object with its type and cache headers, and nothing on disk", async () => {
    const key = await upload(shop, admin);
    expect(await objectsOf(key)).toEqual([`${key}-320.webp`, `${key}-640.webp`, `${key}-960.webp`]);
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${key}-640.webp` }));
    expect(object.ContentType).toBe("image/webp");
    expect(object.CacheControl).toBe("public, max-age=31536000, immutable");
    await object.Body?.transformToByteArray();
    expect(existsSync(join(shop.dataDir, "uploads"))).toBe(false);
  });

  it("links images under /uploads and serves them from the bucket, with ETag and 304", async () => {
    const key = await upload(shop, admin);
    const created = await createProduct("Bucket Kit", [key]);
    expect(created.status).toBe(201);
    const product = await (await shop.request("/api/products/bucket-kit?lang=en")).json();
    expect(product.images[0].imageUrl).toBe(`/uploads/${key}-960.webp`);
    expect(product.images[0].srcSet).toContain(`/uploads/${key}-320.webp 320w`);

    const served = await site.request(`/uploads/${key}-640.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await served.arrayBuffer());
    const stored = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${key}-640.webp` }));
    expect(bytes).toEqual(await stored.Body!.transformToByteArray());

    const etag = served.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await site.request(`/uploads/${key}-640.webp`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);

    expect((await site.request(`/uploads/${key}-2000.webp`)).status).toBe(404);
    expect((await site.request("/uploads/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  it("deletes the objects of replaced images, of deleted products and of uploads nobody claimed", async () => {
    const first = await upload(shop, admin);
    const record = (await (await createProduct("Replaced Kit", [first])).json()) as AdminProductRecord;
    const second = await upload(shop, admin);
    const replaced = await shop.request(`/api/admin/products/${record.id}`, {
      method: "PUT",
      token: admin,
      json: { ...record, images: [{ fileKey: second, isMain: true }] },
    });
    expect(replaced.status).toBe(200);
    expect(await objectsOf(first)).toEqual([]);
    expect(await objectsOf(second)).toHaveLength(3);

    expect((await shop.request(`/api/admin/products/${record.id}`, { method: "DELETE", token: admin })).status).toBe(
      200,
    );
    expect(await objectsOf(second)).toEqual([]);

    const orphan = await upload(shop, admin, 400);
    expect(await objectsOf(orphan)).toEqual([`${orphan}-320.webp`]);
    await pruneUnclaimedImages(shop.deps, new Date(Date.now() + 25 * 3_600_000));
    expect(await objectsOf(orphan)).toEqual([]);
  });

  it("is ready while the bucket answers", async () => {
    expect(await (await shop.request("/api/health/ready")).json()).toMatchObject({ checks: { storage: "ok" } });
  });
});

describe("with S3_PUBLIC_URL", () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop({ ...s3.env, S3_PUBLIC_URL: "https://cdn.example.com/shop-images/" });
    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  });
  afterAll(() => shop.close());

  it("links images under the public URL and lets pages load images from its origin only", async () => {
    const product = await (await shop.request("/api/products/drug-tests?lang=en")).json();
    expect(product.images[0].imageUrl).toMatch(/^https:\/\/cdn\.example\.com\/shop-images\/p-[a-z0-9]+-\d+\.webp$/);
    const page = await createApp(shop.deps, web).request("/en/shop");
    const imgSrc = /img-src ([^;]+)/.exec(page.headers.get("content-security-policy") ?? "")?.[1].split(" ");
    expect(imgSrc).toContain("https://cdn.example.com");
    expect(imgSrc?.filter((source) => source.startsWith("http"))).toEqual(["https://cdn.example.com"]);
  });
});

describe("the demo catalog", () => {
  // Drawing and encoding the artwork is most of a minute; where it goes does not depend on the database.
  it.runIf(onOneDatabase)(
    "is seeded into the bucket",
    async () => {
      const shop = await startTestShop(s3.env);
      try {
        const before = (await objects()).length;
        expect(await seedDemoCatalog(shop.deps)).toBe(true);
        const images = await shop.deps.prisma.productImage.count();
        expect(images).toBeGreaterThan(0);
        expect((await objects()).length).toBeGreaterThan(before + images);
        expect(existsSync(join(shop.dataDir, "uploads"))).toBe(false);
      } finally {
        await shop.close();
      }
    },
    120_000,
  );
});

describe("a bucket that stops answering", () => {
  it("costs an image request or an upload a few seconds and a 503, never a hang", async () => {
    // Accepts every connection and never answers a byte.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const shop = await startTestShop({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` });
    try {
      const site = createApp(shop.deps, web);
      const admin = await shop.login();
      const timed = async (request: () => Response | Promise<Response>) => {
        const started = Date.now();
        const response = await request();
        return { response, seconds: (Date.now() - started) / 1000 };
      };
      const form = new FormData();
      form.append("file", new Blob([await testImage(400, 300)], { type: "image/png" }), "kit.png");
      // Both at once: each waits out its own timeouts.
      const [image, uploaded] = await Promise.all([
        timed(() => site.request("/uploads/p-abcdefghijkl-640.webp")),
        timed(() => shop.request("/api/admin/images", { method: "POST", token: admin, body: form })),
      ]);
      for (const { response, seconds } of [image, uploaded]) {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe("storage_unavailable");
        // Two attempts of at most three seconds each and the backoff between them (a hang, as
        // before, ran into the test's timeout); the margin is for a loaded machine.
        expect(seconds).toBeLessThan(15);
      }
    } finally {
      await shop.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 180_000);
});

describe("readiness and configuration", () => {
  it("reports the storage as failed, the instance still ready, when the bucket does not exist", async () => {
    const shop = await startTestShop({ ...s3.env, S3_BUCKET: "no-such-bucket" });
    try {
      const response = await shop.request("/api/health/ready");
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "degraded", checks: { storage: "failed" } });
    } finally {
      await shop.close();
    }
  });

  it("refuses half credentials and S3 settings without a bucket", () => {
    expect(() => readEnv({ S3_BUCKET: "images", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required together with S3_ACCESS_KEY_ID/,
    );
    expect(() => readEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_ENDPOINT: is only used with S3_BUCKET/);
    expect(() => readEnv({ S3_BUCKET: "images", S3_PUBLIC_URL: "https://cdn.example.com/?a=1" })).toThrow(
      /S3_PUBLIC_URL/,
    );
  });
});
