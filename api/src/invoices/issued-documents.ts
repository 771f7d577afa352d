// Issued invoices and credit notes never change (docs/behaviour.md §9). A document is built once,
// in the transaction that takes its number, and kept whole in IssuedDocument.data: the seller as
// the SELLER_* settings named it then, the buyer, every line with the VAT rate it recorded and its
// cents, the totals. Every print afterwards (the console's and the shopper's downloads, the
// e-mails' attachments) reads that and nothing else, so a later change of the VAT table or of the
// seller never reaches a document that exists (as Saleor keeps its Invoice and Vendure its
// OrderLine.taxLines).
import { z } from "zod";
import { DocumentKind, LANGUAGES, PaymentMethod } from "@shop/shared";
import type { Prisma, Tx } from "@shop/db";
import type { PlatformServices } from "../platform/services.ts";
import { linesWithRates } from "./order-vat.ts";
import {
  buildInvoiceDocument,
  creditNoteOf,
  InvoiceError,
  partialCreditNoteOf,
  type InvoiceDocument,
  type InvoiceSeller,
} from "./invoice-document.ts";

/** The stored form's version, so that a later shape of the document can still read these rows. */
const FORMAT = 1;

const date = z.iso.datetime().transform((value) => new Date(value));
const text = z.string();
const country = z.string().regex(/^[A-Z]{2}$/);
const cents = z.number().int().safe();
const rate = z.number().min(0).max(100);

/** IssuedDocument.data, read back as the InvoiceDocument it was written from. */
const frozenDocument: z.ZodType<InvoiceDocument, unknown> = z
  .strictObject({
    format: z.literal(FORMAT),
    kind: z.enum(DocumentKind),
    number: text.min(1),
    correctsInvoice: z.strictObject({ number: text.min(1), issueDate: date }).optional(),
    issueDate: date,
    supplyDate: date,
    timeZone: text.min(1).optional(),
    language: z.enum(LANGUAGES),
    currency: z.literal("EUR"),
    seller: z.strictObject({
      legalName: text.min(1),
      addressLines: z.array(text),
      country,
      vatId: text.min(1),
      email: text.optional(),
      seat: text.optional(),
      registerCourt: text.optional(),
      registerNumber: text.optional(),
      managingDirectors: z.array(text).optional(),
      bankLines: z.array(text).optional(),
    }),
    buyer: z.strictObject({
      name: text,
      company: text.optional(),
      vatId: text.optional(),
      addressLines: z.array(text),
      country,
    }),
    lines: z
      .array(
        z.strictObject({
          description: text,
          quantity: z.number().int().positive(),
          unitNetCents: cents,
          vatRate: rate,
          netCents: cents,
          vatCents: cents,
          grossCents: cents,
          kind: z.enum(["discount", "rounding"]).optional(),
          discountCents: cents.optional(),
        }),
      )
      .min(1),
    totals: z.strictObject({
      netCents: cents,
      vatByRate: z.array(z.strictObject({ rate, netCents: cents, vatCents: cents })),
      vatCents: cents,
      grossCents: cents,
    }),
    paymentMethod: z.enum(PaymentMethod),
    orderNumber: text.min(1),
    paidAt: date.optional(),
    notes: z.array(text).optional(),
    destinationCountry: country,
    destinationVat: z.boolean(),
  })
  .refine(
    (document) => document.lines.reduce((sum, line) => sum + line.grossCents, 0) === document.totals.grossCents,
    "its lines do not add up to its total",
  )
  .transform(({ format: _format, ...document }) => document);

export class CorruptDocumentError extends Error {}

/** The document as stored: JSON (dates as ISO strings), checked to read back before it is written. */
function frozen(document: InvoiceDocument): Prisma.InputJsonObject {
  const json = JSON.parse(JSON.stringify({ format: FORMAT, ...document })) as Prisma.InputJsonObject;
  frozenDocument.parse(json);
  return json;
}

function thaw(row: { number: string; kind: string; data: Prisma.JsonValue }): InvoiceDocument {
  const parsed = frozenDocument.safeParse(row.data);
  if (!parsed.success)
    throw new CorruptDocumentError(`Issued document ${row.number} is corrupt: ${z.prettifyError(parsed.error)}`);
  if (parsed.data.number !== row.number || parsed.data.kind !== row.kind)
    throw new CorruptDocumentError(
      `Issued document ${row.number} (${row.kind}) is corrupt: it holds ${parsed.data.kind} ${parsed.data.number}`,
    );
  return parsed.data;
}

