// PayPal through the Orders v2 REST API. The browser's PayPal buttons only let the shopper
// approve an order this module created for the server's total; the server captures it itself
// (complete), checks the capture and its amount, refunds captures and verifies webhooks with
// PayPal's verify-webhook-signature call. No SDK: a handful of REST calls with an OAuth token.
import type { CreatedPayment, PaymentEvent, PaymentProvider, PaymentRequest, PaymentStatus } from "./provider.ts";
import { PaymentProviderError, WebhookSignatureError } from "./provider.ts";

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  environment: "sandbox" | "live";
  webhookId?: string;
  /** Another API origin than PayPal's (the tests' stand-in). */
  apiUrl?: string;
}

export type PayPalProvider = PaymentProvider & { clientId: string };

const API_URLS = { sandbox: "https://api-m.sandbox.paypal.com", live: "https://api-m.paypal.com" };
const TIMEOUT_MS = 10_000;

interface Money {
  currency_code: string;
  value: string;
}
interface Capture {
  id: string;
  status: "COMPLETED" | "DECLINED" | "PARTIALLY_REFUNDED" | "PENDING" | "REFUNDED" | "FAILED";
  amount: Money;
  status_details?: { reason?: string };
}
interface PayPalOrder {
  id: string;
  status: "CREATED" | "SAVED" | "APPROVED" | "VOIDED" | "COMPLETED" | "PAYER_ACTION_REQUIRED";
  purchase_units: { amount: Money; payments?: { captures?: Capture[] } }[];
}

/** A PayPal error answer: HTTP status and the first issue (ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED...). */
class PayPalApiError extends PaymentProviderError {
  constructor(
    readonly status: number,
    readonly issue: string | undefined,
    what: string,
  ) {
    super(`PayPal: ${what} failed (HTTP ${status}${issue ? ` ${issue}` : ""})`);
  }
}

