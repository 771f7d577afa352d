// A local stand-in for the part of PayPal's REST API the shop uses (OAuth, Orders v2, capture
// refunds, verify-webhook-signature), answering with PayPal's JSON shapes, plus a stand-in
// PayPal JS SDK at /sdk/js for the browser tests. Approval, which happens in PayPal's own window
// for real, is POST /test/approve/{id} here (the stand-in SDK calls it when its button is clicked).
import { createHmac } from "node:crypto";
import { randomId, startStandIn, type StandInRequest, type StandInResponse, type StandInServer } from "./http.ts";
import { PAYPAL_SDK } from "./paypal-sdk.ts";

export const PAYPAL_TEST_KEYS = {
  clientId: "standin-client-id",
  clientSecret: "standin-client-secret",
  webhookId: "WH-STANDIN-0001",
};
const SIGNING_SECRET = "stand-in signing secret";
const ACCESS_TOKEN = "A21AAStandInAccessToken";

interface Money {
  currency_code: string;
  value: string;
}
interface StandInCapture {
  id: string;
  status: "COMPLETED" | "DECLINED" | "REFUNDED" | "PARTIALLY_REFUNDED";
  amount: Money;
  final_capture: true;
  invoice_id?: string;
  custom_id?: string;
  refunded_cents: number;
  create_time: string;
}
export interface StandInOrder {
  id: string;
  intent: "CAPTURE";
  status: "CREATED" | "APPROVED" | "COMPLETED" | "VOIDED";
  purchase_units: {
    reference_id?: string;
    invoice_id?: string;
    custom_id?: string;
    description?: string;
    amount: Money;
    payments?: { captures: StandInCapture[] };
  }[];
  payer?: { name: { given_name: string; surname: string }; email_address: string; payer_id: string };
  create_time: string;
  links: { href: string; rel: string; method: string }[];
}

export interface PayPalStandIn extends StandInServer {
  orders: Map<string, StandInOrder>;
  /** The shopper approves the order in PayPal's window. */
  approve(id: string): void;
  /** The next capture is declined by the payer's funding source. */
  declineNextCapture: boolean;
  /** A webhook delivery as PayPal sends it, with transmission headers the stand-in verifies. */
  webhook(
    eventType: string,
    resource: object,
    options?: { id?: string; tamper?: boolean },
  ): { body: string; headers: Record<string, string> };
}

const issue = (status: number, name: string, detail: string, description: string): StandInResponse => ({
  status,
  body: {
    name,
    message: description,
    debug_id: randomId("", 13).toLowerCase(),
    details: [{ issue: detail, description }],
  },
});
const cents = (money: Money) => Math.round(Number(money.value) * 100);
const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");
const signature = (id: string, time: string, webhookId: string, body: string) =>
  createHmac("sha256", SIGNING_SECRET).update(`${id}|${time}|${webhookId}|${body}`).digest("base64");

