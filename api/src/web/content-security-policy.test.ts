// Every HTML answer, the storefront's pages (found or not) and the console, carries a strict
// Content-Security-Policy with a nonce of its own, and the page's tags carry that nonce.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { startPaymentShop } from "../../test/payment-shop.ts";
import { testStorefrontRenderer } from "../../test/page-renderer.ts";
import { createApp } from "../app.ts";
import type { WebOptions } from "./web.routes.ts";
import { storefrontPolicy } from "./content-security-policy.ts";

// index.html as Vite builds it with html.cspNonce (the value is the build's, replaced per answer).
const BUILT_STOREFRONT = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>TestKit Europe</title>
    <meta name="description" content="Home tests" />
    <script nonce="from-the-build">/* preloads the page's translations */</script>
    <script type="module" crossorigin src="/assets/index-a1.js" nonce="from-the-build"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js" nonce="from-the-build">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css" nonce="from-the-build">
    <meta property="csp-nonce" nonce="from-the-build">
  </head>
  <body><div id="root"></div></body>
</html>`;
const BUILT_CONSOLE = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop console</title>
    <style nonce="from-the-build">body { margin: 0 }</style>
    <script type="module" crossorigin src="/admin/assets/index-d4.js" nonce="from-the-build"></script>
    <link rel="stylesheet" crossorigin href="/admin/assets/index-e5.css" nonce="from-the-build">
    <meta property="csp-nonce" nonce="from-the-build">
  </head>
  <body><div id="root"></div></body>
</html>`;

let shop: TestShop;
let builds: string;
let web: WebOptions;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  builds = mkdtempSync(join(tmpdir(), "shop-builds-"));
  web = {
    storefrontDir: join(builds, "storefront"),
    adminDir: join(builds, "admin"),
    renderer: testStorefrontRenderer(),
  };
  for (const [dir, html] of [
    [web.storefrontDir, BUILT_STOREFRONT],
    [web.adminDir, BUILT_CONSOLE],
  ]) {
    mkdirSync(dir);
    writeFileSync(join(dir, "index.html"), html);
    // The builds precompress index.html too; static serving must not answer with it.
    writeFileSync(join(dir, "index.html.gz"), "");
  }
});
afterAll(async () => {
  await shop.close();
  rmSync(builds, { recursive: true, force: true });
});

/** The policy's directives, by name. */
function directivesOf(header: string | null): Map<string, string[]> {
  expect(header, "Content-Security-Policy header").toBeTruthy();
  return new Map(
    header!
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

async function htmlAnswer(app: ReturnType<typeof createApp>, path: string) {
  const response = await app.request(path, { headers: { "accept-encoding": "gzip, br" } });
  expect(response.headers.get("content-type"), path).toContain("text/html");
  const body = Buffer.from(await response.arrayBuffer());
  const html = (response.headers.get("content-encoding") === "gzip" ? gunzipSync(body) : body).toString("utf8");
  const directives = directivesOf(response.headers.get("content-security-policy"));
  const nonce = /'nonce-([^']+)'/.exec(directives.get("script-src")!.join(" "))?.[1];
  return { status: response.status, html, directives, nonce };
}

const STOREFRONT_PAGES: [string, number][] = [
  ["/en", 200],
  ["/admin-login", 200],
  ["/index.html", 404],
  ["/de/product/drug-tests", 200],
  ["/en/checkout", 200],
  ["/en/no-such-page", 404],
  ["/en/product/no-such-product", 404],
];
const CONSOLE_PAGES = ["/admin", "/admin/", "/admin/index.html", "/admin/products"];

