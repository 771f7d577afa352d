// A product's id in analytics events (docs/storefront.md §8): none at all unless the operator turns
// ids on; then a keyed hash of the slug, the same for the product on every read, that nobody can
// compute from the public slugs (not the former FNV-1a, nor any plain hash of the slug).
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { storefrontReads } from "../web/storefront-reads.ts";
import { analyticsProductIds } from "./analytics-ids.ts";

const PRODUCTS = [
  { slug: "hiv-self-test", priceCents: 2990, stock: 40 },
  { slug: "drug-tests", priceCents: 2490, stock: 40 },
];

let plain: TestShop;
let withIds: TestShop;

beforeAll(async () => {
  [plain, withIds] = await Promise.all([startTestShop(), startTestShop({ ANALYTICS_PRODUCT_IDS: "true" })]);
  await Promise.all([seedFixtureCatalog(plain, PRODUCTS), seedFixtureCatalog(withIds, PRODUCTS)]);
});
afterAll(() => Promise.all([plain.close(), withIds.close()]));

const productAnswer = async (shop: TestShop, slug: string) =>
  (await (await shop.request(`/api/products/${slug}?lang=EN`)).json()) as Record<string, unknown>;

/** The id the storefront used to make itself: 32-bit FNV-1a of the slug's UTF-8 bytes. */
function fnv1a(slug: string): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(slug)) {
    hash ^= unit;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** What anyone can compute from a public slug: the former id and the plain hashes, in hex and base64. */
function unkeyedHashes(slug: string): string[] {
  const digests = ["md5", "sha1", "sha256", "sha512"].map((name) => createHash(name).update(slug).digest());
  return [
    fnv1a(slug),
    slug,
    ...digests.flatMap((digest) => [digest.toString("hex"), digest.toString("base64url"), digest.toString("base64")]),
  ];
}

describe("analytics product ids", () => {
  it("are absent by default: the product answer and the page data carry no product identity for events", async () => {
    for (const { slug } of PRODUCTS) {
      expect(await productAnswer(plain, slug)).not.toHaveProperty("analyticsId");
      expect(await storefrontReads(plain.deps).product({ language: "de", slug })).not.toHaveProperty("analyticsId");
    }
    expect(plain.deps.analyticsProductId).toBeNull();
  });

  it("with ANALYTICS_PRODUCT_IDS, are a keyed hash: stable per product, distinct, and no hash of the slug anyone can make", async () => {
    const ids = new Map<string, string>();
    for (const { slug } of PRODUCTS) {
      const id = (await productAnswer(withIds, slug)).analyticsId as string;
      expect(id).toMatch(/^p[0-9a-f]{20}$/);
      // The same product, the same id: read again (past the cache), in another language, in the page data.
      withIds.deps.catalogCache.invalidate();
      expect((await productAnswer(withIds, slug)).analyticsId).toBe(id);
      expect(await storefrontReads(withIds.deps).product({ language: "bg", slug })).toMatchObject({ analyticsId: id });
      const hex = id.slice(1);
      for (const unkeyed of unkeyedHashes(slug)) {
        expect(unkeyed.toLowerCase()).not.toContain(hex);
        expect(hex).not.toContain(unkeyed.toLowerCase().slice(0, 8));
      }
      expect(id).not.toBe(`p${fnv1a(slug)}`);
      ids.set(slug, id);
    }
    expect(new Set(ids.values()).size).toBe(PRODUCTS.length);
    // Keyed: the shop's secret makes the id, another secret another one, the same secret the same.
    const secret = withIds.env.JWT_SECRET!;
    expect(analyticsProductIds(secret, true)!("hiv-self-test")).toBe(ids.get("hiv-self-test"));
    expect(analyticsProductIds(`${secret}-other`, true)!("hiv-self-test")).not.toBe(ids.get("hiv-self-test"));
    expect(analyticsProductIds(secret, false)).toBeNull();
  });

  it("never reach the lists: nothing there for a browser to report", async () => {
    const list = (await (await withIds.request("/api/products?lang=EN")).json()) as object[];
    expect(list.length).toBe(PRODUCTS.length);
    for (const item of list) expect(item).not.toHaveProperty("analyticsId");
  });
});
