// The one order flow behind every payment method and gateway: create the order on the server,
// let the gateway take the payment, have the server verify it, then clear the cart and show
// /success. Gateways differ only in `takePayment`.
import type { PaymentMethod } from "@shop/shared";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../api/client.ts";
import type { CreatedOrder } from "../api/types.ts";
import { localePath } from "../app/languagePath.ts";
import { useCart } from "../cart/CartContext.tsx";
import { useCartQuote } from "../cart/cartQuote.ts";
import { isDiscountError, setDiscountCode, setDiscountRefusal } from "../cart/discountCode.ts";
import { useCheckout } from "../checkout/CheckoutContext.tsx";
import { AGE_CONFIRMATION_ID } from "../checkout/ageConfirmation.ts";
import { CLEAR_CART_ON_ARRIVAL, type OrderConfirmation } from "../checkout/orderConfirmation.ts";
import { needsAgeConfirmation } from "../checkout/saleRestrictions.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { buildOrderPayload } from "./orderPayload.ts";
import { confirmOrder, createOrder, reloadPaymentConfig } from "./paymentApi.ts";

/** Error codes the payment step explains in the shopper's language. */
const KNOWN_ERRORS = new Set([
  "total_below_minimum",
  "card_declined",
  "authentication_required",
  "out_of_stock",
  "price_changed",
  "payment_not_completed",
  "payment_provider_unavailable",
  "payment_method_unavailable",
  "incorrect_iban",
  "age_confirmation_required",
  "timeout",
  "network_error",
]);

export class PaymentError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = "PaymentError";
  }
}

/**
 * What a payment form needs of the flow it pays for: a new order from the cart (usePlaceOrder), or
 * an order that waits for its payment, paid again from the order status page (usePayAgain).
 */
export interface PaymentFlow {
  /** Takes the payment with `takePayment` on the flow's order, then has the server confirm it. */
  placeOrder: (takePayment: (order: CreatedOrder) => Promise<void>) => Promise<void>;
  processing: boolean;
  /** The last attempt's failure, in the shopper's language. */
  error: string | null;
  /** The flow can take a payment now (the cart's prices are the server's). */
  ready: boolean;
  /** The shopper changed what they pay with: the last attempt's failure no longer applies. */
  clearError: () => void;
}

/**
 * The order needs the age confirmation the shopper has not given (in this tab: the checkbox was
 * ticked in another, or the visit is new), or the API refused the order naming `ageConfirmed`.
 */
function isAgeRefusal(cause: unknown): boolean {
  if (cause instanceof PaymentError) return cause.code === "age_confirmation_required";
  return cause instanceof ApiError && cause.field === "ageConfirmed";
}

/** The translation key that explains a failed payment in the shopper's language. */
export function paymentErrorKey(error: unknown): string {
  const code = error instanceof ApiError || error instanceof PaymentError ? error.code : "";
  return `payment.errors.${KNOWN_ERRORS.has(code) ? code : "generic"}`;
}

