// Product safety information (GPSR Art. 19, docs/behaviour.md §21): the console saves the
// manufacturer, the EU responsible person, the model, the GTIN and the warnings per language; a
// product is not put on sale without the manufacturer's name, postal address and contact (422
// naming the field, nothing changed); the product's JSON carries them in the language asked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProductRecord, Product } from "@shop/shared";
import { isValidGtin } from "@shop/shared/product-safety";
import { seedFixtureCatalog, startTestShop, TEST_MANUFACTURER, type TestShop } from "../../test/harness.ts";

let shop: TestShop;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  shop = await startTestShop();
  const { categories } = await seedFixtureCatalog(shop, [
    { slug: "unlabelled-kit", priceCents: 1990, stock: 5, active: false, withoutManufacturer: true },
    { slug: "old-kit", priceCents: 1990, stock: 5, withoutManufacturer: true },
  ]);
  categoryId = categories.get("drug-tests")!;
  admin = await shop.login();
}, 300_000);
afterAll(() => shop?.close());

const WARNINGS = {
  en: "Keep out of the reach of children.\n\n  Do not use after the expiry date. ",
  de: "Für Kinder unzugänglich aufbewahren.\nNach Ablauf des Verfallsdatums nicht verwenden.",
  bg: "Да се съхранява на място, недостъпно за деца.\nНе използвайте след изтичане на срока на годност.",
};

const SAFETY = {
  ...TEST_MANUFACTURER,
  euResponsiblePerson: null,
  modelIdentifier: "EX-HIV-2",
  gtin: "4006381333931",
  sealedForHygiene: true,
};

const newProduct = (name: string, changes: Record<string, unknown> = {}) => ({
  price: 19.9,
  stock: 5,
  active: true,
  categoryIds: [categoryId],
  translations: {
    en: { name, description: "", safetyWarnings: WARNINGS.en },
    de: { name: `${name} DE`, description: "", safetyWarnings: WARNINGS.de },
    bg: { name: `${name} BG`, description: "", safetyWarnings: WARNINGS.bg },
  },
  ...SAFETY,
  ...changes,
});

const create = (json: unknown) => shop.request("/api/admin/products", { method: "POST", token: admin, json });

async function adminRecord(slug: string): Promise<AdminProductRecord> {
  const id = (await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug } })).id;
  return (await shop.request(`/api/admin/products/${id}`, { token: admin })).json();
}

const save = (record: AdminProductRecord, changes: Record<string, unknown>) =>
  shop.request(`/api/admin/products/${record.id}`, { method: "PUT", token: admin, json: { ...record, ...changes } });

describe("putting a product on sale", () => {
  it.each(["manufacturerName", "manufacturerAddress", "manufacturerContact"] as const)(
    "is refused without %s (422 naming it), and nothing is created",
    async (field) => {
      const before = await shop.deps.prisma.product.count();
      const blank = await create(newProduct(`Blank ${field}`, { [field]: "  " }));
      expect(blank.status).toBe(422);
      expect((await blank.json()).error).toMatchObject({ code: "product_safety_missing", field });
      const { [field]: _left, ...withoutField } = newProduct(`No ${field}`);
      const missing = await create(withoutField);
      expect(missing.status).toBe(422);
      expect((await missing.json()).error.field).toBe(field);
      expect(await shop.deps.prisma.product.count()).toBe(before);
    },
  );

  it("is refused for a product off sale that lacks them, which stays as it was; with them it goes on sale", async () => {
    const record = await adminRecord("unlabelled-kit");
    expect(record).toMatchObject({ active: false, manufacturerName: "", manufacturerContact: "", gtin: null });
    const refused = await save(record, { active: true, manufacturerName: "Example Diagnostics GmbH" });
    expect(refused.status).toBe(422);
    const { error } = await refused.json();
    expect(error).toMatchObject({ code: "product_safety_missing", field: "manufacturerAddress" });
    expect(error.message).toContain("postal address");
    expect(await adminRecord("unlabelled-kit")).toMatchObject({
      active: false,
      version: record.version,
      manufacturerName: "",
    });

    // Off sale, it may be saved without them (a form sends an emptied field as null).
    const offSale = await save(record, {
      price: 21,
      manufacturerName: null,
      translations: { ...record.translations, de: { ...record.translations.de, safetyWarnings: null } },
    });
    expect(offSale.status).toBe(200);
    expect(await offSale.json()).toMatchObject({ manufacturerName: "", active: false });

    const accepted = await save(await adminRecord("unlabelled-kit"), { active: true, ...SAFETY });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ active: true, ...SAFETY });
  });

  it("is refused for a save that leaves a product on sale without them", async () => {
    const record = await adminRecord("old-kit");
    const refused = await save(record, { price: 25 });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.field).toBe("manufacturerName");
    expect((await adminRecord("old-kit")).price).toBe(19.9);
  });

  it("accepts a product with them, and answers every field in the console's record", async () => {
    const created = await create(
      newProduct("Swiss HIV Self-Test", {
        manufacturerName: "Limmat Point-of-Care AG",
        manufacturerAddress: "Hardturmstrasse 161\n8005 Zürich, Switzerland",
        manufacturerContact: "https://www.limmat-poc.example/contact",
        euResponsiblePerson: "Rhein MedRep GmbH, Kaiser-Wilhelm-Ring 23, 50672 Köln, Germany",
        gtin: " 7612345300238 ",
      }),
    );
    expect(created.status).toBe(201);
    const record = (await created.json()) as AdminProductRecord;
    expect(record).toMatchObject({
      active: true,
      manufacturerName: "Limmat Point-of-Care AG",
      manufacturerAddress: "Hardturmstrasse 161\n8005 Zürich, Switzerland",
      manufacturerContact: "https://www.limmat-poc.example/contact",
      euResponsiblePerson: "Rhein MedRep GmbH, Kaiser-Wilhelm-Ring 23, 50672 Köln, Germany",
      modelIdentifier: "EX-HIV-2",
      gtin: "7612345300238",
      sealedForHygiene: true,
    });
    expect(record.translations.de.safetyWarnings).toBe(WARNINGS.de);
  });

  it("creates the inline editor's new product off sale, as it cannot name the manufacturer", async () => {
    const body = new FormData();
    body.append("product", JSON.stringify({ price: 9, translation: { language: "en", name: "Inline Kit" } }));
    const created = await shop.request("/api/products?lang=en", { method: "POST", token: admin, body });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ slug: "inline-kit", active: false, safety: null });
  });
});

