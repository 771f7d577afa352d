// Chooses the processor for each payment method from the configuration. Test mode (the offline
// demo) is all or nothing: with no payment keys at all the built-in test provider takes cards,
// PayPal and SEPA Direct Debit; as soon as any provider has keys it does not exist, so nobody can mark a real order
// paid through it, and a method whose provider has no keys is simply not offered.
import { PaymentMethod, type PaymentConfig, type PaymentGateway } from "@shop/shared";
import { PaymentProviderError, type PaymentProvider } from "./provider.ts";
import type { TestPaymentProvider } from "./test-provider.ts";

/** Every method, in the order the checkout offers them. */
const PAYMENT_METHODS: readonly PaymentMethod[] = Object.values(PaymentMethod);

/** How the API's messages (errors, order histories) name each method. */
export const METHOD_NAMES: Record<PaymentMethod, string> = {
  CARD: "card",
  PAYPAL: "PayPal",
  SEPA_DEBIT: "SEPA Direct Debit",
  KLARNA: "Klarna",
};

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
  stripe?: PaymentProvider & { publishableKey: string; methods: readonly PaymentMethod[] };
  paypal?: PaymentProvider & { clientId: string };
  /** Stand-in browser scripts for the shop's own payment tests (PAYMENTS_SANDBOX_SCRIPTS). */
  sandboxScripts?: { stripeJs?: string; paypalSdk?: string };
}): Payments {
  const { stripe, paypal, sandboxScripts } = options;
  const testMode = !stripe && !paypal;
  const test = testMode ? options.test : undefined;
  const byMethod: Record<PaymentMethod, PaymentProvider | undefined> = {
    CARD: stripe?.methods.includes("CARD") ? stripe : test,
    PAYPAL: paypal ?? test,
    SEPA_DEBIT: stripe?.methods.includes("SEPA_DEBIT") ? stripe : test,
    // The test provider has no stand-in for Klarna's own pages: Klarna needs Stripe keys.
    KLARNA: stripe?.methods.includes("KLARNA") ? stripe : undefined,
  };
  const methods = PAYMENT_METHODS.filter((method) => byMethod[method]);
  const find = (gateway: PaymentGateway): PaymentProvider | undefined =>
    gateway === "STRIPE" ? stripe : gateway === "PAYPAL" ? paypal : gateway === "TEST" ? test : undefined;
  return {
    testMode,
    forMethod: (method) => byMethod[method],
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
      methods,
      // Stripe's keys serve every Stripe method, not only cards.
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
