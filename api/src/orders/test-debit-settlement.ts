// The test bank's answer to a SEPA Direct Debit in test mode (payments/test-provider.ts): a job
// in the outbox, written in the transaction that makes the debit "processing" and due
// TEST_SEPA_SETTLE_SECONDS later. The worker does it on time (its producer wakes it then, see
// outbox/signal.ts) on whichever instance is up, after a restart too, and settles the order the
// way a provider's webhook would: the order asks the provider and believes only its answer.
import { z } from "zod";
import type { Tx } from "@shop/db";
import type { Deps } from "../context.ts";
import { ApiError } from "../errors.ts";
import { outboxKind, PermanentOutboxError } from "../outbox/outbox.ts";
import type { DebitOutcome } from "../payments/test-provider.ts";
import { webhookActor } from "./order-records.ts";
import { settleOrder } from "./settle-order.ts";

export const testDebitSettlement = outboxKind(
  "test-debit-settlement",
  z.object({ reference: z.string().min(1), outcome: z.enum(["succeeded", "failed"]) }),
  async (
    deps: Pick<Deps, "catalogCache" | "env" | "logger" | "metrics" | "outbox" | "payments" | "prisma" | "shop">,
    { reference, outcome },
  ) => {
    const test = deps.payments.test;
    if (!test) throw new PermanentOutboxError("the test payment provider is no longer active");
    await test.settleDebit(reference, outcome);
    const order = await deps.prisma.order.findUnique({
      where: { paymentReference: reference },
      select: { number: true },
    });
    if (!order) return;
    try {
      await settleOrder(deps, order.number, webhookActor(test.gateway));
    } catch (error) {
      // 409: the debit failed (recorded on the order by settleOrder), nothing more to do.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  },
);

/** Schedules the settlement of a debit that has just become "processing"; wake the worker at `at` after the commit. */
export function scheduleTestDebit(reference: string, at: Date) {
  return (tx: Tx, outcome: DebitOutcome) =>
    testDebitSettlement.enqueue(tx, { reference, outcome }, `test-debit:${reference}:${at.getTime()}`, {
      availableAt: at,
    });
}

/** When a debit confirmed now settles in test mode. */
export const testDebitDueAt = (deps: Pick<Deps, "env">): Date =>
  new Date(Date.now() + deps.env.TEST_SEPA_SETTLE_SECONDS * 1000);
