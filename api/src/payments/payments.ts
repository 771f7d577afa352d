// Chooses the processor for each payment method from the configuration. Test mode (the offline
// demo) is all or nothing: with no payment keys at all the built-in test provider takes both
// methods; as soon as any provider has keys it does not exist, so nobody can mark a real order
// paid through it, and a method whose provider has no keys is simply not offered.
import type { PaymentConfig, PaymentGateway, PaymentMethod } from "@shop/shared";
import { PaymentProviderError, type PaymentProvider } from "./provider.ts";
import type { TestPaymentProvider } from "./test-provider.ts";

export interface Payments {
  /** No payment keys configured: the test provider takes every order and no money moves. */
  readonly testMode: boolean;
  /** The provider that takes a method, or undefined when the shop does not offer it. */
  forMethod(method: PaymentMethod): PaymentProvider | undefined;
  /** The provider that holds an existing order's payment; a PaymentProviderError if it is no longer configured. */
  forGateway(gateway: PaymentGateway): PaymentProvider;
  /** The provider of a gateway when it is configured. */
  find(gateway: PaymentGateway): PaymentProvider | undefined;
  /**
   * True for a gateway whose payments can never complete an order here: the test provider once
   * the shop has keys. Its payments moved no money, so their orders expire rather than wait.
   */
  retired(gateway: PaymentGateway): boolean;
  /** Present only in test mode. */
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
  const { stripe, paypal, sandboxScripts } = options;
  const testMode = !stripe && !paypal;
  const test = testMode ? options.test : undefined;
  const card = stripe ?? test;
  const wallet = paypal ?? test;
  const find = (gateway: PaymentGateway): PaymentProvider | undefined =>
    gateway === "STRIPE" ? stripe : gateway === "PAYPAL" ? paypal : gateway === "TEST" ? test : undefined;
  return {
    testMode,
    forMethod: (method) => (method === "CARD" ? card : wallet),
    forGateway: (gateway) => {
      const provider = find(gateway);
      if (!provider) throw new PaymentProviderError(`Payment gateway ${gateway} is not configured`);
      return provider;
    },
    find,
    retired: (gateway) => gateway === "TEST" && !testMode,
    test,
    publicConfig: () => ({
      testMode,
      card: stripe
        ? { gateway: "STRIPE", publishableKey: stripe.publishableKey, scriptUrl: sandboxScripts?.stripeJs }
        : test
          ? { gateway: "TEST" }
          : null,
      paypal: paypal
        ? { gateway: "PAYPAL", clientId: paypal.clientId, sdkUrl: sandboxScripts?.paypalSdk }
        : test
          ? { gateway: "TEST" }
          : null,
    }),
  };
}
