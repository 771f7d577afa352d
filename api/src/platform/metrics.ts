// The shop's Prometheus metrics (prom-client). One registry per built Deps, not prom-client's
// global one, so two instances in one test process keep their own counts. GET /metrics serves it
// (protected by METRICS_TOKEN).
import {
  Counter,
  Registry,
  collectDefaultMetrics,
  type Metric,
  type MetricObjectWithValues,
  type MetricValue,
} from "prom-client";

export interface Metrics {
  readonly registry: Registry;
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
  const http = httpAnswerMetrics(registry);
  return {
    registry,
    observeRequest: http.observe,
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

/** The buckets of http_request_duration_seconds, in seconds. */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface HttpSeries {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Answers per bucket (not cumulative), by HTTP_DURATION_BUCKETS' index. */
  buckets: number[];
}

/**
 * http_requests_total and http_request_duration_seconds, the two series every answer updates.
 * Their labels are resolved once per (method, route, status): an answer then costs a map lookup
 * and a few additions, where prom-client's labelled children validate and hash the labels on
 * every call (a twentieth of a cached read's cost). The registry reads them as prom-client's own
 * Counter and Histogram would answer (metrics.test.ts compares the two texts).
 */
function httpAnswerMetrics(registry: Registry) {
  const series = new Map<string, HttpSeries>();
  const family = (name: string, help: string, type: "counter" | "histogram", values: () => MetricValue<string>[]) =>
    ({
      name,
      help,
      type,
      aggregator: "sum",
      get: (): Promise<MetricObjectWithValues<MetricValue<string>>> =>
        Promise.resolve({ name, help, type, aggregator: "sum", values: values() }) as never,
      reset: () => series.clear(),
    }) as unknown as Metric;
  registry.registerMetric(
    family("http_requests_total", "HTTP answers by method, route pattern and status", "counter", () =>
      [...series.values()].map(({ labels, count }) => ({ labels, value: count })),
    ),
  );
  const name = "http_request_duration_seconds";
  registry.registerMetric(
    family(name, "Time from request to answer headers, by method, route pattern and status", "histogram", () =>
      [...series.values()].flatMap(({ labels, count, sum, buckets }) => {
        let cumulative = 0;
        return [
          ...HTTP_DURATION_BUCKETS.map((le, index) => ({
            labels: { le, ...labels },
            value: (cumulative += buckets[index]),
            metricName: `${name}_bucket`,
          })),
          { labels: { le: "+Inf", ...labels }, value: count, metricName: `${name}_bucket` },
          { labels, value: sum, metricName: `${name}_sum` },
          { labels, value: count, metricName: `${name}_count` },
        ];
      }),
    ),
  );
  return {
    observe: (method: string, route: string, status: number, seconds: number) => {
      const key = `${method} ${status} ${route}`;
      let counted = series.get(key);
      if (!counted) {
        counted = {
          labels: { method, route, status: String(status) },
          count: 0,
          sum: 0,
          buckets: HTTP_DURATION_BUCKETS.map(() => 0),
        };
        series.set(key, counted);
      }
      counted.count++;
      counted.sum += seconds;
      for (let index = 0; index < HTTP_DURATION_BUCKETS.length; index++) {
        if (seconds <= HTTP_DURATION_BUCKETS[index]) {
          counted.buckets[index]++;
          break;
        }
      }
    },
  };
}
