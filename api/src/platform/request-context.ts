// The request being handled, for code that has no hono Context at hand: services log through
// deps.logger, and the logger's mixin (platform/logger.ts) adds the request id from here to every
// line, so no call site passes it along. AsyncLocalStorage follows the request through awaits.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export interface RequestContext {
  /** The caller's X-Request-Id when well formed, otherwise a new UUID; answered in X-Request-Id. */
  readonly requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (the rest of the request's handling) with `context` as the current request. */
export function runInRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request being handled, or undefined outside one (start-up, the order sweep). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

// Narrow on purpose: the id is echoed in a header and written to logs, so a caller's value is kept
// only when it cannot carry anything else (no spaces, quotes, newlines or markup, bounded length).
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A proxy's or client's X-Request-Id is kept when well formed (so one id follows a request through
 * the load balancer and the shop; TRUST_PROXY does not matter: the id grants nothing), anything
 * else is replaced, never echoed.
 */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && WELL_FORMED_ID.test(header) ? header : randomUUID();
}
