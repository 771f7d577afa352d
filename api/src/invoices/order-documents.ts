// An order's invoice or credit note as a PDF, built from the order record and the numbers it was
// given when the document was issued (document-numbers.ts): the same order gives the same bytes
// each time, so nothing is stored but the numbers and dates.
import type { Deps } from "../context.ts";
import type { DocumentKind } from "./document-numbers.ts";
import type { Order } from "@shop/db";
import { buildInvoiceDocument, type InvoiceOrder } from "./invoice-document.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

export interface OrderDocumentFile {
  number: string;
  filename: string;
  pdf: Buffer;
}

type DocumentOrder = InvoiceOrder &
  Pick<Order, "invoiceNumber" | "invoiceIssuedAt" | "creditNoteNumber" | "creditNoteIssuedAt">;

/** The order's document of `kind`, or null when the order has none (not paid, or not refunded). */
export async function orderDocument(
  deps: Pick<Deps, "prisma" | "shop">,
  where: { id: number } | { number: string },
  kind: DocumentKind,
): Promise<OrderDocumentFile | null> {
  const order = await deps.prisma.order.findUnique({
    where,
    include: { items: { orderBy: { id: "asc" } }, addresses: true },
  });
  return order ? documentOf(deps, order, kind) : null;
}

/** The document of an order already read with its items and addresses. */
export async function documentOf(
  deps: Pick<Deps, "shop">,
  order: DocumentOrder,
  kind: DocumentKind,
): Promise<OrderDocumentFile | null> {
  if (!order.invoiceNumber || !order.invoiceIssuedAt) return null;
  const invoice = { number: order.invoiceNumber, issueDate: order.invoiceIssuedAt };
  if (kind === "credit_note" && (!order.creditNoteNumber || !order.creditNoteIssuedAt)) return null;
  const number = kind === "invoice" ? invoice.number : order.creditNoteNumber!;
  const document = buildInvoiceDocument(order, {
    kind,
    number,
    issueDate: kind === "invoice" ? invoice.issueDate : order.creditNoteIssuedAt!,
    seller: deps.shop.seller,
    correctsInvoice: kind === "credit_note" ? invoice : undefined,
  });
  return { number, filename: `${number}.pdf`, pdf: await renderInvoicePdf(document) };
}

/** A document as a download: private (never cached by a proxy), named by its number. */
export function pdfResponse(file: OrderDocumentFile): Response {
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
