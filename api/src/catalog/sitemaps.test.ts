// The sitemaps by the protocol (sitemaps.org 0.9): /sitemap.xml is an index of gzipped children
// at the root, none over its limit of URLs, every page in every language with its hreflang
// alternates; built once and kept until a catalog or blog write, which the next request sees.
// Runs on PostgreSQL too (api/vitest.config.ts): the sitemaps' SQL.
import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import xml from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGES, type AdminProductRecord } from "@shop/shared";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { createApp } from "../app.ts";
import { createSitemaps, MAX_SITEMAP_BYTES, MAX_SITEMAP_URLS, type Sitemaps } from "./sitemaps.ts";

/** Children of at most this many URLs here, so that a few products take several. */
const SMALL_LIMIT = 4;

let shop: TestShop;
let site: ReturnType<typeof createApp>;
let token: string;
let origin: string;
let hooked: Sitemaps;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 10 },
    { slug: "vitamin-d-test", priceCents: 1990, stock: 10 },
    { slug: "iron-test", priceCents: 1490, stock: 10 },
    { slug: "hidden-kit", priceCents: 990, stock: 10, active: false },
  ]);
  hooked = shop.deps.sitemaps;
  shop.deps.sitemaps = createSitemaps(
    { prisma: shop.deps.prisma, origin: shop.env.publicUrl },
    { maxUrls: SMALL_LIMIT, maxBytes: MAX_SITEMAP_BYTES },
  );
  // deps.ts hooks the instance it built (`hooked`, checked below); this one is hooked the same way.
  shop.deps.catalogCache.onChange(() => shop.deps.sitemaps.drop());
  const storefrontDir = mkdtempSync(join(shop.dataDir, "storefront-"));
  writeFileSync(join(storefrontDir, "index.html"), "<html><head></head><body></body></html>");
  site = createApp(shop.deps, { storefrontDir, adminDir: storefrontDir });
  token = await shop.login();
  origin = shop.env.publicUrl;
});
afterAll(() => shop.close());