export function usePlaceOrder(method: PaymentMethod) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { cart } = useCart();
  const { quote, current } = useCartQuote();
  const { shipping, billing, ageConfirmed, setAgeError } = useCheckout();
  const ageNeeded = needsAgeConfirmation(quote?.items ?? []);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // After a declined card the same order is paid with the next card, so a retry never leaves
  // a trail of unpaid orders; any change to the cart or addresses makes a new one. Once the
  // provider has taken the money (`paid`), a retry only asks the server to confirm again: it
  // never pays a second time, whatever failed afterwards.
  const pending = useRef<{ payload: string; order: CreatedOrder; paid?: boolean } | null>(null);

  const payload = buildOrderPayload({
    cart,
    quote,
    shipping,
    billing,
    paymentMethod: method,
    language,
    ageConfirmed,
  });

  /** Creates (or reuses) the server order for this cart. */
  const prepareOrder = useCallback(async (): Promise<CreatedOrder> => {
    // The payment step asks for it itself (PaymentPage): the order would be refused without it.
    if (ageNeeded && !ageConfirmed) throw new PaymentError("age_confirmation_required");
    const key = JSON.stringify(payload);
    if (pending.current?.payload === key) return pending.current.order;
    const order = await createOrder(payload);
    pending.current = { payload: key, order };
    return order;
  }, [payload, ageNeeded, ageConfirmed]);

  /** The server has the payment: confirm the order, then hand over to /success. */
  const completeOrder = useCallback(
    async (order: CreatedOrder, onConfirmed?: () => void) => {
      const confirmed = await confirmOrder(order.orderNumber);
      pending.current = null;
      onConfirmed?.();
      const confirmation: OrderConfirmation = {
        orderNumber: confirmed.orderNumber,
        email: payload.customerEmail,
        total: confirmed.total ?? order.total,
        ...(order.discount > 0 && order.discountCode
          ? { discount: { amount: order.discount, code: order.discountCode } }
          : {}),
        paymentMethod: method,
        processing: confirmed.status === "PAYMENT_PROCESSING",
        shippingAddress: {
          countryCode: shipping.countryCode,
          countryName: shipping.countryName,
          address: shipping.address,
          city: shipping.city,
          postcode: shipping.postcode,
        },
      };
      // /success empties the cart once it is on screen: emptying it here would let this page,
      // still shown while /success loads, send the shopper home for having an empty cart.
      void navigate(localePath(language, "/success"), { state: { ...confirmation, [CLEAR_CART_ON_ARRIVAL]: true } });
    },
    [payload.customerEmail, method, shipping, navigate, language],
  );

  const fail = useCallback(
    (cause: unknown) => {
      console.error("Payment failed", cause);
      // Anything but a refused card (or a payment already taken) means the order itself may be
      // unusable: start afresh next time.
      const code = cause instanceof ApiError || cause instanceof PaymentError ? cause.code : "";
      const keep =
        pending.current?.paid ||
        code === "card_declined" ||
        code === "authentication_required" ||
        code === "payment_provider_unavailable";
      if (!keep) pending.current = null;
      // The shop stopped taking this method since the page loaded: offer only what it takes now.
      if (code === "payment_method_unavailable") void reloadPaymentConfig();
      // The code was refused at the order (used up meanwhile, or by this e-mail address already,
      // or it leaves a total no payment can be taken for): it is dropped, the totals are priced
      // without it, and the shopper is told why. A total too small without a code is the cart's.
      if (isDiscountError(code) && !(cause instanceof ApiError && cause.field === "items")) {
        setDiscountRefusal(code);
        setDiscountCode(null);
        setError(t(`cart.discount.errors.${code}`));
        return;
      }
      // The confirmation is missing: the checkbox on this page says so and takes the focus.
      if (isAgeRefusal(cause)) {
        setAgeError(true);
        setError(t("payment.errors.age_confirmation_required"));
        document.getElementById(AGE_CONFIRMATION_ID)?.focus();
        return;
      }
      setError(t(paymentErrorKey(cause)));
    },
    [t, setAgeError],
  );
  const clearError = useCallback(() => setError(null), []);

  /** The whole flow for gateways that take the payment in one step (test card, Stripe card). */
  const placeOrder = useCallback(
    async (takePayment: (order: CreatedOrder) => Promise<void>) => {
      if (processing) return;
      setProcessing(true);
      setError(null);
      try {
        const order = await prepareOrder();
        // An order with nothing to pay is paid as it is placed: there is no payment to take.
        if (!order.paid && !pending.current?.paid) {
          await takePayment(order);
          if (pending.current) pending.current.paid = true;
        }
        await completeOrder(order);
      } catch (cause) {
        fail(cause);
      } finally {
        setProcessing(false);
      }
    },
    [processing, prepareOrder, completeOrder, fail],
  );

  return {
    placeOrder,
    prepareOrder,
    completeOrder,
    fail,
    processing,
    setProcessing,
    error,
    setError,
    clearError,
    ready: current,
    payload,
  };
}
