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
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  const labelled = { registers: [registry] };
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP answers by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      ...labelled,
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from request to answer headers, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      ...labelled,
    }),
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
