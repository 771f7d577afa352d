// In-vitro diagnostics (docs/behaviour.md §21): the console saves a product's IVD information,
// its instructions for use as PDFs checked by their bytes, who may buy it where, and the page
// head's texts; the product's JSON shows them in the page's language; an order to a country the
// product is not sold to is 422 with nothing reserved, and an adults-only product needs the
// shopper's age confirmation (400 naming the field).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProductRecord, Product } from "@shop/shared";
import { orderPayload, seedFixtureCatalog, startTestShop, testImage, type TestShop } from "../../test/harness.ts";
import { isPdf } from "../uploads/store.ts";
import { contentTypeOf } from "../uploads/storage.ts";
import { renderInstructionsPdf } from "../seed/instructions-pdf.ts";

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [
    { slug: "chlamydia-test", priceCents: 1990, stock: 5 },
    { slug: "drug-test", priceCents: 2490, stock: 5 },
    { slug: "plain-test", priceCents: 990, stock: 5, withoutManufacturer: true },
  ]);
  admin = await shop.login();
}, 300_000);
afterAll(() => shop?.close());

const pdf = (language: "en" | "de" | "bg" = "en") =>
  renderInstructionsPdf({
    language,
    productName: "Chlamydia test",
    ceMark: "CE 0123",
    selfTest: true,
    manufacturer: "Example Diagnostics GmbH, Hauptstraße 1, 1010 Wien, Austria",
    intendedUse: "For the qualitative detection of Chlamydia trachomatis antigen.",
  });

async function uploadDocument(data: Uint8Array, name = "instructions.pdf") {
  const body = new FormData();
  body.append("file", new Blob([data], { type: "application/pdf" }), name);
  return shop.request("/api/admin/documents", { method: "POST", token: admin, body });
}

async function adminRecord(slug: string): Promise<AdminProductRecord> {
  const id = (await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug } })).id;
  return (await shop.request(`/api/admin/products/${id}`, { token: admin })).json();
}

async function save(record: AdminProductRecord, changes: Partial<Record<string, unknown>>) {
  return shop.request(`/api/admin/products/${record.id}`, {
    method: "PUT",
    token: admin,
    json: { ...record, ...changes },
  });
}

const ivdOf = (keys: { en: string | null; de: string | null; bg: string | null }) => ({
  selfTest: true,
  notifiedBody: "0123",
  intendedUse: {
    en: "For the qualitative detection of Chlamydia trachomatis antigen.",
    de: "Zum qualitativen Nachweis von Chlamydia-trachomatis-Antigen.",
    bg: "За качествено откриване на антиген на Chlamydia trachomatis.",
  },
  instructionsKey: keys,
});

describe("the instructions for use", () => {
  it("are stored when the bytes are a PDF, and refused otherwise whatever the name says", async () => {
    const stored = await uploadDocument(new Uint8Array(await pdf()));
    expect(stored.status).toBe(201);
    const { fileKey, url } = (await stored.json()) as { fileKey: string; url: string };
    expect(fileKey).toMatch(/^d-[a-z0-9]+$/);
    expect(url).toBe(`/uploads/${fileKey}.pdf`);
    // The shop serves it at that link (web.routes.ts) as a PDF, from the store's files.
    expect(contentTypeOf(`${fileKey}.pdf`)).toBe("application/pdf");
    expect((await shop.deps.uploads.read(`${fileKey}.pdf`)).status).toBe("found");
    expect(isPdf(new Uint8Array(await readFile(join(shop.dataDir, "uploads", `${fileKey}.pdf`))))).toBe(true);
    expect((await shop.deps.uploads.read(`${fileKey}.exe`)).status).toBe("missing");

    const before = await shop.deps.prisma.upload.count();
    const png = await uploadDocument(new Uint8Array(await testImage()), "instructions.pdf");
    expect(png.status).toBe(400);
    expect((await png.json()).error).toMatchObject({ code: "invalid_document", field: "file" });
    // A PDF cut short (no end-of-file marker) is no PDF either.
    const truncated = await uploadDocument(new Uint8Array((await pdf()).subarray(0, 200)));
    expect(truncated.status).toBe(400);
    expect(await shop.deps.prisma.upload.count()).toBe(before);
  });

  it("are only for the console's administrators", async () => {
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(await pdf())], { type: "application/pdf" }), "x.pdf");
    expect((await shop.request("/api/admin/documents", { method: "POST", body })).status).toBe(401);
  });
});

