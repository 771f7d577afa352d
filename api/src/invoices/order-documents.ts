// An order's invoice or credit note as a PDF, printed from the document frozen when it was issued
// (issued-documents.ts) and from nothing else: the order record, the VAT table and the seller
// settings of today play no part, so the same document gives the same text, and the same bytes,
// whenever it is asked for (docs/behaviour.md §9).
import type { PlatformServices } from "../platform/services.ts";
import { ApiError } from "../errors.ts";
import type { DocumentKind } from "@shop/shared";
import type { Order } from "@shop/db";
import { readIssuedDocument } from "./issued-documents.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

export interface OrderDocumentFile {
  number: string;
  filename: string;
  pdf: Buffer;
}

type DocumentNumbers = Pick<Order, "invoiceNumber" | "creditNoteNumber"> & Partial<Pick<Order, "anonymisedAt">>;

/** The order's document of `kind`, or null when the order has none (not paid, or not refunded). */
export async function orderDocument(
  deps: Pick<PlatformServices, "prisma">,
  where: { id: number } | { number: string },
  kind: DocumentKind,
): Promise<OrderDocumentFile | null> {
  const order = await deps.prisma.order.findUnique({
    where,
    select: { invoiceNumber: true, creditNoteNumber: true, anonymisedAt: true },
  });
  return order ? documentOf(deps, order, kind) : null;
}

/** The document of `kind` of an order already read. */
export async function documentOf(
  deps: Pick<PlatformServices, "prisma">,
  order: DocumentNumbers,
  kind: DocumentKind,
): Promise<OrderDocumentFile | null> {
  const number = kind === "invoice" ? order.invoiceNumber : order.creditNoteNumber;
  if (!number) return null;
  const document = await readIssuedDocument(deps.prisma, number, kind);
  // An anonymised order's documents were frozen before its data went: missing, they were deleted
  // once their retention period had ended (api/src/privacy/retention.ts), and never come back.
  if (!document && order.anonymisedAt)
    throw new ApiError(410, "document_deleted", `${number} was deleted at the end of its retention period`);
  // Numbered by an instance of the previous version during an upgrade: the order sweep freezes it
  // within ORDER_SWEEP_SECONDS (an e-mail waiting for it is retried).
  if (!document)
    throw new ApiError(
      503,
      "document_not_ready",
      `${number} is being prepared; please try again in a minute`,
      undefined,
      {
        "Retry-After": "60",
      },
    );
  return { number, filename: `${number}.pdf`, pdf: await renderInvoicePdf(document) };
}

/** The issued document with this number, of `kind`; null when there is none. */
export async function documentNumbered(
  deps: Pick<PlatformServices, "prisma">,
  number: string,
  kind: DocumentKind,
): Promise<OrderDocumentFile | null> {
  const document = await readIssuedDocument(deps.prisma, number, kind);
  return document ? { number, filename: `${number}.pdf`, pdf: await renderInvoicePdf(document) } : null;
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
