// Issued documents are frozen: those numbered before this version (or by an instance of the
// previous one during an upgrade) are frozen once by the order sweep, a document is printed only
// from its frozen row, a corrupt row fails loudly, and an order has one invoice but may have any
// number of credit notes.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VAT_RATES } from "@shop/shared";
import type { Prisma } from "@shop/db";
import { placeOrder, restart, usePaymentShop } from "../../test/payment-shop.ts";
import { runOrderSweep } from "../orders/reconcile-orders.ts";
import { CorruptDocumentError, freezeEarlierDocuments, readIssuedDocument } from "./issued-documents.ts";

const shop = usePaymentShop();
let token: string;
let dir: string;

beforeAll(async () => {
  shop.deps.mailer = { send: () => Promise.resolve() };
  token = await shop.login();
  dir = mkdtempSync(join(tmpdir(), "issued-documents-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function paidOrder() {
  const order = await placeOrder(shop, "CARD", [{ slug: "drug-tests", quantity: 2 }], { language: "DE" });
  shop.stripe.pay(order.paymentReference);
  expect((await shop.request(`/api/orders/confirm/${order.orderNumber}`, { method: "POST" })).status).toBe(200);
  return shop.deps.prisma.order.findUniqueOrThrow({ where: { number: order.orderNumber } });
}

async function download(app: Pick<typeof shop, "request">, id: number, kind: "invoice" | "credit-note") {
  return app.request(`/api/admin/orders/${id}/${kind}`, { headers: { authorization: `Bearer ${token}` } });
}

async function textOf(response: Response, name: string) {
  expect(response.status).toBe(200);
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

describe("documents numbered before they were frozen", () => {
  it("come from orders whose lines the migration gave the rate of today's table for their destination", () => {
    const migration = readFileSync(
      fileURLToPath(
        new URL("../../../prisma/migrations/20261126010000_issued_documents/migration.sql", import.meta.url),
      ),
      "utf8",
    );
    const rates = [...migration.matchAll(/WHEN '([A-Z]{2})' THEN ([\d.]+)/g)].map(([, country, rate]) => [
      country,
      Number(rate),
    ]);
    expect(Object.fromEntries(rates)).toEqual(VAT_RATES);
  });

  it("are listed by the database for the sweep, which never reads the orders frozen as they were paid", async () => {
    const unfrozen = (orderId: number) =>
      shop.deps.prisma.unfrozenDocument.findMany({ where: { orderId }, select: { kind: true } });
    // Paid and refunded in this version: each document frozen with its number, nothing listed.
    const order = await paidOrder();
    expect((await shop.request(`/api/admin/orders/${order.id}/refund`, { method: "POST", token })).status).toBe(200);
    expect(await unfrozen(order.id)).toEqual([]);
    // An earlier version's number without a document: listed, then gone once the sweep froze it.
    const earlier = await paidOrder();
    await shop.deps.prisma.issuedDocument.deleteMany({ where: { orderId: earlier.id } });
    await shop.deps.prisma.order.update({
      where: { id: earlier.id },
      data: { invoiceNumber: earlier.invoiceNumber, invoiceIssuedAt: earlier.invoiceIssuedAt },
    });
    expect(await unfrozen(earlier.id)).toEqual([{ kind: "invoice" }]);
    expect(await freezeEarlierDocuments(shop.deps)).toBeGreaterThanOrEqual(1);
    expect(await unfrozen(earlier.id)).toEqual([]);
    expect(await shop.deps.prisma.issuedDocument.count({ where: { orderId: earlier.id, kind: "invoice" } })).toBe(1);
  });

  it("are frozen once by the order sweep, from the order and the seller of that moment, and never change afterwards", async () => {
    const order = await paidOrder();
    expect((await shop.request(`/api/admin/orders/${order.id}/refund`, { method: "POST", token })).status).toBe(200);
    // As the previous version left it: numbers on the order, no frozen documents.
    await shop.deps.prisma.issuedDocument.deleteMany({ where: { orderId: order.id } });
    const waiting = await download(shop, order.id, "invoice");
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get("retry-after")).toBe("60");
    expect((await waiting.json()).error.code).toBe("document_not_ready");

    const swept = await runOrderSweep(shop.deps, "test-instance", new Date());
    expect(swept?.frozenDocuments).toBe(2);
    expect(await freezeEarlierDocuments(shop.deps)).toBe(0);
    const items = await shop.deps.prisma.orderItem.findMany({ where: { orderId: order.id } });
    expect(items.map((item) => item.vatRate.toNumber())).toEqual([19]);
    const stored = await shop.deps.prisma.issuedDocument.findMany({
      where: { orderId: order.id },
      orderBy: { id: "asc" },
    });
    expect(stored.map((row) => [row.kind, row.number, row.issuedAt])).toEqual([
      ["invoice", order.invoiceNumber, order.invoiceIssuedAt],
      ["credit_note", expect.stringMatching(/^CN-/), expect.any(Date)],
    ]);
    const invoice = await textOf(await download(shop, order.id, "invoice"), "backfilled-invoice");
    const creditNote = await textOf(await download(shop, order.id, "credit-note"), "backfilled-credit-note");
    expect(invoice).toContain("TestKit Europe GmbH");
    expect(invoice).toMatch(/USt\. 19 %/);
    // Numbered under the earlier rule, it prints the figures it was issued with: each line its share
    // of the rate's VAT (7.95 € of 49.80 €), no rounding line.
    expect((stored[0].data as { lines: unknown[] }).lines).toMatchObject([{ grossCents: 4980, vatCents: 795 }]);
    expect(invoice).not.toContain("Rundungsdifferenz");
    expect(creditNote).toContain(`Rechnungskorrektur zur Rechnung ${order.invoiceNumber}`);

    const germany = VAT_RATES.DE;
    VAT_RATES.DE = 21;
    const changed = await restart(shop, { ...shop.env, SELLER_LEGAL_NAME: "Andere Firma GmbH" });
    try {
      expect(await freezeEarlierDocuments(changed.deps)).toBe(0);
      expect(await textOf(await download(changed, order.id, "invoice"), "backfilled-invoice-after")).toBe(invoice);
      expect(await textOf(await download(changed, order.id, "credit-note"), "backfilled-credit-note-after")).toBe(
        creditNote,
      );
    } finally {
      VAT_RATES.DE = germany;
      await changed.close();
    }
  });

  it("leaves an order that cannot be invoiced as recorded for staff, and freezes the others", async () => {
    const broken = await paidOrder();
    const fine = await paidOrder();
    await shop.deps.prisma.issuedDocument.deleteMany({ where: { orderId: { in: [broken.id, fine.id] } } });
    await shop.deps.prisma.order.update({ where: { id: broken.id }, data: { vatCents: broken.vatCents + 1 } });
    expect(await freezeEarlierDocuments(shop.deps)).toBe(1);
    expect(await shop.deps.prisma.issuedDocument.count({ where: { orderId: fine.id } })).toBe(1);
    expect(await shop.deps.prisma.issuedDocument.count({ where: { orderId: broken.id } })).toBe(0);
    await shop.deps.prisma.order.update({ where: { id: broken.id }, data: { vatCents: broken.vatCents } });
    expect(await freezeEarlierDocuments(shop.deps)).toBe(1);
  });
});

describe("a frozen document", () => {
  it("is printed from its row only, and a corrupt row fails loudly instead of printing something else", async () => {
    const order = await paidOrder();
    const number = order.invoiceNumber!;
    const row = await shop.deps.prisma.issuedDocument.findUniqueOrThrow({ where: { number } });
    expect(row).toMatchObject({ orderId: order.id, kind: "invoice", issuedAt: order.paidAt });
    expect(row.data).toMatchObject({
      format: 1,
      kind: "invoice",
      number,
      language: "de",
      seller: { legalName: "TestKit Europe GmbH", registerNumber: "HRB 234567 B" },
      // 2 × 20.92 € net leaves 7.96 € of 49.80 €, a cent over the VAT it contains: the rounding line.
      lines: [
        { vatRate: 19, quantity: 2, unitNetCents: 2092, netCents: 4184, grossCents: 4980, vatCents: 796 },
        { kind: "rounding", vatRate: 19, netCents: 1, grossCents: 0, vatCents: -1 },
      ],
      destinationCountry: "DE",
    });

    // The database refuses to change an issued document; the tampering below goes round its trigger.
    await expect(
      shop.deps.prisma.issuedDocument.update({ where: { number }, data: { issuedAt: new Date() } }),
    ).rejects.toThrow(/cannot be changed/);
    const tamper = (changed: Prisma.InputJsonValue) =>
      shop.deps.prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
        await tx.issuedDocument.update({ where: { number }, data: { data: changed } });
      });
    // What the row says is what is printed, whatever the order says now.
    const data = row.data as { lines: { description: string }[] };
    data.lines[0].description = "Wie ausgestellt";
    await tamper(data);
    await shop.deps.prisma.orderItem.updateMany({ where: { orderId: order.id }, data: { name: "Umbenannt" } });
    const text = await textOf(await download(shop, order.id, "invoice"), "as-frozen");
    expect(text).toContain("Wie ausgestellt");
    expect(text).not.toContain("Umbenannt");

    await tamper({ ...data, lines: [{ ...data.lines[0], grossCents: "4980" }] });
    await expect(readIssuedDocument(shop.deps.prisma, number, "invoice")).rejects.toThrow(CorruptDocumentError);
    await expect(readIssuedDocument(shop.deps.prisma, number, "invoice")).rejects.toThrow(
      new RegExp(`Issued document ${number} is corrupt`),
    );
    expect((await download(shop, order.id, "invoice")).status).toBe(500);
    await expect(readIssuedDocument(shop.deps.prisma, number, "credit_note")).rejects.toThrow(/not a credit_note/);
    await tamper({ ...data, number: "INV-1" });
    await expect(readIssuedDocument(shop.deps.prisma, number, "invoice")).rejects.toThrow(/holds invoice INV-1/);
  });

  it("belongs to an order that has one invoice and may have several credit notes", async () => {
    const order = await paidOrder();
    const invoice = await shop.deps.prisma.issuedDocument.findUniqueOrThrow({
      where: { number: order.invoiceNumber! },
    });
    const copy = { orderId: order.id, issuedAt: new Date(), data: invoice.data! };
    await expect(
      shop.deps.prisma.issuedDocument.create({ data: { ...copy, kind: "invoice", number: "INV-TWICE" } }),
    ).rejects.toThrow();
    await expect(
      shop.deps.prisma.$executeRaw`INSERT INTO "IssuedDocument" ("orderId", "kind", "number", "issuedAt", "data")
        VALUES (${order.id}, 'receipt', 'R-1', now(), '{}')`,
    ).rejects.toThrow(/invalid input value for enum "DocumentKind"/);
    await shop.deps.prisma.issuedDocument.createMany({
      data: [
        { ...copy, kind: "credit_note", number: "CN-PART-1" },
        { ...copy, kind: "credit_note", number: "CN-PART-2" },
      ],
    });
    expect(await shop.deps.prisma.issuedDocument.count({ where: { orderId: order.id, kind: "credit_note" } })).toBe(2);
    // Tax law keeps issued documents: an order that has them cannot be deleted.
    await expect(shop.deps.prisma.order.delete({ where: { id: order.id } })).rejects.toThrow();
  });
});