describe("the safety fields' formats", () => {
  it.each(["ftp://example.com/contact", "javascript:alert(1)", "call us", "info@example", "https://localhost"])(
    "refuses %s as the manufacturer's contact (400 naming it)",
    async (contact) => {
      const refused = await create(newProduct("Bad Contact", { manufacturerContact: contact }));
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.field).toBe("manufacturerContact");
    },
  );

  it("takes an e-mail address or an http(s) web address as the contact", async () => {
    for (const [index, contact] of [
      "service@example-diagnostics.example",
      "http://example-diagnostics.example/form",
    ].entries())
      expect((await create(newProduct(`Contact Kit ${index}`, { manufacturerContact: contact }))).status).toBe(201);
  });

  it("checks a GTIN's check digit: a wrong last digit is refused (400 naming it), blank is none", async () => {
    expect(isValidGtin("4006381333931")).toBe(true);
    expect(isValidGtin("96385074")).toBe(true);
    expect(isValidGtin("036000291452")).toBe(true);
    expect(isValidGtin("10614141000415")).toBe(true);
    expect(isValidGtin("4006381333932")).toBe(false);
    expect(isValidGtin("400638133393")).toBe(false);
    expect(isValidGtin("40063813339a1")).toBe(false);
    for (const gtin of ["4006381333932", "12345", "ABCDEFGHIJKLM"]) {
      const refused = await create(newProduct("Bad GTIN", { gtin }));
      expect(refused.status, gtin).toBe(400);
      expect((await refused.json()).error.field, gtin).toBe("gtin");
    }
    const none = await create(newProduct("No GTIN Kit", { gtin: "" }));
    expect(none.status).toBe(201);
    expect(((await none.json()) as AdminProductRecord).gtin).toBeNull();
  });

  it("is guarded by the database too, whoever writes", async () => {
    const { id } = await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "unlabelled-kit" } });
    await expect(shop.deps.prisma.product.update({ where: { id }, data: { gtin: "4006381333932" } })).rejects.toThrow(
      /Product_gtin_check/,
    );
    await expect(
      shop.deps.prisma.product.update({ where: { id }, data: { manufacturerContact: "ftp://example.com" } }),
    ).rejects.toThrow(/Product_manufacturerContact_check/);
    await expect(
      shop.deps.prisma.product.update({ where: { id }, data: { euResponsiblePerson: " " } }),
    ).rejects.toThrow(/Product_euResponsiblePerson_check/);
  });
});

describe("the product's JSON", () => {
  it.each([
    ["en", ["Keep out of the reach of children.", "Do not use after the expiry date."]],
    ["de", WARNINGS.de.split("\n")],
    ["bg", WARNINGS.bg.split("\n")],
  ] as const)("carries the safety information in %s", async (language, warnings) => {
    const product = (await (
      await shop.request(`/api/products/swiss-hiv-self-test?lang=${language}`)
    ).json()) as Product;
    expect(product.safety).toEqual({
      manufacturer: {
        name: "Limmat Point-of-Care AG",
        address: "Hardturmstrasse 161\n8005 Zürich, Switzerland",
        contact: "https://www.limmat-poc.example/contact",
      },
      euResponsiblePerson: "Rhein MedRep GmbH, Kaiser-Wilhelm-Ring 23, 50672 Köln, Germany",
      model: "EX-HIV-2",
      gtin: "7612345300238",
      warnings,
    });
    expect(product.sealedForHygiene).toBe(true);
  });

  it("gives the English warnings where a language has none, and says when a product is not sealed", async () => {
    const record = await adminRecord("swiss-hiv-self-test");
    const saved = await save(record, {
      sealedForHygiene: false,
      translations: { ...record.translations, bg: { ...record.translations.bg, safetyWarnings: "" } },
    });
    expect(saved.status).toBe(200);
    const product = (await (await shop.request("/api/products/swiss-hiv-self-test?lang=bg")).json()) as Product;
    expect(product.safety?.warnings).toEqual([
      "Keep out of the reach of children.",
      "Do not use after the expiry date.",
    ]);
    expect(product.sealedForHygiene).toBe(false);
  });
});
