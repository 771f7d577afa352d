// The address a request came from: the socket's peer, or the first X-Forwarded-For hop when the
// shop runs behind its own proxy (TRUST_PROXY). Used for rate limits, never stored in clear.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";

export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}