describe("Content-Security-Policy of HTML answers", () => {
  it.each([...STOREFRONT_PAGES.map(([path]) => path), ...CONSOLE_PAGES])(
    "%s has the required directives, nonce-based scripts and no eval",
    async (path) => {
      const { directives, nonce } = await htmlAnswer(createApp(shop.deps, web), path);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directives.get("default-src")).toEqual(["'self'"]);
      expect(directives.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(directives.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(directives.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
      expect(directives.get("connect-src")).toEqual(["'self'"]);
      expect(directives.get("frame-src")).toEqual(["'none'"]);
      expect(directives.get("object-src")).toEqual(["'none'"]);
      expect(directives.get("base-uri")).toEqual(["'none'"]);
      expect(directives.get("form-action")).toEqual(["'self'"]);
      expect(directives.get("frame-ancestors")).toEqual(["'self'"]);
      for (const [name, sources] of directives) {
        expect(sources, name).not.toContain("'unsafe-eval'");
        expect(sources, name).not.toContain("'unsafe-inline'");
        expect(sources, name).not.toContain("*");
      }
    },
  );

  it("gives every answer a nonce of its own, the one on each of its script, style and stylesheet tags", async () => {
    const app = createApp(shop.deps, web);
    const seen = new Set<string>();
    for (const [path, status] of [...STOREFRONT_PAGES, ...CONSOLE_PAGES.map((path): [string, number] => [path, 200])]) {
      for (let answer = 0; answer < 2; answer++) {
        const page = await htmlAnswer(app, path);
        expect(page.status, path).toBe(status);
        expect(seen.has(page.nonce!), `${path}: a nonce used before`).toBe(false);
        seen.add(page.nonce!);
        const nonces = [...page.html.matchAll(/ nonce="([^"]*)"/g)].map(([, value]) => value);
        // The console's build has 4 nonce slots; the test renderer's pages 2 (see test/page-renderer.ts).
        expect(nonces, path).toEqual(Array(path.startsWith("/admin/") || path === "/admin" ? 4 : 2).fill(page.nonce));
        expect(page.html).not.toContain("from-the-build");
      }
    }
  });
});

describe("payment providers in the storefront's policy", () => {
  it("are allowed only when configured: Stripe's and PayPal's documented origins, with the nonce for PayPal's styles", () => {
    const header = (config: Parameters<typeof storefrontPolicy>[0]) =>
      directivesOf(storefrontPolicy(config, "/uploads")("N0nce"));
    const none = header({
      testMode: true,
      methods: ["CARD", "PAYPAL"],
      card: { gateway: "TEST" },
      paypal: { gateway: "TEST" },
    });
    expect([...none.values()].flat().filter((source) => source.startsWith("https:"))).toEqual([]);
    expect(header({ testMode: false, methods: [], card: null, paypal: null })).toEqual(none);

    const stripe = header({
      testMode: false,
      methods: [],
      card: { gateway: "STRIPE", publishableKey: "pk_live_1" },
      paypal: null,
    });
    expect(stripe.get("script-src")).toEqual([
      "'self'",
      "'nonce-N0nce'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
    expect(stripe.get("frame-src")).toEqual([
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
    ]);
    expect(stripe.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    expect(stripe.get("style-src")).toEqual(["'self'", "'nonce-N0nce'"]);
    expect([...stripe.values()].flat().some((source) => source.includes("paypal"))).toBe(false);

    const paypal = header({ testMode: false, methods: [], card: null, paypal: { gateway: "PAYPAL", clientId: "id" } });
    const paypalOrigins = ["https://*.paypal.com", "https://*.paypalobjects.com"];
    expect(paypal.get("script-src")).toEqual(["'self'", "'nonce-N0nce'", ...paypalOrigins]);
    expect(paypal.get("style-src")).toEqual(["'self'", "'nonce-N0nce'", ...paypalOrigins]);
    expect(paypal.get("frame-src")).toEqual(paypalOrigins);
    expect(paypal.get("img-src")).toEqual(["'self'", "data:", "blob:", ...paypalOrigins]);
    expect(paypal.get("connect-src")).toEqual(["'self'", ...paypalOrigins]);
    expect([...paypal.values()].flat().some((source) => source.includes("stripe"))).toBe(false);
    for (const directives of [stripe, paypal]) {
      for (const [name, sources] of directives) expect(sources, name).not.toContain("'unsafe-inline'");
    }
  });

  it("allow the stand-ins' origins exactly, for the shop's own payment tests (PAYMENTS_SANDBOX_SCRIPTS)", async () => {
    const sandboxed = await startPaymentShop({ PAYMENTS_SANDBOX_SCRIPTS: "true" });
    try {
      const { directives, nonce } = await htmlAnswer(createApp(sandboxed.deps, web), "/en/payment");
      const [stripe, paypal] = [new URL(sandboxed.stripe.url).origin, new URL(sandboxed.paypal.url).origin];
      expect(directives.get("script-src")).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
        "https://js.stripe.com",
        "https://*.js.stripe.com",
        stripe,
        "https://*.paypal.com",
        "https://*.paypalobjects.com",
        paypal,
      ]);
      expect(directives.get("connect-src")).toEqual([
        "'self'",
        "https://api.stripe.com",
        stripe,
        "https://*.paypal.com",
        "https://*.paypalobjects.com",
        paypal,
      ]);
      expect(directives.get("frame-src")).not.toContain(stripe);
    } finally {
      await sandboxed.close();
    }
  });
});