/** "24.90" → 2490, exactly (no floating point). */
export function centsOf(money: Money): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(money.value);
  if (!match) throw new PaymentProviderError(`PayPal: unreadable amount ${money.value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const money = (cents: number, currency: string): Money => ({
  currency_code: currency,
  value: (cents / 100).toFixed(2),
});

function statusOf(order: PayPalOrder): PaymentStatus {
  const unit = order.purchase_units[0];
  const capture = unit?.payments?.captures?.[0];
  if (capture) {
    const amount = { amountCents: centsOf(capture.amount), currency: capture.amount.currency_code };
    if (capture.status === "COMPLETED" || capture.status === "PARTIALLY_REFUNDED")
      return { state: "succeeded", ...amount };
    if (capture.status === "REFUNDED") return { state: "refunded", ...amount };
    if (capture.status === "PENDING")
      return {
        state: "pending",
        ...amount,
        detail: `capture pending${capture.status_details?.reason ? ` (${capture.status_details.reason})` : ""}`,
      };
    return { state: "failed", ...amount, detail: `capture ${capture.status.toLowerCase()}` };
  }
  const amount = unit
    ? { amountCents: centsOf(unit.amount), currency: unit.amount.currency_code }
    : { amountCents: 0, currency: "EUR" };
  if (order.status === "VOIDED") return { state: "failed", ...amount, detail: "order voided" };
  return {
    state: "pending",
    ...amount,
    detail: order.status === "APPROVED" ? "approved, not captured" : "not approved by the payer",
  };
}

const EVENT_KINDS: Record<string, PaymentEvent["kind"]> = {
  // Approved but not captured (the shopper closed the tab after approving): settling captures it.
  "CHECKOUT.ORDER.APPROVED": "settle",
  "PAYMENT.CAPTURE.COMPLETED": "settle",
  "PAYMENT.CAPTURE.DENIED": "failed",
  "PAYMENT.CAPTURE.REFUNDED": "refunded",
};

interface WebhookBody {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    invoice_id?: string;
    custom_id?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
    purchase_units?: { invoice_id?: string }[];
  };
}

export function createPayPalProvider(options: PayPalOptions): PayPalProvider {
  const base = (options.apiUrl ?? API_URLS[options.environment]).replace(/\/$/, "");
  let token: { value: string; expiresAt: number } | undefined;

  async function send(
    what: string,
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> },
  ): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PaymentProviderError(
        `PayPal: ${what} failed (${(error as Error).name === "TimeoutError" ? "timeout" : "unreachable"})`,
        { cause: error },
      );
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await send("signing in", "/v1/oauth2/token", {
      method: "POST",
      body: "grant_type=client_credentials",
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    if (!response.ok) throw new PayPalApiError(response.status, undefined, "signing in");
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Renewed a minute early, so a token never expires mid-request.
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function api<T>(
    what: string,
    path: string,
    init: { method?: string; json?: unknown; requestId?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      "content-type": "application/json",
      prefer: "return=representation",
    };
    if (init.requestId) headers["paypal-request-id"] = init.requestId;
    const response = await send(what, path, {
      method: init.method ?? "GET",
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      headers,
    });
    if (response.status === 401) token = undefined;
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { name?: string; details?: { issue?: string }[] };
      throw new PayPalApiError(response.status, body.details?.[0]?.issue ?? body.name, what);
    }
    return (await response.json()) as T;
  }

  const readOrder = (reference: string) =>
    api<PayPalOrder>("reading the order", `/v2/checkout/orders/${encodeURIComponent(reference)}`);
  const getStatus = async (reference: string) => statusOf(await readOrder(reference));

  return {
    gateway: "PAYPAL",
    clientId: options.clientId,
    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      const order = await api<PayPalOrder>("creating the order", "/v2/checkout/orders", {
        method: "POST",
        requestId: request.idempotencyKey,
        json: {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: request.orderNumber,
              invoice_id: request.orderNumber,
              custom_id: request.orderNumber,
              description: `Order ${request.orderNumber}`,
              amount: money(request.amountCents, request.currency),
            },
          ],
        },
      });
      // PayPal has no client secret: the buttons need the order id.
      return { reference: order.id, clientSecret: order.id };
    },
    getStatus,
    async complete(reference) {
      const order = await readOrder(reference);
      if (order.status !== "APPROVED") return statusOf(order);
      try {
        // One request id per order: a repeated capture (retry, second instance) is answered, not repeated.
        return statusOf(
          await api<PayPalOrder>(
            "capturing the order",
            `/v2/checkout/orders/${encodeURIComponent(reference)}/capture`,
            { method: "POST", json: {}, requestId: `capture-${reference}` },
          ),
        );
      } catch (error) {
        if (error instanceof PayPalApiError && error.status === 422) {
          // ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED...: the order itself says where it stands.
          const status = await getStatus(reference);
          return status.state === "pending"
            ? { ...status, detail: error.issue?.toLowerCase().replace(/_/g, " ") ?? status.detail }
            : status;
        }
        throw error;
      }
    },
    // Orders v2 has no void for an uncaptured order: it lapses by itself, and since only this
    // server captures, and only for a pending order, an expired order is never charged.
    cancel: getStatus,
    async refund(reference, amountCents, idempotencyKey) {
      const order = await readOrder(reference);
      const capture = order.purchase_units[0]?.payments?.captures?.[0];
      if (!capture) throw new PaymentProviderError("PayPal: the order has no capture to refund");
      if (capture.status === "REFUNDED") return;
      await api("refunding the capture", `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`, {
        method: "POST",
        requestId: idempotencyKey,
        json: { amount: money(amountCents, capture.amount.currency_code) },
      });
    },
    parseWebhook: options.webhookId
      ? async (rawBody, headers) => {
          let event: WebhookBody;
          try {
            event = JSON.parse(rawBody) as WebhookBody;
          } catch {
            throw new WebhookSignatureError("the body is not JSON");
          }
          const header = (name: string) => headers.get(`paypal-${name}`) ?? "";
          if (!header("transmission-sig") || !event.id)
            throw new WebhookSignatureError("the PayPal signature headers are missing");
          const verification = await api<{ verification_status: string }>(
            "verifying a webhook",
            "/v1/notifications/verify-webhook-signature",
            {
              method: "POST",
              json: {
                auth_algo: header("auth-algo"),
                cert_url: header("cert-url"),
                transmission_id: header("transmission-id"),
                transmission_sig: header("transmission-sig"),
                transmission_time: header("transmission-time"),
                webhook_id: options.webhookId,
                webhook_event: event,
              },
            },
          );
          if (verification.verification_status !== "SUCCESS")
            throw new WebhookSignatureError("PayPal did not confirm the signature");
          const type = event.event_type ?? "";
          return {
            id: event.id,
            type,
            kind: EVENT_KINDS[type] ?? "ignored",
            // A CHECKOUT.ORDER event's resource is the order itself; a capture or refund names its order.
            reference: type.startsWith("CHECKOUT.ORDER.")
              ? event.resource?.id
              : event.resource?.supplementary_data?.related_ids?.order_id,
            orderNumber:
              event.resource?.invoice_id ??
              event.resource?.custom_id ??
              event.resource?.purchase_units?.[0]?.invoice_id,
          };
        }
      : undefined,
  };
}