describe("a product's IVD information", () => {
  it("is saved from the console and shown in the product's JSON in the page's language", async () => {
    const keys = {
      en: ((await (await uploadDocument(new Uint8Array(await pdf("en")))).json()) as { fileKey: string }).fileKey,
      de: ((await (await uploadDocument(new Uint8Array(await pdf("de")))).json()) as { fileKey: string }).fileKey,
      bg: null,
    };
    const record = await adminRecord("chlamydia-test");
    expect(record.ivd).toMatchObject({ selfTest: false, ceMark: "CE", notifiedBody: null });
    const saved = await save(record, {
      ivd: ivdOf(keys),
      blockedCountries: ["DE", "DE"],
      seo: {
        en: { seoTitle: "Chlamydia home test", seoDescription: "Discreet rapid test." },
        de: { seoTitle: "Chlamydien-Schnelltest", seoDescription: "" },
        bg: { seoTitle: "", seoDescription: "" },
      },
    });
    expect(saved.status).toBe(200);
    const updated = (await saved.json()) as AdminProductRecord;
    expect(updated.ivd).toEqual({
      selfTest: true,
      ceMark: "CE 0123",
      notifiedBody: "0123",
      intendedUse: ivdOf(keys).intendedUse,
      instructionsKey: keys,
      instructionsUrl: { en: `/uploads/${keys.en}.pdf`, de: `/uploads/${keys.de}.pdf`, bg: null },
    });
    expect(updated.blockedCountries).toEqual(["DE"]);
    expect(updated.seo.en).toEqual({ seoTitle: "Chlamydia home test", seoDescription: "Discreet rapid test." });

    const german = (await (await shop.request("/api/products/chlamydia-test?lang=de")).json()) as Product;
    expect(german.ivd).toEqual({
      selfTest: true,
      ceMark: "CE 0123",
      notifiedBody: "0123",
      manufacturer: "Example Diagnostics GmbH, Hauptstraße 1, 1010 Wien, Austria",
      intendedUse: "Zum qualitativen Nachweis von Chlamydia-trachomatis-Antigen.",
      instructionsUrl: `/uploads/${keys.de}.pdf`,
    });
    expect(german.blockedCountries).toEqual(["DE"]);
    expect(german.seo).toEqual({ title: "Chlamydien-Schnelltest", description: null });
    // Without instructions in Bulgarian, the page links the English ones.
    const bulgarian = (await (await shop.request("/api/products/chlamydia-test?lang=bg")).json()) as Product;
    expect(bulgarian.ivd?.instructionsUrl).toBe(`/uploads/${keys.en}.pdf`);
    expect(bulgarian.seo).toEqual({ title: null, description: null });

    // A save that leaves the IVD information out keeps it, and its files.
    const again = await save(updated, { ivd: undefined, price: 21 });
    expect(again.status).toBe(200);
    expect(((await again.json()) as AdminProductRecord).ivd.instructionsKey).toEqual(keys);
    expect(existsSync(join(shop.dataDir, "uploads", `${keys.de}.pdf`))).toBe(true);

    // Taking a language's PDF away deletes its file.
    const latest = await adminRecord("chlamydia-test");
    const removed = await save(latest, { ivd: ivdOf({ ...keys, de: null }) });
    expect(removed.status).toBe(200);
    expect(existsSync(join(shop.dataDir, "uploads", `${keys.de}.pdf`))).toBe(false);
    expect(existsSync(join(shop.dataDir, "uploads", `${keys.en}.pdf`))).toBe(true);
  });

  it("refuses a notified body that is not four digits, an image as instructions, and an unknown country", async () => {
    const record = await adminRecord("drug-test");
    const badBody = await save(record, { ivd: { ...ivdOf({ en: null, de: null, bg: null }), notifiedBody: "12" } });
    expect(badBody.status).toBe(400);
    expect((await badBody.json()).error.field).toBe("ivd.notifiedBody");

    const imageKey = record.images[0]?.fileKey ?? "p-doesnotexist";
    const image = await save(record, { ivd: ivdOf({ en: imageKey, de: null, bg: null }) });
    expect(image.status).toBe(400);
    expect((await image.json()).error.field).toBe("ivd.instructionsKey.en");

    const country = await save(record, { blockedCountries: ["US"] });
    expect(country.status).toBe(400);
    expect((await country.json()).error.field).toMatch(/^blockedCountries/);
    expect((await adminRecord("drug-test")).version).toBe(record.version);
  });

  it("is null on a product without a manufacturer", async () => {
    const product = (await (await shop.request("/api/products/plain-test?lang=en")).json()) as Product;
    expect(product.ivd).toBeNull();
    expect(product.adultsOnly).toBe(false);
  });
});

