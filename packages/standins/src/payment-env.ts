// The payment test environment in one place: the Stripe and PayPal stand-ins started together,
// and the configuration that points a shop at them (the same variables an operator sets for the
// real providers, plus their API addresses), whether the shop runs in the test process or as a
// process of its own.
import { startPayPalStandIn, PAYPAL_TEST_KEYS, type PayPalStandIn } from "./paypal.ts";
import { startStripeStandIn, STRIPE_TEST_KEYS, type StripeStandIn } from "./stripe.ts";

export interface PaymentEnvOptions {
  /**
   * PAYMENTS_SANDBOX_SCRIPTS=true: the storefront loads Stripe.js and the PayPal SDK from the
   * stand-ins instead of Stripe's and PayPal's servers (what the browser tests need).
   */
  sandboxScripts?: boolean;
}

const sandbox = (options: PaymentEnvOptions): Record<string, string> =>
  options.sandboxScripts ? { PAYMENTS_SANDBOX_SCRIPTS: "true" } : {};

/** A shop's Stripe configuration: the stand-in's keys and address. */
export const stripeEnv = (stripe: StripeStandIn, options: PaymentEnvOptions = {}): Record<string, string> => ({
  STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
  STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEYS.publishableKey,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
  STRIPE_API_URL: stripe.url,
  ...sandbox(options),
});

/** A shop's PayPal configuration: the stand-in's keys and address. */
export const paypalEnv = (paypal: PayPalStandIn, options: PaymentEnvOptions = {}): Record<string, string> => ({
  PAYPAL_CLIENT_ID: PAYPAL_TEST_KEYS.clientId,
  PAYPAL_CLIENT_SECRET: PAYPAL_TEST_KEYS.clientSecret,
  PAYPAL_WEBHOOK_ID: PAYPAL_TEST_KEYS.webhookId,
  PAYPAL_API_URL: paypal.url,
  ...sandbox(options),
});

export interface PaymentStandIns {
  stripe: StripeStandIn;
  paypal: PayPalStandIn;
  /** The configuration of a shop that takes payments through both stand-ins. */
  env: Record<string, string>;
  /** Stops both stand-ins. */
  close(): Promise<void>;
}

/** Both payment stand-ins, on free ports, and the environment of a shop that uses them. */
export async function startPaymentStandIns(options: PaymentEnvOptions = {}): Promise<PaymentStandIns> {
  const [stripe, paypal] = await Promise.all([startStripeStandIn(), startPayPalStandIn()]);
  return {
    stripe,
    paypal,
    env: { ...stripeEnv(stripe, options), ...paypalEnv(paypal, options) },
    close: async () => {
      await Promise.all([stripe.close(), paypal.close()]);
    },
  };
}
