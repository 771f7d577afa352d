// The scale benchmark's grower (api/bench/scale/grow.ts) on a tiny size: the demo shop grown in
// SQL still holds the shop's rules, read back with the shop's own code. PostgreSQL only (the
// grower grows PostgreSQL databases: npm run bench:scale).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { includedVatOfLines, LANGUAGES } from "@shop/shared";
import { startTestShop, usesPostgres, type TestShop } from "./harness.ts";
import { seedDemoCatalog } from "../src/seed/demo-catalog.ts";
import { growDatabase, type ShopSize } from "../bench/scale/grow.ts";
import { readIssuedDocument } from "../src/invoices/issued-documents.ts";
import { buildInvoiceDocument, creditNoteOf } from "../src/invoices/invoice-document.ts";
import { linesWithRates } from "../src/invoices/order-vat.ts";
import { chargedPriceCents } from "../src/catalog/price-history.ts";

const SIZE: ShopSize = { products: 40, orders: 200, subscribers: 30 };

describe.runIf(usesPostgres)("the scale benchmark's grower", () => {
  let shop: TestShop;
  let admin: string;
  const grow = () => growDatabase(shop.env.DATABASE_URL!, SIZE, { dataDir: shop.dataDir, env: {}, log: () => {} });

  beforeAll(async () => {
    shop = await startTestShop();
    await seedDemoCatalog(shop.deps);
    await grow();
    shop.deps.catalogCache.invalidate();
    admin = await shop.login();
  });
  afterAll(() => shop?.close());

  it("grows to the size asked, and a second run to the same size adds nothing", async () => {
    const counts = async () => ({
      products: await shop.deps.prisma.product.count(),
      orders: await shop.deps.prisma.order.count(),
      subscribers: await shop.deps.prisma.newsletterSubscriber.count(),
      events: await shop.deps.prisma.orderEvent.count(),
      documents: await shop.deps.prisma.issuedDocument.count(),
    });
    const grown = await counts();
    expect(grown.products).toBe(SIZE.products);
    // An order whose every draw was a product its country may not receive is not placed: a few fewer at most.
    expect(grown.orders).toBeGreaterThan(SIZE.orders * 0.97);
    expect(grown.subscribers).toBe(SIZE.subscribers);
    expect(grown.events).toBeGreaterThan(grown.orders * 4);
    await grow();
    expect(await counts()).toEqual(grown);
  });

  it("gives every product a translation in every language, categories, images that resolve and its price history", async () => {
    const products = await shop.deps.prisma.product.findMany({
      include: { translations: true, categories: true, images: true, priceHistory: { orderBy: { at: "asc" } } },
    });
    for (const product of products) {
      expect([product.slug, product.translations.map((t) => t.language).sort()]).toEqual([
        product.slug,
        [...LANGUAGES].sort(),
      ]);
      expect(product.categories.length, product.slug).toBeGreaterThan(0);
      expect(product.images.length, product.slug).toBeGreaterThan(0);
      // The price charged now is the history's latest row until now.
      const inForce = product.priceHistory.filter((row) => row.at <= new Date()).at(-1);
      expect([product.slug, inForce?.priceCents]).toEqual([product.slug, chargedPriceCents(product)]);
    }
    const grown = products.find((product) => product.slug.match(/-\d+$/) && product.images.length)!;
    const image = grown.images[0];
    for (const width of image.widths)
      expect(existsSync(join(shop.dataDir, "uploads", `${image.fileKey}-${width}.webp`))).toBe(true);
    for (const translation of grown.translations)
      if (translation.instructionsKey)
        expect(existsSync(join(shop.dataDir, "uploads", `${translation.instructionsKey}.pdf`))).toBe(true);
    expect((await shop.request(`/api/products/${grown.slug}?lang=DE`)).status).toBe(200);
  });

  it("makes the grown products findable by the shop's search, a share of them for a word", async () => {
    const found = (await (await shop.request("/api/products?lang=EN&q=vitamin")).json()) as { slug: string }[];
    expect(found.some((product) => /-\d+$/.test(product.slug))).toBe(true);
    expect(found.length).toBeLessThan(SIZE.products);
  });

  it("adds up every order, and issues its invoice (a credit note when refunded) as the shop builds them, numbered without gaps", async () => {
    const orders = await shop.deps.prisma.order.findMany({
      include: { items: { orderBy: { id: "asc" } }, addresses: true, events: true },
    });
    for (const order of orders) {
      const lines = linesWithRates(order);
      expect(order.subtotalCents).toBe(lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0));
      expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents - order.discountCents);
      expect(order.vatCents).toBe(
        includedVatOfLines(
          lines.map((line) => ({ grossCents: line.unitPriceCents * line.quantity, vatRate: line.vatRate })),
        ),
      );
      expect(order.addresses.map((address) => address.kind).sort()).toEqual(["BILLING", "SHIPPING"]);
      expect(order.events.some((event) => event.type === "created")).toBe(true);
      expect(order.invoiceNumber !== null).toBe(order.paidAt !== null);
      if (!order.invoiceNumber) continue;
      const invoice = await readIssuedDocument(shop.deps.prisma, order.invoiceNumber, "invoice");
      expect(invoice).toEqual(
        buildInvoiceDocument(
          { ...order, items: lines },
          {
            number: order.invoiceNumber,
            issueDate: order.invoiceIssuedAt!,
            seller: shop.deps.shop.seller,
            timeZone: shop.env.SHOP_TIME_ZONE,
          },
        ),
      );
      expect(order.creditNoteNumber !== null).toBe(order.status === "REFUNDED");
      if (order.creditNoteNumber)
        expect(await readIssuedDocument(shop.deps.prisma, order.creditNoteNumber, "credit_note")).toEqual(
          creditNoteOf(invoice!, {
            number: order.creditNoteNumber,
            issueDate: order.creditNoteIssuedAt!,
            seller: shop.deps.shop.seller,
            timeZone: shop.env.SHOP_TIME_ZONE,
          }),
        );
    }
    const sequences = await shop.deps.prisma.documentSequence.findMany();
    expect(sequences.length).toBeGreaterThan(0);
    for (const sequence of sequences) {
      const prefix = `${sequence.kind === "invoice" ? "INV" : "CN"}-${sequence.year}-`;
      const numbers = (
        await shop.deps.prisma.issuedDocument.findMany({
          where: { number: { startsWith: prefix } },
          select: { number: true },
        })
      )
        .map((row) => Number(row.number.slice(prefix.length)))
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: sequence.last }, (_, index) => index + 1));
    }
  });

  it("answers the console's lists over the grown order book", async () => {
    const list = await shop.request(`/api/admin/orders?sort=${encodeURIComponent('["id","DESC"]')}&range=[0,24]`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(Number(list.headers.get("x-total-count") ?? list.headers.get("content-range")?.split("/")[1])).toBe(
      await shop.deps.prisma.order.count(),
    );
    const search = await shop.request(`/api/admin/orders?filter=${encodeURIComponent('{"q":"schmidt"}')}`, {
      token: admin,
    });
    expect(search.status).toBe(200);
    const { email } = await shop.deps.prisma.order.findFirstOrThrow({ where: { paidAt: { not: null } } });
    const customer = await shop.request("/api/admin/customers/lookup", {
      method: "POST",
      token: admin,
      json: { email },
    });
    expect(customer.status).toBe(200);
  });
});
