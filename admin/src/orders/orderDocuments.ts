import type { AdminOrderRecord } from "@shop/shared";

/** An order's PDF documents as the API serves them: GET /api/admin/orders/{id}/invoice and …/credit-note. */
export type OrderDocumentKind = "invoice" | "credit-note";

/** The documents an order has: its invoice once paid, a credit note once money went back. */
export function orderDocuments(order: AdminOrderRecord): { kind: OrderDocumentKind; number: string }[] {
  return [
    ...(order.invoiceNumber ? [{ kind: "invoice" as const, number: order.invoiceNumber }] : []),
    ...(order.creditNoteNumber ? [{ kind: "credit-note" as const, number: order.creditNoteNumber }] : []),
  ];
}