async function store(tx: Tx, orderId: number, document: InvoiceDocument): Promise<void> {
  await tx.issuedDocument.create({
    data: {
      orderId,
      kind: document.kind,
      number: document.number,
      issuedAt: document.issueDate,
      data: frozen(document),
    },
  });
}

/** The order as its invoice is built from it, each line with the rate it recorded. */
async function invoiceOrder(tx: Tx, orderId: number) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: "asc" } }, addresses: true },
  });
  return { ...order, items: linesWithRates(order) };
}

export interface Issue {
  number: string;
  issuedAt: Date;
  /** The seller as the settings name it at the moment of issue (deps.shop.seller). */
  seller: InvoiceSeller;
  /**
   * The shop's time zone (SHOP_TIME_ZONE) the number was taken in: its dates print in it. Left out
   * for a document numbered before (in UTC), frozen later by the order sweep.
   */
  timeZone?: string;
}

/**
 * Reads what the order's invoice is built from, and answers the step that issues it once it has
 * its number: the paying transaction reads first and takes the number last (orders/settle-order.ts),
 * so the year's sequence is locked only for the insert that follows.
 */
export async function prepareInvoice(tx: Tx, orderId: number): Promise<(issue: Issue) => Promise<void>> {
  const order = await invoiceOrder(tx, orderId);
  return (issue) =>
    store(
      tx,
      orderId,
      buildInvoiceDocument(order, {
        number: issue.number,
        issueDate: issue.issuedAt,
        seller: issue.seller,
        timeZone: issue.timeZone,
      }),
    );
}

/**
 * The order's invoice as it was frozen. One issued before documents were frozen (its number and
 * date only on the order) is frozen now, once, from the order and the seller of this moment, its
 * lines split as they were when it was issued and printed ("split", LineRounding).
 */
async function invoiceOf(tx: Tx, orderId: number, seller: InvoiceSeller): Promise<InvoiceDocument> {
  const row = await tx.issuedDocument.findFirst({ where: { orderId, kind: "invoice" } });
  if (row) return thaw(row);
  const { invoiceNumber, invoiceIssuedAt } = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { invoiceNumber: true, invoiceIssuedAt: true },
  });
  if (!invoiceNumber || !invoiceIssuedAt) throw new Error(`Order ${orderId} has no invoice`);
  const invoice = buildInvoiceDocument(await invoiceOrder(tx, orderId), {
    number: invoiceNumber,
    issueDate: invoiceIssuedAt,
    seller,
    lineRounding: "split",
  });
  await store(tx, orderId, invoice);
  return invoice;
}

/**
 * Issues a credit note that reverses the order's invoice in full (its lines, rates and cents as
 * invoiced, negative), in the transaction that took the credit note's number.
 */
export async function issueCreditNote(tx: Tx, orderId: number, issue: Issue): Promise<void> {
  const invoice = await invoiceOf(tx, orderId, issue.seller);
  await store(
    tx,
    orderId,
    creditNoteOf(invoice, {
      number: issue.number,
      issueDate: issue.issuedAt,
      seller: issue.seller,
      timeZone: issue.timeZone,
    }),
  );
}

/** What a refund gives back, in the order's terms (api/src/orders/refund-order.ts). */
export interface RefundedPart {
  /** `discountCents`: the part of the line's discount these units carry (refund-order.ts). */
  units: { orderItemId: number; quantity: number; discountCents?: number }[];
  shipping: boolean;
  sumCents: number;
}

/**
 * Issues the credit note of a refund: exactly what it gives back (the units at their lines' recorded
 * rates, the shipping, a sum split over the lines), in the transaction that took its number. The
 * invoice's lines are the order's items in the order of their ids, then the shipping.
 */
export async function issueRefundCreditNote(
  tx: Tx,
  orderId: number,
  part: RefundedPart,
  issue: Issue,
): Promise<InvoiceDocument> {
  const invoice = await invoiceOf(tx, orderId, issue.seller);
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { id: true }, orderBy: { id: "asc" } });
  const lineOf = (orderItemId: number) => {
    const index = items.findIndex((item) => item.id === orderItemId);
    if (index < 0) throw new InvoiceError(`Order ${orderId} has no item ${orderItemId}`);
    return index;
  };
  const shippingLine = invoice.lines[items.length];
  // After the items comes the shipping line, if the order had shipping; a discount or rounding line otherwise.
  if (part.shipping && (!shippingLine || shippingLine.kind))
    throw new InvoiceError(`${invoice.number} has no shipping line`);
  const note = partialCreditNoteOf(
    invoice,
    {
      units: part.units.map((unit) => ({
        line: lineOf(unit.orderItemId),
        quantity: unit.quantity,
        discountCents: unit.discountCents,
      })),
      shippingLine: part.shipping ? items.length : undefined,
      sumCents: part.sumCents,
    },
    { number: issue.number, issueDate: issue.issuedAt, seller: issue.seller, timeZone: issue.timeZone },
  );
  await store(tx, orderId, note);
  return note;
}

