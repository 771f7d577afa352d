// The server's fast path for cached reads. A GET whose target (path and query, as sent) a route
// already answered from a cache is answered here, from the same cached answer, before the request
// becomes a fetch Request and walks the app's middleware: the same status, headers and bytes the
// route would send, with what every answer gets: a request id in X-Request-Id, one request log
// line and the HTTP metrics (request-log.ts). The caches that can answer so register a reader
// (platform/cached-reads.ts): the catalog's JSON (catalog/response-cache.ts, in deps.ts) and the
// storefront's pages (web/storefront-pages.ts). Every other request, and a target no reader knows (first seen,
// invalid, personal, or after a catalog write), goes to the app.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { PlatformServices } from "../platform/services.ts";
import { requestIdFrom } from "../platform/request-context.ts";
import { recordAnswer } from "./request-log.ts";

/** The node server's request listener: cached reads first, the app for everything else. */
export function withCachedReads(
  deps: Pick<PlatformServices, "cachedReads" | "logger" | "metrics">,
  app: RequestListener,
): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const target = request.url;
    if (request.method !== "GET" || target === undefined || target.charCodeAt(0) !== 47 /* / */)
      return app(request, response);
    const start = performance.now();
    const { headers } = request;
    const cached = deps.cachedReads.read(target, headers);
    if (!cached) return app(request, response);
    const idHeader = headers["x-request-id"];
    const requestId = requestIdFrom(typeof idHeader === "string" ? idHeader : undefined);
    response.writeHead(cached.status, { ...cached.headers, "X-Request-Id": requestId });
    response.end(cached.body ?? undefined);
    const query = target.indexOf("?");
    recordAnswer(
      deps,
      requestId,
      "GET",
      cached.route,
      query < 0 ? target : target.slice(0, query),
      cached.status,
      start,
    );
  };
}
