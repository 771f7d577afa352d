// Local stand-ins of the services the shop talks to, for its tests: Stripe's and PayPal's HTTP
// APIs (which also serve stand-in Stripe.js and PayPal SDK scripts for the browser tests), an
// SMTP server, and the payment configuration that points a shop at them.
export { startStripeStandIn, STRIPE_TEST_KEYS, type StripeStandIn, type StandInIntent } from "./stripe.ts";
export { startPayPalStandIn, PAYPAL_TEST_KEYS, type PayPalStandIn, type StandInOrder } from "./paypal.ts";
export { startSmtpStandIn, type SmtpStandIn } from "./smtp.ts";
export { type StandInServer } from "./http.ts";
export {
  paypalEnv,
  startPaymentStandIns,
  stripeEnv,
  type PaymentEnvOptions,
  type PaymentStandIns,
} from "./payment-env.ts";
