// The shop's own counting of every answer (createMetrics().observeRequest) is read from the
// registry exactly as prom-client's Counter and Histogram would answer for the same answers.
import { Counter, Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createMetrics, HTTP_DURATION_BUCKETS } from "./metrics.ts";

const answers: [method: string, route: string, status: number, seconds: number][] = [
  ["GET", "/api/products", 200, 0.0004],
  ["GET", "/api/products/:slug", 200, 0.012],
  ["GET", "/api/products", 200, 0.005],
  ["POST", "/api/orders", 201, 0.31],
  ["GET", "unmatched", 404, 0.002],
  ["GET", "/api/products", 304, 42],
  ["GET", "/api/products/:slug", 200, 0.07],
];

/** What prom-client's own metrics write for the same answers. */
async function promClientText() {
  const registry = new Registry();
  const options = { labelNames: ["method", "route", "status"] as const, registers: [registry] };
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP answers by method, route pattern and status",
    ...options,
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to answer headers, by method, route pattern and status",
    buckets: HTTP_DURATION_BUCKETS,
    ...options,
  });
  for (const [method, route, status, seconds] of answers) {
    const labels = { method, route, status: String(status) };
    requests.inc(labels);
    durations.observe(labels, seconds);
  }
  return registry.metrics();
}

describe("observeRequest", () => {
  it("answers the registry as prom-client's Counter and Histogram would", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    for (const answer of answers) metrics.observeRequest(...answer);
    const httpLines = (text: string) =>
      text
        .split("\n")
        .filter((line) => /^(# (HELP|TYPE) )?http_/.test(line))
        .join("\n");
    const http = httpLines(await metrics.registry.metrics());
    expect(http).toBe(httpLines(await promClientText()));
    expect(http).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/products",status="200"} 2',
    );
  });

  it("forgets its counts when the registry is reset", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.observeRequest("GET", "/api/products", 200, 0.001);
    metrics.registry.resetMetrics();
    expect(await metrics.registry.metrics()).not.toContain('route="/api/products"');
  });
});
