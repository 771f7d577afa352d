// A local stand-in for the part of Stripe's REST API the shop uses (PaymentIntents, refunds),
// answering with Stripe's JSON shapes, plus a stand-in Stripe.js at /v3/ for the browser tests.
// The real `stripe` SDK talks to it (STRIPE_API_URL). Card numbers behave like Stripe's test
// cards: 4242… pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure.
// SEPA Direct Debits behave like Stripe's test IBANs: confirmed, the PaymentIntent is
// "processing"; DE89 3704 0044 0532 0130 00 then succeeds and DE62 3704 0044 0532 0130 01 fails
// (back to requires_payment_method), when the test calls settleDebit() (Stripe: minutes later).
import Stripe from "stripe";
import {
  parseForm,
  randomId,
  startStandIn,
  type StandInRequest,
  type StandInResponse,
  type StandInServer,
} from "./http.ts";
import { STRIPE_JS } from "./stripe-js.ts";

export const STRIPE_TEST_KEYS = {
  secretKey: "sk_test_standin_secret",
  publishableKey: "pk_test_standin_public",
  webhookSecret: "whsec_standin_webhook_secret",
};

export interface StandInIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status:
    "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";
  client_secret: string;
  created: number;
  livemode: false;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  capture_method: "automatic";
  confirmation_method: "automatic";
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  next_action: {
    type: "use_stripe_sdk";
    use_stripe_sdk: { type: "three_d_secure_redirect"; stripe_js: string };
  } | null;
  cancellation_reason: string | null;
}

interface StandInCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  currency: string;
  paid: boolean;
  refunded: boolean;
  status: "succeeded";
  payment_intent: string;
  billing_details: Record<string, unknown>;
}

