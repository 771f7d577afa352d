// What docs/adding-a-language.md promises, shown with a throw-away language: French, given only its
// entry in languages.ts and its message files, made in memory (packages/shared/src/testing). The
// shop starts with its row in the Language table, takes it as the API's `lang` and as an order's
// language, sends the visitor to its pages, renders them, and writes its e-mails in it with its
// prices and country names.
import { LANGUAGES, type CreateOrderResponse } from "@shop/shared";
import { FR } from "@shop/shared/testing/extra-language";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../test/harness.ts";
import { testStorefrontRenderer } from "../test/page-renderer.ts";
import { createApp } from "./app.ts";
import { renderOrderMail } from "./mail/order-mails.ts";
import { DEFAULT_LEGAL_TEXTS } from "./mail/legal-texts.ts";

vi.mock("@shop/shared/languages", async (original) =>
  (await import("@shop/shared/testing/extra-language")).withFrench(original),
);
vi.mock(import("./messages/files.ts"), async (original) => {
  const { frenchTextsOf } = await import("@shop/shared/testing/extra-language");
  const real = await original();
  return { MESSAGE_FILES: { ...real.MESSAGE_FILES, fr: frenchTextsOf(real.MESSAGE_FILES.en) } };
});
vi.mock(import("./catalog/search-vocabulary/index.ts"), async (original) => {
  const real = await original();
  return { SEARCH_VOCABULARY: { ...real.SEARCH_VOCABULARY, fr: { filler: [], synonyms: [] } } };
});

let shop: TestShop;
let builds: string;
let site: ReturnType<typeof createApp>;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 123456, stock: 10 }]);
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

describe("a language added to languages.ts", () => {
  it("is on the list, and the start-up gave it its row", async () => {
    expect(LANGUAGES).toEqual(["en", "de", "bg", "fr"]);
    const rows = await shop.deps.prisma.language.findMany({ orderBy: { code: "asc" } });
    expect(rows.map((row) => row.code)).toEqual(["bg", "de", "en", "fr"]);
  });

  it("is the API's `lang` in any case", async () => {
    const response = await shop.request("/api/products?lang=FR");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject([
      { name: "drug-tests (fr)", categories: [{ slug: "drug-tests", name: "drug-tests fr" }] },
    ]);
  });

  it("is an order's language, stored and checked by the database", async () => {
    const created = (await (
      await shop.request("/api/orders", {
        method: "POST",
        json: orderPayload([{ slug: "drug-tests", quantity: 1 }], { language: "FR" }),
      })
    ).json()) as CreateOrderResponse;
    const order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: created.orderNumber } });
    expect(order.language).toBe("fr");
    await expect(
      shop.deps.prisma.order.update({ where: { id: order.id }, data: { language: "it" } }),
    ).rejects.toThrow();
  });

  it("sends a visitor to its pages and renders them in it, prices in its format", async () => {
    const regional = await site.request("/fr-BE/shop");
    expect(regional.status).toBe(301);
    expect(regional.headers.get("location")).toBe("/fr/shop");
    const chosen = await site.request("/", { headers: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" } });
    expect(chosen.headers.get("location")).toBe("/fr");
    const page = await site.request("/fr/product/drug-tests");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("1\u202f234,56\u00a0€");
  });

  it("writes the e-mails in it, with its prices and country names", () => {
    const mail = renderOrderMail(
      "confirmation",
      {
        id: 1,
        number: "TK-7KQ4-M9XR",
        email: "anne@example.com",
        language: FR,
        status: "PAID",
        paymentMethod: "CARD",
        subtotalCents: 123456,
        totalCents: 123456,
        vatCents: 19711,
        shippingCents: 0,
        createdAt: new Date(Date.UTC(2026, 10, 21)),
        paidAt: new Date(Date.UTC(2026, 10, 21)),
        carrier: null,
        trackingNumber: null,
        invoiceNumber: null,
        creditNoteNumber: null,
        items: [{ name: "Test", quantity: 1, unitPriceCents: 123456, vatRate: 19 }],
        addresses: [
          {
            kind: "SHIPPING",
            firstName: "Anne",
            lastName: "Martin",
            address: "Hauptstraße 5",
            city: "Berlin",
            postCode: "10115",
            country: "DE",
          },
        ],
      },
      {
        publicUrl: "https://shop.example",
        seller: { legalName: "TestKit Europe GmbH", addressLines: ["Berlin"], country: "DE", vatId: "DE123456789" },
        legal: DEFAULT_LEGAL_TEXTS,
      },
    );
    expect(mail.subject).toBe("[fr] Your order TK-7KQ4-M9XR is confirmed");
    expect(mail.text).toContain("1\u202f234,56\u00a0€");
    expect(mail.text).toContain("Allemagne");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).toContain("https://shop.example/fr/order-status?number=TK-7KQ4-M9XR");
  });
});