/** Parses a document as a crawler would, after checking that it is well-formed XML. */
function parsed(text: string) {
  expect(xml.validate(text)).toBe(true);
  return xml.parse(text, { ignoreAttributes: false, attributeNamePrefix: "", arrayMode: true }) as Record<
    string,
    unknown
  >;
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as T[];

interface UrlEntry {
  loc: string;
  lastmod?: string;
  "xhtml:link": { rel: string; hreflang: string; href: string }[];
}

/** The index's children, and every URL of every child, each child checked against the limit. */
async function readSitemaps(limit = SMALL_LIMIT) {
  const index = await site.request("/sitemap.xml", { headers: { "accept-encoding": "gzip" } });
  expect(index.status).toBe(200);
  expect(index.headers.get("content-encoding")).toBe("gzip");
  expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const document = parsed(gunzipSync(Buffer.from(await index.arrayBuffer())).toString("utf8"));
  const [sitemapindex] = listOf<{ xmlns: string; sitemap: { loc: string; lastmod?: string }[] }>(document.sitemapindex);
  expect(sitemapindex.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const children = listOf<{ loc: string; lastmod?: string }>(sitemapindex.sitemap);
  const urls: UrlEntry[] = [];
  for (const child of children) {
    const location = child.loc;
    // At the root: a sitemap may only list URLs below its own folder.
    expect(location).toMatch(new RegExp(`^${origin}/sitemap-[a-z]+-\\d+\\.xml\\.gz$`));
    const response = await site.request(location.slice(origin.length));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-encoding")).toBeNull();
    const [urlset] = listOf<{ url: UrlEntry[] }>(
      parsed(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8")).urlset,
    );
    const entries = listOf<UrlEntry>(urlset.url);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(limit);
    urls.push(...entries);
  }
  return { children: children.map((child) => child.loc.slice(origin.length + 1)), urls, index };
}

const pageUrls = (path: string) => LANGUAGES.map((lang) => `${origin}/${lang}/${path}`);

describe("the sitemap index", () => {
  it("names gzipped children within the limit, every page once in every language with its alternates", async () => {
    const { children, urls } = await readSitemaps();
    // Three products in three languages: nine URLs, in children of four, four and one.
    expect(children.filter((name) => name.startsWith("sitemap-products-"))).toEqual([
      "sitemap-products-1.xml.gz",
      "sitemap-products-2.xml.gz",
      "sitemap-products-3.xml.gz",
    ]);
    const locations = urls.map((url) => url.loc);
    expect(new Set(locations).size).toBe(locations.length);
    for (const slug of ["drug-tests", "vitamin-d-test", "iron-test"])
      expect(locations).toEqual(expect.arrayContaining(pageUrls(`product/${slug}`)));
    expect(locations).toEqual(expect.arrayContaining([...pageUrls("shop"), ...pageUrls("category/drug-tests")]));
    expect(locations).toContain(`${origin}/${DEFAULT_LANGUAGE}`);
    expect(locations.some((location) => location.includes("hidden-kit"))).toBe(false);

    for (const url of urls) {
      const links = url["xhtml:link"];
      const path = url.loc.replace(/^.*?\/[a-z]{2}(?=\/|$)/, "");
      expect(links.map((link) => [link.rel, link.hreflang, link.href])).toEqual([
        ...LANGUAGES.map((lang) => ["alternate", lang, `${origin}/${lang}${path}`]),
        ["alternate", "x-default", `${origin}/${DEFAULT_LANGUAGE}${path}`],
      ]);
    }
    const product = await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "iron-test" } });
    const entry = urls.find((url) => url.loc === `${origin}/de/product/iron-test`);
    expect(entry?.lastmod).toBe(product.updatedAt.toISOString().replace(/\.\d{3}Z$/, "Z"));
  });

  it("answers a client that takes no gzip in plain XML, and a client that has it with 304", async () => {
    const plain = await site.request("/sitemap.xml");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    const text = await plain.text();
    expect(parsed(text)).toHaveProperty("sitemapindex");
    const etag = plain.headers.get("etag")!;
    const lastModified = plain.headers.get("last-modified")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(lastModified)).toBeGreaterThan(Date.now() - 60_000);
    expect((await site.request("/sitemap.xml", { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await site.request("/sitemap.xml", { headers: { "if-modified-since": lastModified } })).status).toBe(304);

    const child = await site.request("/sitemap-products-1.xml.gz");
    const childTag = child.headers.get("etag")!;
    expect((await site.request("/sitemap-products-1.xml.gz", { headers: { "if-none-match": childTag } })).status).toBe(
      304,
    );
    const missing = await site.request("/sitemap-products-9.xml.gz");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("keeps the protocol's own limits as the default", () => {
    expect([MAX_SITEMAP_URLS, MAX_SITEMAP_BYTES]).toEqual([50_000, 50 * 1024 * 1024]);
  });
});

describe("the sitemaps' cache", () => {
  it("builds once for requests at once, and keeps what it built until a write", async () => {
    shop.deps.sitemaps.drop();
    const [first, second] = await Promise.all([shop.deps.sitemaps.current(), shop.deps.sitemaps.current()]);
    expect(second).toBe(first);
    expect(await shop.deps.sitemaps.current()).toBe(first);
  });

  it("is built again after a product write: a product taken off sale or deleted leaves it, a new post comes in", async () => {
    const before = await shop.deps.sitemaps.current();
    const beforeHooked = await hooked.current();
    const ids = new Map(
      (await shop.deps.prisma.product.findMany({ select: { id: true, slug: true } })).map((p) => [p.slug, p.id]),
    );
    const record = (await (
      await shop.request(`/api/admin/products/${ids.get("vitamin-d-test")}`, { token })
    ).json()) as AdminProductRecord;
    const saved = await shop.request(`/api/admin/products/${record.id}`, {
      method: "PUT",
      token,
      json: { ...record, active: false },
    });
    expect(saved.status).toBe(200);
    expect(await shop.deps.sitemaps.current()).not.toBe(before);
    const rebuilt = await hooked.current();
    expect(rebuilt).not.toBe(beforeHooked);
    expect([...rebuilt.urlCounts.keys()].filter((name) => name.startsWith("sitemap-products-"))).toEqual([
      "sitemap-products-1.xml.gz",
    ]);
    expect(gunzipSync(rebuilt.children.get("sitemap-products-1.xml.gz")!.body).toString()).not.toContain(
      "product/vitamin-d-test",
    );
    expect((await readSitemaps()).urls.map((url) => url.loc).join()).not.toContain("product/vitamin-d-test");

    expect(
      (await shop.request(`/api/admin/products/${ids.get("iron-test")}`, { method: "DELETE", token })).status,
    ).toBe(200);
    const after = await readSitemaps();
    const locations = after.urls.map((url) => url.loc);
    expect(locations.join()).not.toContain("product/iron-test");
    expect(locations).toEqual(expect.arrayContaining(pageUrls("product/drug-tests")));
    expect(after.children).not.toContain("sitemap-products-2.xml.gz");
    expect((await site.request("/sitemap-products-2.xml.gz")).status).toBe(404);

    const post = await shop.request("/api/admin/blog-posts", {
      method: "POST",
      token,
      json: {
        slug: "spring-tests",
        translations: Object.fromEntries(
          LANGUAGES.map((lang) => [lang, { title: `Spring ${lang}`, excerpt: "New", content: "<p>New.</p>" }]),
        ),
      },
    });
    expect(post.status).toBe(201);
    const withPost = await readSitemaps();
    expect(withPost.children).toContain("sitemap-blog-1.xml.gz");
    expect(withPost.urls.map((url) => url.loc)).toEqual(expect.arrayContaining(pageUrls("blog/spring-tests")));
  });
});
