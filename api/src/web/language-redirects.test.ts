// Language prefixes that mean the same page for every visitor are redirected by the server
// (301, query kept) before any HTML; a missing prefix is left to the storefront, which knows the
// visitor's stored choice (docs/storefront.md §1; the rules are packages/shared/src/language-path.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
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
  site = createApp(shop.deps, { storefrontDir: join(builds, "storefront"), adminDir: join(builds, "admin") });
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

it("serves supported prefixes and leaves missing ones to the storefront", async () => {
  expect((await site.request("/de/shop")).status).toBe(200);
  for (const path of ["/", "/shop", "/product/drug-tests"]) {
    const response = await site.request(path);
    expect(response.status, path).not.toBe(301);
    expect(response.headers.get("location"), path).toBeNull();
  }
  // A word that is not shaped like a language is a page that does not exist.
  expect((await site.request("/no-such-page")).status).toBe(404);
});
