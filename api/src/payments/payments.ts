// Chooses the processor for each payment method from the configuration: Stripe for cards and
// PayPal for PayPal when their keys are set, the built-in test provider otherwise.
import type { PaymentConfig, PaymentGatewayName } from "@shop/shared";
import type { PaymentProvider } from "./provider.ts";
import type { TestPaymentProvider } from "./test-provider.ts";

export interface Payments {
  /** The provider that processes a method: CARD or PAYPAL. */
  forMethod(method: "CARD" | "PAYPAL"): PaymentProvider;
  /** The provider that holds an existing order's payment. */
  forGateway(gateway: PaymentGatewayName): PaymentProvider;
  /** Present only when some method uses the test provider. */
  test?: TestPaymentProvider;
  publicConfig(): PaymentConfig;
}

export function createPayments(options: {
  test: TestPaymentProvider;
  stripe?: PaymentProvider & { publishableKey: string };
  paypal?: PaymentProvider & { clientId: string };
}): Payments {
  const { test, stripe, paypal } = options;
  const card = stripe ?? test;
  const wallet = paypal ?? test;
  return {
    forMethod: (method) => (method === "CARD" ? card : wallet),
    forGateway: (gateway) => {
      if (gateway === "STRIPE" && stripe) return stripe;
      if (gateway === "PAYPAL" && paypal) return paypal;
      if (gateway === "TEST") return test;
      throw new Error(`Payment gateway ${gateway} is not configured`);
    },
    test: stripe && paypal ? undefined : test,
    publicConfig: () => ({
      card: stripe ? { gateway: "STRIPE", publishableKey: stripe.publishableKey } : { gateway: "TEST" },
      paypal: paypal ? { gateway: "PAYPAL", clientId: paypal.clientId } : { gateway: "TEST" },
    }),
  };
}
