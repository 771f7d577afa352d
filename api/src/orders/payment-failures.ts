// A payment attempt the provider refused (a declined card, a capture PayPal denied), recorded in
// the history of the order still waiting for its money: the console shows such an order as
// declined (admin/records.ts, `paymentDeclinedAt`) until it is paid or expires as usual.
import type { Deps } from "../context.ts";
import { addEvent } from "./order-records.ts";

export const PAYMENT_FAILED_EVENT = "payment_failed";
/** A payment the bank settles later was accepted (settle-order.ts): the order is PAYMENT_PROCESSING. */
export const PAYMENT_PROCESSING_EVENT = "payment_processing";

export async function recordPaymentFailure(
  deps: Pick<Deps, "prisma">,
  order: { id: number; status: string },
  actor: string,
  detail?: string,
): Promise<void> {
  if (order.status !== "PENDING_PAYMENT") return;
  await addEvent(
    deps.prisma,
    order.id,
    PAYMENT_FAILED_EVENT,
    actor,
    detail ? `Payment attempt failed: ${detail}` : "Payment attempt failed",
    { detail: detail ?? null },
  );
}
