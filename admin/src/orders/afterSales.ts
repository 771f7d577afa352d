import type { AdminOrderRecord } from "@shop/shared";

/**
 * The console's order record with what shipping and invoicing add to it (docs/api-contract.md):
 * the carrier's code, the tracking number and the carrier's tracking page once shipped, and the
 * numbers of the order's invoice and credit note. Optional here: an API without them sends none.
 */
export type OrderRecord = AdminOrderRecord &
  Partial<{
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    shippedAt: string | null;
    invoiceNumber: string | null;
    creditNoteNumber: string | null;
  }>;
