// Shared plumbing of the provider stand-ins: a tiny router on node:http, body parsing in the
// providers' formats (Stripe's form encoding with brackets, PayPal's JSON), CORS for the
// stand-in browser scripts, and a "down" switch that drops connections like an outage.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";

type Params = Record<string, string>;
export interface StandInRequest {
  method: string;
  path: string;
  params: Params;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  rawBody: string;
}
export interface StandInResponse {
  status: number;
  body: unknown;
  contentType?: string;
}
type Handler = (request: StandInRequest) => StandInResponse | Promise<StandInResponse>;

export interface Route {
  method: string;
  pattern: string;
  handler: Handler;
}

export const randomId = (prefix: string, length = 24) =>
  `${prefix}${randomBytes(length).toString("base64url").replace(/[-_]/g, "").slice(0, length)}`;

function match(pattern: string, path: string): Params | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(":")) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** Stripe's form encoding: `metadata[orderNumber]=x&expand[0]=latest_charge` → nested objects. */
export function parseForm(body: string | URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let target = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

export interface StandInServer {
  url: string;
  /** While true, every connection is dropped without an answer (an outage). */
  down: boolean;
  /** Every request received, for assertions. */
  log: { method: string; path: string }[];
  close(): Promise<void>;
}

export async function startStandIn(routes: Route[]): Promise<StandInServer> {
  const state = { down: false, log: [] as { method: string; path: string }[] };
  const send = (response: ServerResponse, result: StandInResponse) => {
    const text = typeof result.body === "string" ? result.body : JSON.stringify(result.body);
    response.writeHead(result.status, {
      "content-type": result.contentType ?? "application/json",
      "access-control-allow-origin": "*",
    });
    response.end(text);
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (state.down) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "GET, POST",
        "access-control-allow-headers": "authorization, content-type, paypal-request-id, prefer",
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    state.log.push({ method: req.method ?? "GET", path: url.pathname });
    for (const route of routes) {
      const params = route.method === req.method ? match(route.pattern, url.pathname) : null;
      if (!params) continue;
      try {
        send(
          res,
          await route.handler({
            method: route.method,
            path: url.pathname,
            params,
            query: url.searchParams,
            headers: req.headers,
            rawBody: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      } catch (error) {
        send(res, { status: 500, body: { error: { type: "api_error", message: String(error) } } });
      }
      return;
    }
    send(res, {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      },
    });
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    log: state.log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
