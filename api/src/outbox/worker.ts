// The outbox worker, one per instance: claims due messages with a lease, hands each to its kind's
// handler, and marks it sent, or schedules a retry with a growing delay, or gives it up. Several
// instances share the table safely: a claim is one conditional UPDATE over rows locked with
// SKIP LOCKED, so two workers never claim the same message, and a worker that dies mid-send only
// delays its message until the lease runs out (docs/architecture.md, "Outbox").
import { Prisma } from "@shop/db";
import type { PlatformServices } from "../platform/services.ts";
import { PermanentOutboxError, workerName, type OutboxHandler } from "./outbox.ts";
import type { OutboxSignal } from "./signal.ts";

/** What the worker itself uses; its handlers may need more (`D`), which it hands them. */
type WorkerServices = Pick<PlatformServices, "env" | "prisma" | "logger" | "metrics"> & { outbox: OutboxSignal };

/**
 * How long a claim lasts. Longer than any one send can take (the SMTP transport gives up after
 * 10 s + 10 s + 20 s, mail/mailer.ts), so a live worker never loses a message it is still sending.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** The first retry waits this long, each next one twice as long, up to RETRY_MAX_MS. */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
const ERROR_TEXT_LIMIT = 2000;

export interface OutboxWorkerOptions {
  /** Written into leaseOwner; unique per worker. */
  owner?: string;
  /** The clock leases and retries are measured with (tests move it forward). */
  now?: () => Date;
  leaseMs?: number;
  maxAttempts?: number;
}

interface ClaimedMessage {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

export interface OutboxWorker {
  readonly owner: string;
  /** Claims up to `limit` due messages (without sending them). */
  claim(limit: number): Promise<ClaimedMessage[]>;
  /** Sends one claimed message and records the outcome; true if it was sent. */
  deliver(message: ClaimedMessage): Promise<boolean>;
  /** Sends every due message, one after another, until none is left; waits for a run already going. */
  drain(): Promise<void>;
  /** Drains at once and on every wake(), and every `pollMs`. */
  start(pollMs: number): void;
  /** Stops polling and waits for the message being sent. */
  stop(): Promise<void>;
}

/** The delay before attempt `attempts + 1`: 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** A PostgreSQL instant (timestamptz) from a JavaScript date. */
const timestamp = (date: Date) => Prisma.sql`${date.toISOString()}::timestamptz`;

/** A worker that sends the messages of the kinds `handlers` know (the app's: OUTBOX_KINDS in deps.ts). */
export function createOutboxWorker<D extends WorkerServices>(
  deps: D,
  handlerList: readonly OutboxHandler<NoInfer<D>>[],
  options: OutboxWorkerOptions = {},
): OutboxWorker {
  const owner = options.owner ?? workerName();
  const handlers = new Map<string, OutboxHandler<D>>(handlerList.map((handler) => [handler.kind, handler]));
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? deps.env.OUTBOX_MAX_ATTEMPTS;
  const domain = deps.env.MAIL_FROM.split("@")[1];
  const { prisma, logger } = deps;

  async function claim(limit: number): Promise<ClaimedMessage[]> {
    const at = now();
    // Only kinds this worker has a handler for: during a rolling update an older instance leaves
    // a newer kind to the instances that know it.
    const claimed = await prisma.$queryRaw<{ id: number }[]>`
      UPDATE "OutboxMessage"
      SET "leaseUntil" = ${timestamp(new Date(at.getTime() + leaseMs))}, "leaseOwner" = ${owner},
          "attempts" = "attempts" + 1
      WHERE "id" IN (
        SELECT "id" FROM "OutboxMessage"
        WHERE "sentAt" IS NULL AND "failedAt" IS NULL AND "availableAt" <= ${timestamp(at)}
          AND ("leaseUntil" IS NULL OR "leaseUntil" < ${timestamp(at)})
          AND "kind" IN (${Prisma.join([...handlers.keys()])})
        ORDER BY "id" LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING "id"`;
    if (claimed.length === 0) return [];
    const rows = await prisma.outboxMessage.findMany({
      where: { id: { in: claimed.map((row) => row.id) }, leaseOwner: owner },
      select: { id: true, kind: true, payload: true, attempts: true },
      orderBy: { id: "asc" },
    });
    return rows;
  }

  /** Records an outcome only while the claim is still this worker's (same owner, same attempt). */
  const ours = (message: ClaimedMessage) => ({ id: message.id, leaseOwner: owner, attempts: message.attempts });

  async function deliver(message: ClaimedMessage): Promise<boolean> {
    const handler = handlers.get(message.kind)!;
    const messageId = `<outbox-${message.id}.${message.kind}@${domain}>`;
    try {
      await handler.send(deps, message.payload, { id: message.id, attempt: message.attempts, messageId });
    } catch (error) {
      deps.metrics.emailsFailed.inc({ kind: message.kind });
      const permanent = error instanceof PermanentOutboxError;
      const giveUp = permanent || message.attempts >= maxAttempts;
      const lastError = String(error instanceof Error ? error.message : error).slice(0, ERROR_TEXT_LIMIT);
      const at = now();
      await prisma.outboxMessage.updateMany({
        where: ours(message),
        data: giveUp
          ? { leaseUntil: null, leaseOwner: null, failedAt: at, lastError }
          : {
              leaseUntil: null,
              leaseOwner: null,
              availableAt: new Date(at.getTime() + retryDelayMs(message.attempts)),
              lastError,
            },
      });
      if (giveUp)
        logger.error(
          { err: error, outboxId: message.id, kind: message.kind, attempts: message.attempts },
          "outbox message given up; it stays in the OutboxMessage table for inspection",
        );
      else
        logger.warn(
          { err: error, outboxId: message.id, kind: message.kind, attempts: message.attempts },
          "outbox message could not be sent; will retry",
        );
      return false;
    }
    deps.metrics.emailsSent.inc({ kind: message.kind });
    const { count } = await prisma.outboxMessage.updateMany({
      where: ours(message),
      data: { sentAt: now(), leaseUntil: null, leaseOwner: null, lastError: null },
    });
    if (count === 0)
      // The send took longer than the lease and another worker claimed the message: it may go out
      // twice, with the same Message-ID.
      logger.warn({ outboxId: message.id, kind: message.kind }, "outbox message sent after its lease had expired");
    return true;
  }

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function run() {
    do {
      again = false;
      while (!stopped) {
        const [message] = await claim(1);
        if (!message) break;
        await deliver(message);
      }
    } while (again && !stopped);
  }

  /** One run at a time; a wake during a run makes it look once more before it ends. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error: unknown) => logger.warn({ err: error }, "outbox run failed; retrying at the next poll"))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  return {
    owner,
    claim,
    deliver,
    drain,
    start(pollMs) {
      stopped = false;
      unsubscribe = deps.outbox.onWake(() => void drain());
      timer = setInterval(() => void drain(), pollMs);
      timer.unref();
      void drain();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe?.();
      await running;
    },
  };
}
