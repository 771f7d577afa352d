// The storefront's pages as the server answers them (web/storefront-pages.ts): rendered once and
// kept per path and language, each answer with a fresh nonce (plain or gzip), thrown away by a
// catalog write, never kept for made-up paths or tracking parameters, and the plain shell with
// 503 when a page cannot be rendered. The renderer is the API's test one (test/page-renderer.ts);
// the real one is tested end to end in storefront/e2e/server-rendering.e2e.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StorefrontRenderer } from "@shop/shared";
import { createLogger } from "../platform/logger.ts";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { testStorefrontRenderer, type TestRenderer } from "../../test/page-renderer.ts";
import { createApp } from "../app.ts";

let shop: TestShop;
let builds: string;
let renderer: TestRenderer;
let site: ReturnType<typeof createApp>;

const siteWith = (pageRenderer: StorefrontRenderer) =>
  createApp(shop.deps, {
    storefrontDir: join(builds, "storefront"),
    adminDir: join(builds, "admin"),
    renderer: pageRenderer,
  });

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  builds = mkdtempSync(join(tmpdir(), "shop-builds-"));
  for (const dir of ["storefront", "admin"]) {
    mkdirSync(join(builds, dir));
    writeFileSync(
      join(builds, dir, "index.html"),
      '<!doctype html><html><head><meta property="csp-nonce" nonce="from-the-build"></head><body><div id="root"></div></body></html>',
    );
  }
});
beforeEach(() => {
  renderer = testStorefrontRenderer();
  site = siteWith(renderer);
});
afterAll(async () => {
  await shop.close();
  rmSync(builds, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await site.request(path, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const gzip = response.headers.get("content-encoding") === "gzip";
  const html = (gzip ? gunzipSync(body) : body).toString("utf8");
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { status: response.status, html, nonce, gzip, headers: response.headers };
}

describe("a page that exists", () => {
  it("is rendered once and then answered from the cache, each answer with its own nonce", async () => {
    const answers = [
      await page("/en/product/drug-tests"),
      await page("/en/product/drug-tests", { "accept-encoding": "gzip, deflate, br" }),
      await page("/en/product/drug-tests", { "accept-encoding": "gzip" }),
    ];
    expect(renderer.renders).toHaveLength(1);
    expect(answers.map((answer) => answer.gzip)).toEqual([false, true, true]);
    const nonces = answers.map((answer) => answer.nonce);
    expect(new Set(nonces).size).toBe(3);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.html).toContain("<h1>drug-tests (en)</h1>");
      expect(answer.html).toContain("€24.90");
      // The nonce in the page is the one its policy names, in every slot, and no other.
      const inPage = [...answer.html.matchAll(/ nonce="([^"]*)"/g)].map(([, value]) => value);
      expect(inPage).toEqual([answer.nonce, answer.nonce]);
      expect(answer.headers.get("vary")).toBe("Accept-Encoding");
      expect(answer.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("is kept per language and per page parameter, in one render each", async () => {
    await page("/de/shop");
    await page("/bg/shop");
    await page("/de/shop?category=drug-tests");
    await page("/de/shop?category=drug-tests");
    await page("/de/shop");
    expect(renderer.renders.map((render) => [render.language, render.url])).toEqual([
      ["de", "/de/shop"],
      ["bg", "/bg/shop"],
      ["de", "/de/shop?category=drug-tests"],
    ]);
  });

  it("is rendered again after a catalog write, with the new data", async () => {
    await page("/en/product/drug-tests");
    const token = await shop.login();
    const list = (await (await shop.request("/api/admin/products", { token })).json()) as { id: number }[];
    const record = (await (await shop.request(`/api/admin/products/${list[0].id}`, { token })).json()) as object;
    const saved = await shop.request(`/api/admin/products/${list[0].id}`, {
      method: "PUT",
      token,
      json: { ...record, price: 31.5 },
    });
    expect(saved.status).toBe(200);
    const after = await page("/en/product/drug-tests");
    expect(after.html).toContain("€31.50");
    expect(renderer.renders).toHaveLength(2);
  });

  it("is rendered once for requests that arrive together", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => page("/en/blog")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renderer.renders).toHaveLength(1);
  });
});

describe("pages that are not kept", () => {
  it("renders a path that names nothing every time, with 404", async () => {
    for (let i = 0; i < 2; i++) expect((await page("/en/product/made-up")).status).toBe(404);
    expect(renderer.renders).toHaveLength(2);
  });

  it("renders a page with a parameter no page reads (tracking) every time, and the page as it is", async () => {
    const first = await page("/en/shop?utm_source=mail&category=drug-tests");
    await page("/en/shop?utm_source=mail&category=drug-tests");
    expect(first.status).toBe(200);
    expect(renderer.renders.map((render) => render.url)).toEqual([
      "/en/shop?utm_source=mail&category=drug-tests",
      "/en/shop?utm_source=mail&category=drug-tests",
    ]);
  });

  it("keeps a page without a language per chosen language, and says it varies", async () => {
    const bg = await page("/admin-login", { cookie: "lang=bg" });
    await page("/admin-login", { cookie: "lang=bg" });
    const de = await page("/admin-login", { "accept-language": "de" });
    expect(bg.html).toContain('<html lang="bg">');
    expect(de.html).toContain('<html lang="de">');
    expect(bg.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(renderer.renders.map((render) => render.language)).toEqual(["bg", "de"]);
  });
});

describe("the cache key", () => {
  it("is the first value of a repeated parameter, as the page reads it", async () => {
    const ab = await page("/en/shop?category=drug-tests&category=vitamin-d-test");
    const ba = await page("/en/shop?category=vitamin-d-test&category=drug-tests");
    expect(ab.html).toContain("(drug-tests)");
    expect(ba.html).toContain("(vitamin-d-test)");
    // The same page as the parameter given once, from the cache.
    const once = await page("/en/shop?category=vitamin-d-test");
    expect(once.html).toContain("(vitamin-d-test)");
    expect(renderer.renders).toHaveLength(2);
  });

  it("is none for a category or an order the catalog does not have: such pages are rendered every time", async () => {
    for (const query of ["category=made-up", "category=", "sort=cheapest", "sort=name&category=nowhere"]) {
      for (let i = 0; i < 2; i++) expect((await page(`/en/shop?${query}`)).status).toBe(200);
    }
    expect(renderer.renders).toHaveLength(8);
    // A known category and order are kept, whichever comes first in the query.
    await page("/en/shop?sort=price-asc&category=drug-tests");
    await page("/en/shop?category=drug-tests&sort=price-asc");
    expect(renderer.renders).toHaveLength(9);
  });
});

describe("a URL the storefront cannot read", () => {
  it("is the not-found page with 404, logged at info, never a 5xx", async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = shop.deps.logger;
    shop.deps.logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
    try {
      for (const path of [
        "/en/product/%00",
        "/en/product/drug%00tests",
        "/en/search?q=%00",
        "/en/search?q=a+%00",
        "/en/shop?category=%00",
        "/de/%E0%A4%A",
        "/en/product/%C0%AF",
        "/en/search?q=%E0%A4%A",
      ]) {
        const answer = await page(path);
        expect([path, answer.status]).toEqual([path, 404]);
        expect(answer.html).toContain("Not found");
      }
    } finally {
      shop.deps.logger = logger;
    }
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(lines.filter((line) => line.msg.includes("cannot be read"))).toHaveLength(8);
    // Readable URLs with the same words still find what they name.
    expect((await page("/en/search?q=drug")).html).toContain("drug-tests (en)");
  });
});

it("answers with the storefront's own shell and 503 when a page cannot be rendered", async () => {
  site = siteWith({
    render: () => Promise.reject(new Error("database unreachable")),
  });
  const answer = await page("/en/product/drug-tests");
  expect(answer.status).toBe(503);
  expect(answer.headers.get("retry-after")).toBe("5");
  expect(answer.html).toContain('<div id="root"></div>');
  expect(answer.html).toContain(`nonce="${answer.nonce}"`);
  expect(answer.html).not.toContain("from-the-build");
});

it("answers HEAD with the page's status and headers and no body", async () => {
  const response = await site.request("/en/product/drug-tests", { method: "HEAD" });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-security-policy")).toMatch(/'nonce-/);
  expect((await response.arrayBuffer()).byteLength).toBe(0);
});

describe("the operator's analytics setting", () => {
  it("tells the renderer that events carry no product names unless ANALYTICS_PRODUCT_DETAILS is on", async () => {
    await page("/en/shop");
    expect(renderer.renders.at(-1)?.analyticsProductDetails).toBe(false);

    const detailed = await startTestShop({ ANALYTICS_PRODUCT_DETAILS: "true" });
    try {
      const detailedRenderer = testStorefrontRenderer();
      const app = createApp(detailed.deps, {
        storefrontDir: join(builds, "storefront"),
        adminDir: join(builds, "admin"),
        renderer: detailedRenderer,
      });
      expect((await app.request("/de/shop")).status).toBe(200);
      expect(detailedRenderer.renders.at(-1)?.analyticsProductDetails).toBe(true);
    } finally {
      await detailed.close();
    }
  });
});
