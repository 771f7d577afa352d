// Stripe.js for a publishable key, loaded once per key. In production it always comes from
// https://js.stripe.com/v3 (through @stripe/stripe-js); only the shop's own payment tests pass a
// stand-in script URL, which the API announces solely when PAYMENTS_SANDBOX_SCRIPTS is set.
// Failures carry the shop's fixed messages (docs/storefront.md §11): 'Failed to load Stripe.js' and
// 'Stripe.js not available'.
import type { Stripe } from "@stripe/stripe-js";

const STRIPE_LOAD_FAILED = "Failed to load Stripe.js";
export const STRIPE_NOT_AVAILABLE = "Stripe.js not available";

type StripeConstructor = (publishableKey: string) => Stripe;

function loadStandIn(publishableKey: string, scriptUrl: string): Promise<Stripe> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onerror = () => reject(new Error(STRIPE_LOAD_FAILED));
    script.onload = () => {
      const constructor = (window as unknown as { Stripe?: StripeConstructor }).Stripe;
      if (constructor) resolve(constructor(publishableKey));
      else reject(new Error(STRIPE_NOT_AVAILABLE));
    };
    document.head.appendChild(script);
  });
}

async function loadOfficial(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import("@stripe/stripe-js");
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error(STRIPE_NOT_AVAILABLE);
  return stripe;
}

const loaded = new Map<string, Promise<Stripe>>();

export function loadStripeJs(publishableKey: string, scriptUrl?: string): Promise<Stripe> {
  const key = `${publishableKey} ${scriptUrl ?? ""}`;
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = (scriptUrl ? loadStandIn(publishableKey, scriptUrl) : loadOfficial(publishableKey)).catch(
      (cause: unknown) => {
        // A later visit to the payment step tries again.
        loaded.delete(key);
        throw cause;
      },
    );
    loaded.set(key, stripe);
  }
  return stripe;
}