export async function startPayPalStandIn(): Promise<PayPalStandIn> {
  const orders = new Map<string, StandInOrder>();
  const captures = new Map<string, { order: StandInOrder; capture: StandInCapture }>();
  const requestIds = new Map<string, StandInResponse>();
  let url = "";

  const bearer = (request: StandInRequest) => request.headers.authorization === `Bearer ${ACCESS_TOKEN}`;
  const unauthorised = (): StandInResponse => ({
    status: 401,
    body: { error: "invalid_token", error_description: "Token signature verification failed" },
  });
  const notFound = (id: string) =>
    issue(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", `Specified resource ID ${id} does not exist.`);
  /** PayPal-Request-Id: the same request id is answered with the first answer. */
  const once = (request: StandInRequest, handle: () => StandInResponse): StandInResponse => {
    const id = request.headers["paypal-request-id"];
    if (typeof id !== "string") return handle();
    const key = `${request.path}:${id}`;
    const stored = requestIds.get(key);
    if (stored) return stored;
    const response = handle();
    if (response.status < 500) requestIds.set(key, response);
    return response;
  };

  const server = await startStandIn([
    {
      method: "GET",
      pattern: "/sdk/js",
      handler: () => ({ status: 200, body: PAYPAL_SDK(url), contentType: "text/javascript" }),
    },
    {
      method: "POST",
      pattern: "/v1/oauth2/token",
      handler: (request) => {
        const expected = `Basic ${Buffer.from(`${PAYPAL_TEST_KEYS.clientId}:${PAYPAL_TEST_KEYS.clientSecret}`).toString("base64")}`;
        if (request.headers.authorization !== expected)
          return { status: 401, body: { error: "invalid_client", error_description: "Client Authentication failed" } };
        return {
          status: 200,
          body: {
            scope: "https://uri.paypal.com/services/payments/payment",
            access_token: ACCESS_TOKEN,
            token_type: "Bearer",
            app_id: "APP-STANDIN",
            expires_in: 32400,
            nonce: randomId("", 20),
          },
        };
      },
    },
    {
      method: "POST",
      pattern: "/v2/checkout/orders",
      handler: (request) => {
        if (!bearer(request)) return unauthorised();
        return once(request, () => {
          const body = JSON.parse(request.rawBody) as {
            intent?: string;
            purchase_units?: StandInOrder["purchase_units"];
          };
          const unit = body.purchase_units?.[0];
          if (body.intent !== "CAPTURE" || !unit || !/^\d+\.\d{2}$/.test(unit.amount?.value ?? "")) {
            return issue(
              400,
              "INVALID_REQUEST",
              "INVALID_PARAMETER_VALUE",
              "Request is not well-formed, syntactically incorrect, or violates schema.",
            );
          }
          const id = randomId("", 17).toUpperCase();
          const order: StandInOrder = {
            id,
            intent: "CAPTURE",
            status: "CREATED",
            purchase_units: [{ ...unit }],
            create_time: now(),
            links: [
              { href: `${url}/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
              { href: `${url}/checkoutnow?token=${id}`, rel: "approve", method: "GET" },
              { href: `${url}/v2/checkout/orders/${id}/capture`, rel: "capture", method: "POST" },
            ],
          };
          orders.set(id, order);
          return { status: 201, body: order };
        });
      },
    },
    {
      method: "GET",
      pattern: "/v2/checkout/orders/:id",
      handler: (request) => {
        if (!bearer(request)) return unauthorised();
        const order = orders.get(request.params.id);
        return order ? { status: 200, body: order } : notFound(request.params.id);
      },
    },
    {
      method: "POST",
      pattern: "/v2/checkout/orders/:id/capture",
      handler: (request) => {
        if (!bearer(request)) return unauthorised();
        return once(request, () => {
          const order = orders.get(request.params.id);
          if (!order) return notFound(request.params.id);
          if (order.status === "COMPLETED")
            return issue(
              422,
              "UNPROCESSABLE_ENTITY",
              "ORDER_ALREADY_CAPTURED",
              "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
            );
          if (order.status !== "APPROVED")
            return issue(
              422,
              "UNPROCESSABLE_ENTITY",
              "ORDER_NOT_APPROVED",
              "Payer has not yet approved the Order for payment.",
            );
          const unit = order.purchase_units[0];
          const capture: StandInCapture = {
            id: randomId("", 17).toUpperCase(),
            status: standIn.declineNextCapture ? "DECLINED" : "COMPLETED",
            amount: unit.amount,
            final_capture: true,
            invoice_id: unit.invoice_id,
            custom_id: unit.custom_id,
            refunded_cents: 0,
            create_time: now(),
          };
          standIn.declineNextCapture = false;
          unit.payments = { captures: [capture] };
          order.status = "COMPLETED";
          captures.set(capture.id, { order, capture });
          return { status: 201, body: order };
        });
      },
    },
    {
      method: "POST",
      pattern: "/v2/payments/captures/:id/refund",
      handler: (request) => {
        if (!bearer(request)) return unauthorised();
        return once(request, () => {
          const found = captures.get(request.params.id);
          if (!found) return notFound(request.params.id);
          const { capture } = found;
          if (capture.status === "REFUNDED")
            return issue(
              422,
              "UNPROCESSABLE_ENTITY",
              "CAPTURE_FULLY_REFUNDED",
              "The capture has already been fully refunded",
            );
          const body = request.rawBody ? (JSON.parse(request.rawBody) as { amount?: Money }) : {};
          const amount = body.amount ?? capture.amount;
          capture.refunded_cents += cents(amount);
          capture.status = capture.refunded_cents >= cents(capture.amount) ? "REFUNDED" : "PARTIALLY_REFUNDED";
          return {
            status: 201,
            body: {
              id: randomId("", 17).toUpperCase(),
              status: "COMPLETED",
              amount,
              create_time: now(),
              links: [{ href: `${url}/v2/payments/captures/${capture.id}`, rel: "up", method: "GET" }],
            },
          };
        });
      },
    },
    {
      method: "POST",
      pattern: "/v1/notifications/verify-webhook-signature",
      handler: (request) => {
        if (!bearer(request)) return unauthorised();
        const body = JSON.parse(request.rawBody) as {
          transmission_id: string;
          transmission_time: string;
          transmission_sig: string;
          webhook_id: string;
          webhook_event: unknown;
        };
        const expected = signature(
          body.transmission_id,
          body.transmission_time,
          body.webhook_id,
          JSON.stringify(body.webhook_event),
        );
        return {
          status: 200,
          body: { verification_status: expected === body.transmission_sig ? "SUCCESS" : "FAILURE" },
        };
      },
    },
    {
      method: "POST",
      pattern: "/test/approve/:id",
      handler: (request) => {
        const order = orders.get(request.params.id);
        if (!order) return notFound(request.params.id);
        approve(order);
        return { status: 200, body: order };
      },
    },
  ]);
  url = server.url;

  function approve(order: StandInOrder) {
    if (order.status !== "CREATED") return;
    order.status = "APPROVED";
    order.payer = {
      name: { given_name: "Anna", surname: "Schmidt" },
      email_address: "anna@example.com",
      payer_id: "STANDINPAYER1",
    };
  }

  const standIn: PayPalStandIn = Object.assign(server, {
    orders,
    declineNextCapture: false,
    approve(id: string) {
      const order = orders.get(id);
      if (!order) throw new Error(`no PayPal order ${id}`);
      approve(order);
    },
    webhook(eventType: string, resource: object, options: { id?: string; tamper?: boolean } = {}) {
      const event = {
        id: options.id ?? `WH-${randomId("", 17).toUpperCase()}`,
        event_version: "1.0",
        create_time: now(),
        resource_type: eventType.includes("REFUND") ? "refund" : "capture",
        resource_version: "2.0",
        event_type: eventType,
        summary: eventType,
        resource,
      };
      const body = JSON.stringify(event);
      const transmissionId = randomId("", 32);
      const time = now();
      const sig = signature(transmissionId, time, PAYPAL_TEST_KEYS.webhookId, body);
      return {
        body,
        headers: {
          "content-type": "application/json",
          "paypal-auth-algo": "SHA256withRSA",
          "paypal-cert-url": `${url}/v1/notifications/certs/CERT-STANDIN`,
          "paypal-transmission-id": transmissionId,
          "paypal-transmission-sig": options.tamper ? `${sig.slice(0, -4)}AAAA` : sig,
          "paypal-transmission-time": time,
        },
      };
    },
  });
  return standIn;
}
