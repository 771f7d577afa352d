// What HTTP itself must get right: personal answers are never cached, the shop's links come from
// configuration (never the Host header), and bodies are bounded while they stream in, before
// they are read into memory, for authenticated uploads too.
import { mkdtempSync, writeFileSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  orderPayload,
  seedFixtureCatalog,
  startTestShop,
  testImage,
  type TestShop,
} from "../../test/harness.ts";
import { createApp } from "../app.ts";
import { testStorefrontRenderer } from "../../test/page-renderer.ts";

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await startTestShop({ MAX_UPLOAD_MB: "1", PUBLIC_URL: "https://shop.example.eu" });
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  admin = await shop.login();
});
afterAll(() => shop.close());

describe("Cache-Control of personal answers", () => {
  it("is no-store on the console's API, the login, orders and payments", async () => {
    const order = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-tests", quantity: 1 }]),
    });
    const { orderNumber } = (await order.json()) as { orderNumber: string };
    const answers = {
      login: await shop.request("/api/admin-login", { method: "POST", json: ADMIN }),
      failedLogin: await shop.request("/api/admin-login", {
        method: "POST",
        json: { username: ADMIN.username, password: "nope-nope-nope" },
      }),
      adminList: await shop.request("/api/admin/orders", { token: admin }),
      adminRecord: await shop.request("/api/admin/products/1", { token: admin }),
      adminDenied: await shop.request("/api/admin/orders"),
      dashboard: await shop.request("/api/admin/dashboard", { token: admin }),
      createOrder: order,
      confirm: await shop.request(`/api/orders/confirm/${orderNumber}`, { method: "POST" }),
      newsletter: await shop.request("/api/newsletter", { method: "POST", json: { email: "reader@example.com" } }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect([name, response.headers.get("cache-control")]).toEqual([name, "no-store"]);
    }
  });

  it("leaves the public catalog cacheable", async () => {
    expect((await shop.request("/api/products?lang=en")).headers.get("cache-control")).toBe("public, no-cache");
  });
});

describe("the shop's own address", () => {
  const web = () => {
    const storefrontDir = mkdtempSync(join(shop.dataDir, "storefront-"));
    writeFileSync(
      join(storefrontDir, "index.html"),
      '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    return createApp(shop.deps, { storefrontDir, adminDir: storefrontDir, renderer });
  };
  const evilHost = { headers: { host: "evil.example", "x-forwarded-host": "evil.example" } };
  const renderer = testStorefrontRenderer();

  it("builds the sitemap, robots.txt and canonical links from PUBLIC_URL, whatever the Host header says", async () => {
    const app = web();
    const sitemap = await (await app.request("http://evil.example/sitemap.xml", evilHost)).text();
    expect(sitemap).toContain("<loc>https://shop.example.eu/sitemap-products-1.xml.gz</loc>");
    expect(sitemap).not.toContain("evil.example");
    const products = await app.request("http://evil.example/sitemap-products-1.xml.gz", evilHost);
    const urls = gunzipSync(Buffer.from(await products.arrayBuffer())).toString("utf8");
    expect(urls).toContain("<loc>https://shop.example.eu/en/product/drug-tests</loc>");
    expect(urls).not.toContain("evil.example");
    const robots = await (await app.request("http://evil.example/robots.txt", evilHost)).text();
    expect(robots).toContain("Sitemap: https://shop.example.eu/sitemap.xml");
    // The storefront's renderer builds canonical links from the origin the server gives it.
    const page = await (await app.request("http://evil.example/en/product/drug-tests", evilHost)).text();
    expect(renderer.renders.at(-1)?.origin).toBe("https://shop.example.eu");
    expect(page).toContain('<link rel="canonical" href="https://shop.example.eu/en/product/drug-tests"/>');
    expect(page).not.toContain("evil.example");
  });

  it("defaults to http://localhost:PORT, never the request's host", async () => {
    const local = await startTestShop({ PORT: "4123" });
    try {
      const storefrontDir = mkdtempSync(join(local.dataDir, "storefront-"));
      writeFileSync(join(storefrontDir, "index.html"), "<html><head></head><body></body></html>");
      const app = createApp(local.deps, { storefrontDir, adminDir: storefrontDir });
      const robots = await (await app.request("http://evil.example/robots.txt", evilHost)).text();
      expect(robots).toContain("Sitemap: http://localhost:4123/sitemap.xml");
    } finally {
      await local.close();
    }
  });
});

/** A body that counts how much of it the server pulled, sent without a Content-Length (chunked). */
function countedBody(total: number, chunk = 64 * 1024) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const size = Math.min(chunk, total - pulled);
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, pulled: () => pulled };
}