/**
 * The issued document with this number, exactly as it was frozen; null when none was issued.
 * A row that does not read as a document of its kind throws (CorruptDocumentError): it is never
 * printed from anything else.
 */
export async function readIssuedDocument(
  db: Pick<Tx, "issuedDocument">,
  number: string,
  kind: DocumentKind,
): Promise<InvoiceDocument | null> {
  const row = await db.issuedDocument.findUnique({ where: { number } });
  if (!row) return null;
  if (row.kind !== kind) throw new CorruptDocumentError(`Issued document ${number} is a ${row.kind}, not a ${kind}`);
  return thaw(row);
}

/**
 * Freezes whatever of one order's documents was numbered without being frozen, in the caller's
 * transaction: done before the order's personal data is removed (api/src/orders/anonymise-orders.ts),
 * so that its invoice and credit note keep the buyer as issued.
 */
export async function freezeOrderDocuments(tx: Tx, orderId: number, seller: InvoiceSeller): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      invoiceNumber: true,
      creditNoteNumber: true,
      creditNoteIssuedAt: true,
      documents: { select: { kind: true } },
    },
  });
  const has = (kind: DocumentKind) => order.documents.some((document) => document.kind === kind);
  if (order.invoiceNumber && !has("invoice")) await invoiceOf(tx, orderId, seller);
  if (order.creditNoteNumber && order.creditNoteIssuedAt && !has("credit_note"))
    await issueCreditNote(tx, orderId, { number: order.creditNoteNumber, issuedAt: order.creditNoteIssuedAt, seller });
}

/**
 * Freezes the documents that were numbered without being frozen: those issued before this version
 * of the shop, and, during an upgrade, by an instance of the previous one. Each is built from its
 * order and the seller settings of this moment, once; from then on it never changes. Runs with the
 * order sweep (at start and every ORDER_SWEEP_SECONDS); an order that cannot be invoiced as
 * recorded is logged and left for staff, the others go on.
 */
export async function freezeEarlierDocuments(
  deps: Pick<PlatformServices, "prisma" | "logger"> & { shop: { seller: InvoiceSeller } },
): Promise<number> {
  const { prisma, shop, logger } = deps;
  // The database keeps the list of orders numbered without a frozen document (UnfrozenDocument,
  // prisma/schema.prisma): the sweep reads it rather than every invoiced order. An anonymised
  // order's documents were frozen before its data went; once their legal period has passed they
  // are deleted, and never built again from what is left.
  const unfrozen = await prisma.unfrozenDocument.findMany({
    where: { order: { anonymisedAt: null } },
    select: {
      kind: true,
      order: { select: { id: true, number: true, creditNoteNumber: true, creditNoteIssuedAt: true } },
    },
    orderBy: { orderId: "asc" },
  });
  const invoiced = unfrozen.filter((row) => row.kind === "invoice").map((row) => row.order);
  const refunded = unfrozen
    .filter((row) => row.kind === "credit_note" && row.order.creditNoteNumber)
    .map((row) => row.order);
  let frozenCount = 0;
  const freeze = async (order: { number: string }, work: (tx: Tx) => Promise<unknown>) => {
    try {
      await prisma.$transaction(work);
      frozenCount++;
    } catch (error) {
      logger.error({ err: error, order: order.number }, "an issued document could not be frozen");
    }
  };
  for (const order of invoiced) await freeze(order, (tx) => invoiceOf(tx, order.id, shop.seller));
  for (const order of refunded)
    await freeze(order, (tx) => {
      if (!order.creditNoteIssuedAt) throw new Error(`Credit note ${order.creditNoteNumber} has no issue date`);
      return issueCreditNote(tx, order.id, {
        number: order.creditNoteNumber!,
        issuedAt: order.creditNoteIssuedAt,
        seller: shop.seller,
      });
    });
  return frozenCount;
}
