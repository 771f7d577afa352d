// The shop's Prometheus metrics (prom-client). One registry per built Deps, not prom-client's
// global one, so two instances in one test process keep their own counts. GET /metrics serves it
// (protected by METRICS_TOKEN).
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export interface Metrics {
  readonly registry: Registry;
  /** Every answer, by method, route pattern (never the raw path: bounded label values) and status. */
  readonly httpRequests: Counter<"method" | "route" | "status">;
  readonly httpDuration: Histogram<"method" | "route" | "status">;
  readonly ordersCreated: Counter;
  readonly ordersPaid: Counter;
  readonly paymentFailures: Counter<"provider">;
  readonly emailsSent: Counter<"kind">;
  readonly emailsFailed: Counter<"kind">;
  /**
   * Counts one answer in http_requests_total and http_request_duration_seconds. `route` must be a
   * route pattern or a fixed word (never a raw path), `method` one of a fixed set.
   */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  const labelled = { registers: [registry] };
  const httpRequests = new Counter({
    name: "http_requests_total",
    help: "HTTP answers by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    ...labelled,
  });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to answer headers, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ...labelled,
  });
  // The labelled children, made once per (method, route, status): a request then costs one map
  // lookup instead of prom-client hashing its labels twice. Bounded like the label values.
  const series = new Map<
    string,
    {
      requests: Counter.Internal;
      duration: Histogram.Internal<"method" | "route" | "status">;
    }
  >();
  return {
    registry,
    httpRequests,
    httpDuration,
    observeRequest(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let child = series.get(key);
      if (!child) {
        const labels = { method, route, status: String(status) };
        child = { requests: httpRequests.labels(labels), duration: httpDuration.labels(labels) };
        series.set(key, child);
      }
      child.requests.inc();
      child.duration.observe(seconds);
    },
    ordersCreated: new Counter({
      name: "shop_orders_created_total",
      help: "Orders placed (stock reserved, awaiting payment)",
      ...labelled,
    }),
    ordersPaid: new Counter({
      name: "shop_orders_paid_total",
      help: "Orders whose payment was verified with the provider",
      ...labelled,
    }),
    paymentFailures: new Counter({
      name: "shop_payment_failures_total",
      help: "Payments declined, failed or unverifiable, by provider",
      labelNames: ["provider"] as const,
      ...labelled,
    }),
    emailsSent: new Counter({
      name: "shop_emails_sent_total",
      help: "E-mails handed to the mail server, by kind",
      labelNames: ["kind"] as const,
      ...labelled,
    }),
    emailsFailed: new Counter({
      name: "shop_emails_failed_total",
      help: "E-mail sending attempts that failed (each is retried from the outbox), by kind",
      labelNames: ["kind"] as const,
      ...labelled,
    }),
  };
}