const multipartHeaders = (token?: string) => ({
  "content-type": "multipart/form-data; boundary=----limit",
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

describe("bodies are bounded while they stream", () => {
  it("refuses an oversized chunked upload with 413 after reading no more than the route's limit", async () => {
    const body = countedBody(40 * 1024 * 1024);
    const response = await shop.app.request("/api/admin/images", {
      method: "POST",
      headers: multipartHeaders(admin),
      body: body.stream,
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    // One image of MAX_UPLOAD_MB (1 MB) plus the multipart overhead, and a chunk of slack.
    expect(body.pulled()).toBeLessThan(1.5 * 1024 * 1024);
  });

  it("reads nothing of an upload whose sender is not signed in", async () => {
    const body = countedBody(40 * 1024 * 1024);
    const response = await shop.app.request("/api/admin/images", {
      method: "POST",
      headers: multipartHeaders(),
      body: body.stream,
      duplex: "half",
    });
    expect(response.status).toBe(401);
    // A ReadableStream may pull ahead once when it is handed over; never more than that.
    expect(body.pulled()).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const body = countedBody(8 * 1024 * 1024);
    const response = await shop.app.request("/api/products", {
      method: "POST",
      headers: { ...multipartHeaders(admin), "content-length": String(30 * 1024 * 1024) },
      body: body.stream,
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it("refuses an oversized chunked JSON body with 413", async () => {
    const body = countedBody(5 * 1024 * 1024);
    const response = await shop.app.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body.stream,
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(512 * 1024);
  });

  it("answers 413 with Connection: close and closes the connection, so a client's next request goes on a new one", async () => {
    const server: ServerType = await new Promise((resolve) => {
      const started = serve({ fetch: shop.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const chunk = `${"x".repeat(64 * 1024).length.toString(16)}\r\n${"x".repeat(64 * 1024)}\r\n`;
      const requests = {
        declared: `POST /api/orders HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${1024 * 1024}\r\n\r\n{"items":[`,
        chunked: `POST /api/orders HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.repeat(6)}`,
      };
      for (const [name, request] of Object.entries(requests)) {
        const answer = await new Promise<{ head: string; closed: boolean }>((resolve, reject) => {
          const socket = connect(port, "127.0.0.1");
          let received = "";
          socket.on("data", (data) => (received += data.toString("latin1")));
          socket.on("error", reject);
          // The server ends the connection after its answer; a socket still open after 5 s was kept alive.
          const timer = setTimeout(() => {
            socket.destroy();
            resolve({ head: received.split("\r\n\r\n")[0], closed: false });
          }, 5000);
          socket.on("close", () => {
            clearTimeout(timer);
            resolve({ head: received.split("\r\n\r\n")[0], closed: true });
          });
          socket.write(request);
        });
        expect([name, answer.head.split("\r\n")[0]]).toEqual([name, "HTTP/1.1 413 Payload Too Large"]);
        expect([name, /^connection: close$/im.test(answer.head), answer.closed]).toEqual([name, true, true]);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("still accepts an upload within its limit", async () => {
    const form = new FormData();
    form.append("file", new Blob([await testImage(300, 200)], { type: "image/png" }), "ok.png");
    expect((await shop.request("/api/admin/images", { method: "POST", token: admin, body: form })).status).toBe(201);
  });
});
