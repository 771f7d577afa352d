// The baseline of `npm run bench:api`, in a process of its own: bare Hono routes on
// @hono/node-server (the server the shop runs on), nothing else — no middleware, no request id, no
// log, no metrics, no router beyond these routes. Each route answers, byte for byte, what the
// shop's cached catalog route it stands beside answered (the bench fetched those bodies first):
// the same JSON, already gzipped when the request accepts gzip, as the shop's catalog cache keeps
// it. That is the shop's compression set-up for these routes (stored gzip, never compressed per
// request), so both sides send the same bytes and the ratio measures only what the shop adds.
// Usage: node --import tsx bare-server.ts <bodies.json>; prints {"port": N} once listening.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

interface StoredBody {
  /** The route's path here, e.g. /bare/products. */
  path: string;
  /** The JSON as the shop answered it. */
  json: string;
  /** Its gzip, base64, as the shop answered it to a request accepting gzip. */
  gzip: string;
}

const bodies = JSON.parse(readFileSync(process.argv[2], "utf8")) as StoredBody[];
const app = new Hono();
for (const body of bodies) {
  const gzip = new Uint8Array(Buffer.from(body.gzip, "base64"));
  app.get(body.path, (c) =>
    /\bgzip\b/.test(c.req.header("accept-encoding") ?? "")
      ? c.body(gzip, 200, { "Content-Type": "application/json", "Content-Encoding": "gzip", Vary: "Accept-Encoding" })
      : c.body(body.json, 200, { "Content-Type": "application/json", Vary: "Accept-Encoding" }),
  );
}
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
process.on("SIGTERM", () => process.exit(0));
