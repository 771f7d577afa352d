// Before any HTML, the server sends a visitor to the right language (docs/storefront.md §1; the
// rules are packages/shared/src/language-path.ts): prefixes that mean the same page for everyone
// (regional, unsupported) permanently (301, query kept); `/` and paths without a prefix to the
// visitor's language, from the language cookie, then Accept-Language, then English (302).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { testStorefrontRenderer } from "../../test/page-renderer.ts";
import { createApp } from "../app.ts";

let shop: TestShop;
let builds: string;
let site: ReturnType<typeof createApp>;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  builds = mkdtempSync(join(tmpdir(), "shop-builds-"));
  for (const dir of ["storefront", "admin"]) {
    mkdirSync(join(builds, dir));
    writeFileSync(join(builds, dir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
  }
  site = createApp(shop.deps, {
    storefrontDir: join(builds, "storefront"),
    adminDir: join(builds, "admin"),
    renderer: testStorefrontRenderer(),
  });
});
afterAll(async () => {
  await shop.close();
  rmSync(builds, { recursive: true, force: true });
});

it.each([
  ["/de-AT/shop", "/de/shop"],
  ["/bg_BG/product/drug-tests?ref=mail", "/bg/product/drug-tests?ref=mail"],
  ["/EN", "/en"],
  ["/fr/shop", "/en/shop"],
  ["/pt-BR/blog", "/en/blog"],
  ["/fr//evil.example", "/en//evil.example"],
])("redirects %s permanently to %s", async (from, to) => {
  const response = await site.request(from);
  expect(response.status).toBe(301);
  expect(response.headers.get("location")).toBe(to);
});

describe("a path without a language", () => {
  const visit = (path: string, headers: Record<string, string> = {}) => site.request(path, { headers });

  it("goes to the language the visitor chose before (the cookie), whatever the browser prefers", async () => {
    const response = await visit("/", { cookie: "lang=bg", "accept-language": "de-DE,de;q=0.9" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/bg");
    expect(response.headers.get("vary")).toMatch(/Cookie/);
    expect(response.headers.get("vary")).toMatch(/Accept-Language/);
  });

  it("else to the first of the browser's languages the shop speaks, else English", async () => {
    expect((await visit("/", { "accept-language": "fr-FR,fr;q=0.9,de-AT;q=0.8" })).headers.get("location")).toBe("/de");
    expect((await visit("/", { "accept-language": "fr, it" })).headers.get("location")).toBe("/en");
    expect((await visit("/")).headers.get("location")).toBe("/en");
    // A cookie that is no language of the shop's is ignored.
    expect((await visit("/", { cookie: "lang=%3Cscript%3E", "accept-language": "bg" })).headers.get("location")).toBe(
      "/bg",
    );
  });

  it("keeps the page and its query string", async () => {
    const response = await visit("/shop?category=drug-tests", { "accept-language": "de" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de/shop?category=drug-tests");
    expect((await visit("/product/drug-tests", { cookie: "lang=bg" })).headers.get("location")).toBe(
      "/bg/product/drug-tests",
    );
  });
});

it("renders supported prefixes, and the not-found page with 404 for a path that names nothing", async () => {
  const page = await site.request("/de/product/drug-tests");
  expect(page.status).toBe(200);
  expect(page.headers.get("location")).toBeNull();
  expect(await page.text()).toContain('<html lang="de">');
  for (const path of ["/no-such-page", "/de/no-such-page", "/de/product/no-such-product"]) {
    const response = await site.request(path, { headers: { "accept-language": "bg" } });
    expect(response.status, path).toBe(404);
    expect(response.headers.get("content-type"), path).toContain("text/html");
  }
  // A page without a language of its own is in the visitor's.
  expect(await (await site.request("/no-such-page", { headers: { cookie: "lang=bg" } })).text()).toContain(
    '<html lang="bg">',
  );
});
