import { describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";

describe("payment configuration", () => {
  it("refuses half a provider configuration with a clear message", () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow("STRIPE_PUBLISHABLE_KEY: is required together with STRIPE_SECRET_KEY");
    expect(() => readEnv({ PAYPAL_CLIENT_SECRET: "x" })).toThrow("PAYPAL_CLIENT_ID: is required together with PAYPAL_CLIENT_SECRET");
    expect(() => readEnv({ PAYMENTS_SANDBOX_SCRIPTS: "true" })).toThrow("PAYMENTS_SANDBOX_SCRIPTS: is only for tests against stand-ins");
    expect(() => readEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", PAYPAL_ENV: "live" })).not.toThrow();
  });
});