describe("who may buy it where", () => {
  it("refuses an order to a country the product is not sold to (422 naming the item), reserving nothing", async () => {
    const stockBefore = (await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "chlamydia-test" } })).stock;
    const ordersBefore = await shop.deps.prisma.order.count();
    const refused = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([
        { slug: "drug-test", quantity: 1 },
        { slug: "chlamydia-test", quantity: 1 },
      ]),
    });
    expect(refused.status).toBe(422);
    const { error } = await refused.json();
    expect(error).toMatchObject({ code: "not_sold_to_country", field: "items.1.slug" });
    expect(error.message).toContain("chlamydia-test (de)");
    expect(error.message).toContain("Germany");
    expect((await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "chlamydia-test" } })).stock).toBe(
      stockBefore,
    );
    expect(await shop.deps.prisma.order.count()).toBe(ordersBefore);

    // To Austria it goes.
    const austria = {
      firstName: "Eva",
      lastName: "Huber",
      address: "Ring 1",
      city: "Wien",
      country: "AT",
      postCode: "1010",
      phone: "+4311234567",
    };
    const accepted = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "chlamydia-test", quantity: 1 }], {
        shippingAddress: austria,
        billingAddress: austria,
      }),
    });
    expect(accepted.status).toBe(201);
  });

  it("tells the cart's quote which lines are adults-only or not sold where", async () => {
    const quote = await (
      await shop.request("/api/cart/quote", {
        method: "POST",
        json: { items: [{ slug: "chlamydia-test", quantity: 1 }], language: "en" },
      })
    ).json();
    expect(quote.items[0]).toMatchObject({ blockedCountries: ["DE"], adultsOnly: false });
  });

  it("needs the shopper's age confirmation for an adults-only product (400 naming the field), and records it", async () => {
    const record = await adminRecord("drug-test");
    expect((await save(record, { adultsOnly: true })).status).toBe(200);
    expect((await adminRecord("drug-test")).adultsOnly).toBe(true);
    const ordersBefore = await shop.deps.prisma.order.count();

    const unconfirmed = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-test", quantity: 1 }]),
    });
    expect(unconfirmed.status).toBe(400);
    expect((await unconfirmed.json()).error).toMatchObject({ code: "invalid_request", field: "ageConfirmed" });
    expect(await shop.deps.prisma.order.count()).toBe(ordersBefore);

    const notABoolean = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-test", quantity: 1 }], { ageConfirmed: "yes" }),
    });
    expect(notABoolean.status).toBe(400);
    expect((await notABoolean.json()).error.field).toBe("ageConfirmed");

    const confirmed = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-test", quantity: 1 }], { ageConfirmed: true }),
    });
    expect(confirmed.status).toBe(201);
    const { orderNumber } = await confirmed.json();
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: orderNumber } });
    expect(stored.ageConfirmed).toBe(true);
    // Support sees the confirmation on the order.
    const orderRecord = await (await shop.request(`/api/admin/orders/${stored.id}`, { token: admin })).json();
    expect(orderRecord.ageConfirmed).toBe(true);
  });
});
