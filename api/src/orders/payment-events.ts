// What a provider's webhook means for an order. A webhook is a nudge, not the truth: the order
// is paid only through settleOrder, which asks the provider itself, and a refund is recorded only
// when the provider says the payment is refunded. So events may arrive twice, late or out of
// order (a SEPA debit's "succeeded" before its "processing": the order is paid, and the late
// "processing" changes nothing, since the provider no longer says processing); each delivery id is recorded once it has been applied and is ignored after that. The
// sweep forgets ids after WEBHOOK_EVENT_RETENTION_DAYS (providers stop redelivering long before).
import type { PaymentGateway } from "@shop/shared";
import { canMove } from "@shop/shared/order-states";
import type { Deps } from "../context.ts";
import { ApiError } from "../errors.ts";
import { recordProviderRefund } from "./refund-order.ts";
import { webhookActor } from "./order-records.ts";
import { recordPaymentFailure } from "./payment-failures.ts";
import { settleOrder } from "./settle-order.ts";
import type { PaymentEvent, PaymentProvider } from "../payments/provider.ts";

export type EventOutcome = "applied" | "duplicate" | "ignored";

async function findOrder(deps: Pick<Deps, "prisma">, gateway: PaymentGateway, event: PaymentEvent) {
  if (event.reference) {
    const order = await deps.prisma.order.findUnique({ where: { paymentReference: event.reference } });
    if (order?.paymentGateway === gateway) return order;
  }
  if (event.orderNumber) {
    const order = await deps.prisma.order.findUnique({ where: { number: event.orderNumber } });
    if (order?.paymentGateway === gateway) return order;
  }
  return null;
}

export async function applyPaymentEvent(
  deps: Pick<Deps, "catalogCache" | "env" | "logger" | "metrics" | "outbox" | "payments" | "prisma" | "shop">,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const gateway = provider.gateway;
  const key = { gateway_eventId: { gateway, eventId: event.id } };
  if (await deps.prisma.paymentWebhookEvent.findUnique({ where: key })) return "duplicate";

  const actor = webhookActor(gateway);
  // Events about payments this shop did not create (another integration on the same account) are only recorded.
  const order = event.kind === "ignored" ? null : await findOrder(deps, gateway, event);
  if (order?.paymentReference) {
    // A delayed payment that failed is confirmed with the provider like a success: settleOrder
    // takes the order back to waiting for a payment only if the provider says it failed.
    if (event.kind === "settle" || (event.kind === "failed" && order.status === "PAYMENT_PROCESSING")) {
      try {
        await settleOrder(deps, order.number, actor);
      } catch (error) {
        // 409: the provider does not (yet) say succeeded, or the amount differs (recorded on the order).
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      }
    } else if (event.kind === "failed" && order.status === "PENDING_PAYMENT") {
      deps.metrics.paymentFailures.inc({ provider: gateway.toLowerCase() });
      await recordPaymentFailure(deps, order, actor, event.detail);
    } else if (event.kind === "refunded" && canMove(order.status, "refundedAtProvider")) {
      const status = await provider.getStatus(order.paymentReference);
      if (status.state === "refunded") await recordProviderRefund(deps, order.id, actor);
    }
  }
  await deps.prisma.paymentWebhookEvent.createMany({
    data: [{ gateway, eventId: event.id, type: event.type }],
    skipDuplicates: true,
  });
  return order ? "applied" : "ignored";
}

/** Deletes the records of webhook deliveries received before `before` (run by the order sweep). */
export async function prunePaymentWebhookEvents(deps: Pick<Deps, "prisma">, before: Date): Promise<number> {
  const { count } = await deps.prisma.paymentWebhookEvent.deleteMany({ where: { receivedAt: { lt: before } } });
  return count;
}
