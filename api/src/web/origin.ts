import type { Context } from "hono";
import type { AppEnv } from "../context.ts";

/**
 * The shop's public origin, from configuration only (PUBLIC_URL, else http://localhost:PORT).
 * The Host header is the client's to choose: a link built from it could point anywhere.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  return c.var.deps.env.publicUrl;
}
