import type { PaymentMethod } from "@shop/shared";
import type { CreateOrderInput } from "@shop/shared/schemas";
import useSWR, { mutate } from "swr";
import { api, ApiError, pathParam, readJson } from "../api/client.ts";
import type { ConfirmedOrder, CreatedOrder, PaymentConfig } from "../api/types.ts";

const CONFIG_KEY = api.payments.config.$path();

export function usePaymentConfig() {
  return useSWR<PaymentConfig, ApiError>(CONFIG_KEY, () => readJson(api.payments.config.$get()), {
    revalidateIfStale: false,
    onError: (error: unknown) => console.error("Failed to load the payment configuration", error),
  });
}

/** Loads the configuration again: the server refused a method the page still offered. */
export function reloadPaymentConfig(): Promise<unknown> {
  return mutate(CONFIG_KEY);
}

/** Where the configuration describes each method. */
const CONFIG_SECTIONS = { CARD: "card", PAYPAL: "paypal" } as const satisfies Record<
  PaymentMethod,
  keyof PaymentConfig
>;

/**
 * The methods the shop takes, in the order the payment page offers them: a method whose
 * processor has no keys is null in the configuration and is not offered at all.
 */
export function offeredMethods(config: PaymentConfig): PaymentMethod[] {
  return (Object.keys(CONFIG_SECTIONS) as PaymentMethod[]).filter((method) => config[CONFIG_SECTIONS[method]] !== null);
}

/** POST /orders. A refusal is thrown as 'Failed to create order: <response text>' (docs/storefront.md §11). */
export async function createOrder(payload: CreateOrderInput): Promise<CreatedOrder> {
  try {
    return await readJson(api.orders.$post({ json: payload }));
  } catch (cause) {
    if (!(cause instanceof ApiError)) throw cause;
    const error = new ApiError(
      cause.status,
      cause.code,
      `Failed to create order: ${cause.responseText || cause.message}`,
      cause.field,
      cause.responseText,
    );
    console.error(error.message);
    throw error;
  }
}

/** The built-in test processor's stand-in for the provider's client-side confirmation (test mode only). */
export function confirmTestPayment(body: {
  paymentReference: string;
  clientSecret: string;
  cardNumber?: string;
  method: PaymentMethod;
}) {
  return readJson(api.payments.test.confirm.$post({ json: body }));
}

/** Asks the server to verify the payment with the provider and mark the order paid. */
export function confirmOrder(orderNumber: string): Promise<ConfirmedOrder> {
  return readJson(api.orders.confirm[":orderNumber"].$post({ param: { orderNumber: pathParam(orderNumber) } }));
}