const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  "4000000000000002": { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  "4000000000009995": {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
};
const THREE_D_SECURE = new Set(["4000002760003184", "4000002500003155"]);

/** Stripe's test IBANs: what the debit does once it is no longer processing. */
const STRIPE_TEST_IBANS: Record<string, "succeeded" | "failed"> = {
  DE89370400440532013000: "succeeded",
  DE62370400440532013001: "failed",
};

export interface StripeStandIn extends StandInServer {
  intents: Map<string, StandInIntent>;
  charges: Map<string, StandInCharge>;
  /** The shopper paid (as if Stripe.js had confirmed with 4242…). */
  pay(id: string): StandInIntent;
  /** The shopper confirmed a SEPA Direct Debit from `iban` (a test IBAN): the intent is processing. */
  debit(id: string, iban?: string): StandInIntent;
  /** The bank's answer about a processing debit, per its test IBAN: succeeded, or failed and payable again. */
  settleDebit(id: string): StandInIntent;
  /** A signed webhook delivery for the shop: body and Stripe-Signature header. */
  webhook(
    type: string,
    object: object,
    options?: { id?: string; secret?: string },
  ): { body: string; headers: Record<string, string> };
}

const error = (status: number, type: string, code: string, message: string, extra: object = {}): StandInResponse => ({
  status,
  body: {
    error: { type, code, message, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}`, ...extra },
  },
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const charges = new Map<string, StandInCharge>();
  const idempotent = new Map<string, StandInResponse>();
  /** The IBAN of each processing debit. */
  const debits = new Map<string, string>();
  let url = "";

  /** Secret key for the server; publishable key plus the client secret for the browser. */
  function authorised(request: StandInRequest, intent?: StandInIntent, clientSecret?: unknown): boolean {
    const key = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    if (key === STRIPE_TEST_KEYS.secretKey) return true;
    return key === STRIPE_TEST_KEYS.publishableKey && !!intent && clientSecret === intent.client_secret;
  }
  const unauthorised = () => error(401, "invalid_request_error", "api_key_invalid", "Invalid API Key provided");
  const missing = (id: string) =>
    error(404, "invalid_request_error", "resource_missing", `No such payment_intent: '${id}'`, { param: "intent" });

  function withCharge(intent: StandInIntent, expand: unknown): object {
    const wanted = Object.values((expand as Record<string, string> | undefined) ?? {});
    if (!wanted.includes("latest_charge") || !intent.latest_charge) return intent;
    return { ...intent, latest_charge: charges.get(intent.latest_charge) };
  }

  function succeed(intent: StandInIntent, billing: Record<string, unknown> = {}) {
    const charge: StandInCharge = {
      id: randomId("ch_"),
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      paid: true,
      refunded: false,
      status: "succeeded",
      payment_intent: intent.id,
      billing_details: billing,
    };
    charges.set(charge.id, charge);
    Object.assign(intent, {
      status: "succeeded",
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
      next_action: null,
      payment_method: randomId("pm_"),
    });
  }

  function startDebit(intent: StandInIntent, iban: string): StandInResponse | null {
    const account = iban.replace(/\s/g, "").toUpperCase();
    if (!STRIPE_TEST_IBANS[account])
      return error(400, "invalid_request_error", "invalid_bank_account_iban", "The IBAN you provided is invalid.", {
        param: "payment_method_data[sepa_debit][iban]",
      });
    debits.set(intent.id, account);
    Object.assign(intent, {
      status: "processing",
      last_payment_error: null,
      next_action: null,
      payment_method: randomId("pm_"),
    });
    return null;
  }

  function settleDebit(intent: StandInIntent) {
    const iban = debits.get(intent.id);
    if (intent.status !== "processing" || !iban) return;
    debits.delete(intent.id);
    if (STRIPE_TEST_IBANS[iban] === "succeeded") succeed(intent);
    else
      Object.assign(intent, {
        status: "requires_payment_method",
        payment_method: null,
        last_payment_error: {
          type: "invalid_request_error",
          code: "insufficient_funds",
          message: "The customer's account has insufficient funds to cover this payment.",
        },
      });
  }

  /** Stripe answers a repeated Idempotency-Key with the first answer. */
  const once = (request: StandInRequest, handle: () => StandInResponse): StandInResponse => {
    const key = request.headers["idempotency-key"];
    if (typeof key !== "string") return handle();
    const stored = idempotent.get(`${request.path}:${key}`);
    if (stored) return stored;
    const response = handle();
    if (response.status < 500) idempotent.set(`${request.path}:${key}`, response);
    return response;
  };

  const server = await startStandIn([
    {
      method: "GET",
      pattern: "/v3/",
      handler: () => ({ status: 200, body: STRIPE_JS(url), contentType: "text/javascript" }),
    },
    {
      method: "POST",
      pattern: "/v1/payment_intents",
      handler: (request) => {
        if (!authorised(request)) return unauthorised();
        return once(request, () => {
          const form = parseForm(request.rawBody) as {
            amount?: string;
            currency?: string;
            description?: string;
            receipt_email?: string;
            metadata?: Record<string, string>;
            allowed_payment_method_types?: Record<string, string>;
          };
          const amount = Number(form.amount);
          if (!Number.isInteger(amount) || amount < 50)
            return error(400, "invalid_request_error", "amount_too_small", "Amount must be at least €0.50 eur", {
              param: "amount",
            });
          const id = randomId("pi_3");
          const intent: StandInIntent = {
            id,
            object: "payment_intent",
            amount,
            amount_received: 0,
            currency: form.currency ?? "eur",
            status: "requires_payment_method",
            client_secret: `${id}_secret_${randomId("", 25)}`,
            created: Math.floor(Date.now() / 1000),
            livemode: false,
            description: form.description ?? null,
            receipt_email: form.receipt_email ?? null,
            metadata: form.metadata ?? {},
            allowed_payment_method_types: Object.values(form.allowed_payment_method_types ?? { 0: "card" }),
            payment_method_types: Object.values(form.allowed_payment_method_types ?? { 0: "card" }),
            capture_method: "automatic",
            confirmation_method: "automatic",
            payment_method: null,
            latest_charge: null,
            last_payment_error: null,
            next_action: null,
            cancellation_reason: null,
          };
          intents.set(id, intent);
          return { status: 200, body: intent };
        });
      },
    },
    {
      method: "GET",
      pattern: "/v1/payment_intents/:id",
      handler: (request) => {
        const intent = intents.get(request.params.id);
        const query = parseForm(request.query);
        if (!authorised(request, intent, query.client_secret))
          return intent ? unauthorised() : missing(request.params.id);
        if (!intent) return missing(request.params.id);
        return { status: 200, body: withCharge(intent, query.expand) };
      },
    },
    {
      // What Stripe.js calls in confirmCardPayment (publishable key + client secret).
      method: "POST",
      pattern: "/v1/payment_intents/:id/confirm",
      handler: (request) => {
        const intent = intents.get(request.params.id);
        const form = parseForm(request.rawBody) as {
          client_secret?: string;
          payment_method_data?: {
            type?: string;
            card?: { number?: string };
            sepa_debit?: { iban?: string };
            billing_details?: Record<string, unknown>;
          };
        };
        if (!intent) return missing(request.params.id);
        if (!authorised(request, intent, form.client_secret)) return unauthorised();
        if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") {
          return error(
            400,
            "invalid_request_error",
            "payment_intent_unexpected_state",
            `This PaymentIntent's status is ${intent.status}.`,
            { payment_intent: intent },
          );
        }
        const type = form.payment_method_data?.type ?? "card";
        if (!intent.payment_method_types.includes(type))
          return error(
            400,
            "invalid_request_error",
            "payment_intent_unexpected_state",
            `The PaymentMethod type ${type} is not allowed by this PaymentIntent's payment_method_types.`,
            { param: "payment_method_data[type]" },
          );
        if (type === "sepa_debit") {
          const refused = startDebit(intent, form.payment_method_data?.sepa_debit?.iban ?? "");
          return refused ?? { status: 200, body: intent };
        }
        const number = (form.payment_method_data?.card?.number ?? "").replace(/\D/g, "");
        const decline = DECLINES[number];
        if (decline) {
          intent.last_payment_error = { type: "card_error", ...decline };
          return error(402, "card_error", decline.code, decline.message, {
            decline_code: decline.decline_code,
            payment_intent: intent,
          });
        }
        if (THREE_D_SECURE.has(number)) {
          Object.assign(intent, {
            status: "requires_action",
            next_action: {
              type: "use_stripe_sdk",
              use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: `${url}/3ds/${intent.id}` },
            },
          });
          return { status: 200, body: intent };
        }
        succeed(intent, form.payment_method_data?.billing_details);
        return { status: 200, body: intent };
      },
    },
    {
      // The issuer's 3-D Secure challenge, completed (or failed) by the shopper in Stripe.js's frame.
      method: "POST",
      pattern: "/v1/payment_intents/:id/3ds_complete",
      handler: (request) => {
        const intent = intents.get(request.params.id);
        const form = parseForm(request.rawBody) as { client_secret?: string; outcome?: string };
        if (!intent) return missing(request.params.id);
        if (!authorised(request, intent, form.client_secret)) return unauthorised();
        if (intent.status !== "requires_action") return { status: 200, body: intent };
        if (form.outcome === "approve") succeed(intent);
        else {
          const message =
            "We are unable to authenticate your payment method. Please choose a different payment method and try again.";
          Object.assign(intent, {
            status: "requires_payment_method",
            next_action: null,
            last_payment_error: {
              type: "invalid_request_error",
              code: "payment_intent_authentication_failure",
              message,
            },
          });
        }
        return { status: 200, body: intent };
      },
    },
    {
      method: "POST",
      pattern: "/v1/payment_intents/:id/cancel",
      handler: (request) => {
        const intent = intents.get(request.params.id);
        if (!intent) return missing(request.params.id);
        if (!authorised(request)) return unauthorised();
        if (intent.status === "succeeded" || intent.status === "canceled" || intent.status === "processing") {
          return error(
            400,
            "invalid_request_error",
            "payment_intent_unexpected_state",
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            { payment_intent: intent },
          );
        }
        const form = parseForm(request.rawBody) as { cancellation_reason?: string };
        Object.assign(intent, {
          status: "canceled",
          cancellation_reason: form.cancellation_reason ?? null,
          next_action: null,
        });
        return { status: 200, body: intent };
      },
    },
    {
      method: "POST",
      pattern: "/v1/refunds",
      handler: (request) => {
        if (!authorised(request)) return unauthorised();
        return once(request, () => {
          const form = parseForm(request.rawBody) as { payment_intent?: string; amount?: string };
          const intent = intents.get(form.payment_intent ?? "");
          const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
          if (!intent || !charge)
            return error(
              400,
              "invalid_request_error",
              "resource_missing",
              `No such payment_intent: '${form.payment_intent}'`,
              { param: "payment_intent" },
            );
          if (charge.refunded)
            return error(
              400,
              "invalid_request_error",
              "charge_already_refunded",
              `Charge ${charge.id} has already been refunded.`,
            );
          const amount = form.amount ? Number(form.amount) : charge.amount - charge.amount_refunded;
          if (amount > charge.amount - charge.amount_refunded)
            return error(
              400,
              "invalid_request_error",
              "amount_too_large",
              "Refund amount is greater than the unrefunded amount on the charge.",
              { param: "amount" },
            );
          charge.amount_refunded += amount;
          charge.refunded = charge.amount_refunded === charge.amount;
          const refund = {
            id: randomId("re_3"),
            object: "refund",
            amount,
            currency: charge.currency,
            charge: charge.id,
            payment_intent: intent.id,
            status: "succeeded",
            created: Math.floor(Date.now() / 1000),
          };
          return { status: 200, body: refund };
        });
      },
    },
  ]);
  url = server.url;

  return Object.assign(server, {
    intents,
    charges,
    pay(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      succeed(intent);
      return intent;
    },
    debit(id: string, iban = "DE89370400440532013000") {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      const refused = startDebit(intent, iban);
      if (refused) throw new Error(`the stand-in refused the debit from ${iban}`);
      return intent;
    },
    settleDebit(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      settleDebit(intent);
      return intent;
    },
    webhook(type: string, object: object, options: { id?: string; secret?: string } = {}) {
      const body = JSON.stringify({
        id: options.id ?? randomId("evt_3"),
        object: "event",
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? STRIPE_TEST_KEYS.webhookSecret,
      });
      return { body, headers: { "content-type": "application/json", "stripe-signature": signature } };
    },
  });
}
