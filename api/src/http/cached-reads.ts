// The server's fast path for the catalog's cached reads. A GET whose target (path and query, as
// sent) a catalog route already answered from the catalog cache (catalog/response-cache.ts) is
// answered here, from the same entry, before the request becomes a fetch Request and walks the
// app's middleware: the same status, headers and bytes the route would send (ETag and 304, the
// stored gzip, nosniff, Cache-Control), with what every answer gets: a request id in X-Request-Id,
// one request log line and the HTTP metrics (request-log.ts). Every other request, and a target
// the cache does not know (first seen, invalid, after a catalog write), goes to the app.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Deps } from "../context.ts";
import { requestIdFrom } from "../platform/request-context.ts";
import { recordAnswer } from "./request-log.ts";

export function withCachedReads(deps: Pick<Deps, "catalogCache" | "logger" | "metrics">, app: RequestListener) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const target = request.url;
    if (request.method !== "GET" || target === undefined || !target.startsWith("/api/")) return app(request, response);
    const start = performance.now();
    const { headers } = request;
    const cached = deps.catalogCache.answerTarget(target, headers["if-none-match"], headers["accept-encoding"]);
    if (!cached) return app(request, response);
    const idHeader = headers["x-request-id"];
    const requestId = requestIdFrom(typeof idHeader === "string" ? idHeader : undefined);
    const { status, headers: answerHeaders, body } = cached.answer;
    response.writeHead(status, { ...answerHeaders, "X-Request-Id": requestId });
    response.end(body ?? undefined);
    const query = target.indexOf("?");
    recordAnswer(deps, requestId, "GET", cached.route, query < 0 ? target : target.slice(0, query), status, start);
  };
}
