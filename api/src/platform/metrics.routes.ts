// GET /metrics: the Prometheus scrape, at the root (not under /api, so not in the storefront's
// typed client). Off (404) unless METRICS_TOKEN is set; then only for `Authorization: Bearer <token>`.
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { PlatformEnv } from "./services.ts";
import { errorBody } from "../errors.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** Compares digests, not the strings: constant time whatever the lengths, so timing tells nothing about the token. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer +(\S+)$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(sha256(presented), sha256(token)) && presented.length > 0;
}

export const metricsRoutes = new Hono<PlatformEnv>().get("/", async (c) => {
  const { env, metrics } = c.var.deps;
  if (!env.METRICS_TOKEN) return c.json(errorBody("not_found", "Not found"), 404);
  c.header("Cache-Control", "no-store");
  if (!bearerMatches(c.req.header("authorization"), env.METRICS_TOKEN)) {
    c.header("WWW-Authenticate", 'Bearer realm="metrics"');
    return c.json(errorBody("unauthorized", "A valid metrics token is required"), 401);
  }
  return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
});
