// The outbox: work that must follow a change (an e-mail once an order is paid) is written as a row
// in the same transaction as the change, so it exists exactly when the change was committed, and
// a worker on any instance does it afterwards (worker.ts). Each kind of message has a handler
// here: its payload schema, how it is enqueued, how it is sent (docs/architecture.md, "Outbox").
import { hostname } from "node:os";
import type { z } from "zod";
import type { Prisma, PrismaClient, Tx } from "@shop/db";

/** What a handler knows about the attempt it is making. */
export interface OutboxDelivery {
  id: number;
  /** This attempt's number, from 1. */
  attempt: number;
  /**
   * A Message-ID derived from the outbox row, the same on every attempt: a message sent twice
   * (a worker that outlived its lease) is recognisable as one by its recipients' mail software.
   */
  messageId: string;
}

/**
 * Every kind of outbox message there is, by name. The database accepts no other (a check on
 * OutboxMessage.kind written from this list, prisma/migrations/20261201120000_database_guards;
 * api/src/data/database-rules.test.ts compares the two): a new kind is added here and to the check
 * by a migration, before any instance enqueues it.
 */
export const OUTBOX_KIND_NAMES = [
  "order-confirmation",
  "order-email",
  "order-refund",
  "order-withdrawal",
  "order-return",
  "newsletter-confirmation",
  "test-debit-settlement",
  "restock-alert-confirmation",
  "restock-alerts",
  "restock-alert-mail",
  "staff-sign-in-alert",
] as const;
export type OutboxKindName = (typeof OUTBOX_KIND_NAMES)[number];

/**
 * A kind of outbox message as the worker sees it. `D`: the services its sending needs, which the
 * worker is given and hands over (the app's worker: all of them, Deps).
 */
export interface OutboxHandler<D = unknown> {
  readonly kind: OutboxKindName;
  /** Does the work; throws to have it retried (PermanentOutboxError: not retried). */
  send(deps: D, payload: unknown, delivery: OutboxDelivery): Promise<void>;
}

/** A kind of outbox message as its producers see it: typed enqueueing. */
export interface OutboxKind<P, D = unknown> extends OutboxHandler<D> {
  /**
   * Writes the message in the caller's transaction; a second message with the same key is ignored.
   * `availableAt`: not before then (a job due later); its producer calls wakeAt() after the commit.
   */
  enqueue(tx: Tx, payload: P, dedupeKey: string, options?: EnqueueOptions): Promise<void>;
}

/** When a message may first be tried, and the order it is about when its payload does not name it (`orderId`). */
interface EnqueueOptions {
  availableAt?: Date;
  orderId?: number;
}

/** A message that no attempt can send (its payload is unreadable, what it refers to is gone): given up at once. */
export class PermanentOutboxError extends Error {}

export function outboxKind<P extends Prisma.InputJsonObject, D = unknown>(
  kind: OutboxKindName,
  schema: z.ZodType<P>,
  send: (deps: D, payload: P, delivery: OutboxDelivery) => Promise<void>,
): OutboxKind<P, D> {
  return {
    kind,
    async enqueue(tx, payload, dedupeKey, { availableAt, orderId } = {}) {
      const parsed = schema.parse(payload);
      // The order's id in a column of its own, indexed: what an order's messages are found by.
      const about = orderId ?? (typeof parsed.orderId === "number" ? parsed.orderId : null);
      await tx.outboxMessage.createMany({
        data: [{ kind, payload: parsed, dedupeKey, orderId: about, ...(availableAt ? { availableAt } : {}) }],
        skipDuplicates: true,
      });
    },
    send(deps, payload, delivery) {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new PermanentOutboxError(`unreadable ${kind} payload: ${parsed.error.message}`);
      return send(deps, parsed.data, delivery);
    },
  };
}

/** A name for this process in lease columns: which instance holds a message or a job. */
export function workerName(): string {
  return `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
}

/** Deletes messages sent before `before`; messages given up are kept for inspection. */
export async function pruneSentOutboxMessages(prisma: PrismaClient, before: Date): Promise<number> {
  const { count } = await prisma.outboxMessage.deleteMany({ where: { sentAt: { lt: before } } });
  return count;
}
