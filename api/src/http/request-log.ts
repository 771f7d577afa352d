// Runs first on every request (API, pages, static files, errors, 404s): gives it a request id
// (answered in X-Request-Id and carried by every log line written meanwhile), then writes one log
// line and counts it in the HTTP metrics. Kept cheap: no child logger, labels from a bounded set.
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { PlatformEnv, PlatformServices } from "../platform/services.ts";
import { writeRequestLine } from "../platform/logger.ts";
import { requestIdFrom, runInRequest } from "../platform/request-context.ts";

/** The route label of answers no route of their own gave (a 404 from a catch-all, say). */
const UNMATCHED_ROUTE = "unmatched";
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const MAX_LOGGED_PATH = 200;
/** A path segment that holds an e-mail address, as typed or percent-encoded (`anna%40example.com`). */
const EMAIL_SEGMENT = /[^/]*(?:@|%40)[^/]*/gi;

/**
 * The path as the log keeps it: no route of the shop takes an e-mail address in its path (the
 * console's customer routes take it in the body), but a client may still send one (an old
 * console, a scanner), and request logs are kept and shipped: a segment with an address is
 * written as `:email`.
 */
function loggedPathOf(path: string): string {
  const redacted = path.replace(EMAIL_SEGMENT, ":email");
  return redacted.length > MAX_LOGGED_PATH ? `${redacted.slice(0, MAX_LOGGED_PATH)}…` : redacted;
}

/**
 * The route pattern that answered (`/api/products/:slug`), never the raw path, so a scanner
 * trying thousands of paths adds one `unmatched` series, not thousands. A 404 from a wildcard
 * (the API's catch-all, the not-found handler reached through the first middleware's `*`) is
 * unmatched; other wildcard answers (the storefront's pages, static files) keep their pattern.
 */
function routeLabel(pattern: string, status: number): string {
  return pattern === "" || (status === 404 && pattern.endsWith("*")) ? UNMATCHED_ROUTE : pattern;
}

export function observeRequests(deps: Pick<PlatformServices, "logger" | "metrics">): MiddlewareHandler<PlatformEnv> {
  return (c, next) => {
    const start = performance.now();
    const context = { requestId: requestIdFrom(c.req.header("x-request-id")) };
    // Set before the answer exists, so it is part of every answer built through c (no copy of a
    // finished response). The catalog cache builds its own and adds it itself; nothing here reads
    // the answer's headers, which would turn the node server's plain header object into Headers.
    c.header("X-Request-Id", context.requestId);
    return runInRequest(context, async () => {
      await next();
      const status = c.res.status;
      recordAnswer(deps, context.requestId, c.req.method, routeLabel(routePath(c), status), c.req.path, status, start);
    });
  };
}

/**
 * Counts an answer in the HTTP metrics and writes its log line (info, error for a 5xx): what
 * every answer gets, from the app (observeRequests) or from the server's fast path (cached-reads.ts).
 * `path` is the path without its query string (which may carry personal data: an e-mail, a search);
 * `start` is performance.now() when the request came in. The line names the request id itself: the
 * fast path answers outside the request context that the logger's mixin reads it from.
 */
export function recordAnswer(
  deps: Pick<PlatformServices, "logger" | "metrics">,
  requestId: string,
  method: string,
  route: string,
  path: string,
  status: number,
  start: number,
) {
  const seconds = (performance.now() - start) / 1000;
  deps.metrics.observeRequest(METHODS.has(method) ? method : "OTHER", route, status, seconds);
  const level = status >= 500 ? "error" : "info";
  if (deps.logger.isLevelEnabled(level)) {
    const loggedPath = loggedPathOf(path);
    const durationMs = Math.round(seconds * 10_000) / 10;
    writeRequestLine(deps.logger, level, {
      requestId,
      method: method.slice(0, 16),
      route,
      path: loggedPath,
      status,
      durationMs,
    });
  }
}
