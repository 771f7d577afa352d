// Chooses the processor for each payment method from the configuration: Stripe for cards and
// PayPal for PayPal when their keys are set, the built-in test provider otherwise.
import type { PaymentConfig, PaymentGatewayName } from "@shop/shared";
import { PaymentProviderError, type PaymentProvider } from "./provider.ts";
import type { TestPaymentProvider } from "./test-provider.ts";

export interface Payments {
  /** The provider that processes a method: CARD or PAYPAL. */
  forMethod(method: "CARD" | "PAYPAL"): PaymentProvider;
  /** The provider that holds an existing order's payment; a PaymentProviderError if it is no longer configured. */
  forGateway(gateway: PaymentGatewayName): PaymentProvider;
  /** The provider of a gateway when it is configured. */
  find(gateway: PaymentGatewayName): PaymentProvider | undefined;
  /** Present only when some method uses the test provider. */
  test?: TestPaymentProvider;
  publicConfig(): PaymentConfig;
}

export function createPayments(options: {
  test: TestPaymentProvider;
  stripe?: PaymentProvider & { publishableKey: string };
  paypal?: PaymentProvider & { clientId: string };
  /** Stand-in browser scripts for the shop's own payment tests (PAYMENTS_SANDBOX_SCRIPTS). */
  sandboxScripts?: { stripeJs?: string; paypalSdk?: string };
}): Payments {
  const { test, stripe, paypal, sandboxScripts } = options;
  const card = stripe ?? test;
  const wallet = paypal ?? test;
  const find = (gateway: PaymentGatewayName): PaymentProvider | undefined =>
    gateway === "STRIPE" ? stripe : gateway === "PAYPAL" ? paypal : gateway === "TEST" ? test : undefined;
  return {
    forMethod: (method) => (method === "CARD" ? card : wallet),
    forGateway: (gateway) => {
      const provider = find(gateway);
      if (!provider) throw new PaymentProviderError(`Payment gateway ${gateway} is not configured`);
      return provider;
    },
    find,
    test: stripe && paypal ? undefined : test,
    publicConfig: () => ({
      card: stripe ? { gateway: "STRIPE", publishableKey: stripe.publishableKey, scriptUrl: sandboxScripts?.stripeJs } : { gateway: "TEST" },
      paypal: paypal ? { gateway: "PAYPAL", clientId: paypal.clientId, sdkUrl: sandboxScripts?.paypalSdk } : { gateway: "TEST" },
    }),
  };
}
