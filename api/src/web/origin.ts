import type { Context } from "hono";
import type { AppEnv } from "../context.ts";

/** The shop's public origin: PUBLIC_URL when set (behind a proxy), else the request's own. */
export function publicOrigin(c: Context<AppEnv>): string {
  const configured = c.var.deps.env.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const url = new URL(c.req.url);
  return url.origin;
}
