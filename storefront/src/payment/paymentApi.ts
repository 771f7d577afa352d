import type { PaymentMethod } from "@shop/shared";
import type { CreateOrderInput } from "@shop/shared/schemas";
import useSWR, { mutate } from "swr";
import { api, ApiError, pathParam, readJson } from "../api/client.ts";
import type { Read } from "../api/reads.ts";
import type { ConfirmedOrder, CreatedOrder, PaymentConfig } from "../api/types.ts";

const CONFIG_KEY = api.payments.config.$path();

/**
 * GET /api/payments/config: loaded with every page on the server (app/pageData.ts: the footer
 * shows the methods' logos), fetched by the browser only when it has no copy.
 */
export function paymentConfigRead(): Read<PaymentConfig> {
  return {
    key: CONFIG_KEY,
    fetch: () => readJson(api.payments.config.$get()),
    load: (source) => source.paymentConfig(),
  };
}

export function usePaymentConfig() {
  const read = paymentConfigRead();
  return useSWR<PaymentConfig, ApiError>(read.key, read.fetch, {
    revalidateIfStale: false,
    onError: (error: unknown) => console.error("Failed to load the payment configuration", error),
  });
}

/** Loads the configuration again: the server refused a method the page still offered. */
export function reloadPaymentConfig(): Promise<unknown> {
  return mutate(CONFIG_KEY);
}

/**
 * The methods the shop takes, in the order the payment page offers them (the API's list): a
 * method whose processor has no keys is not offered at all.
 */
export function offeredMethods(config: PaymentConfig): PaymentMethod[] {
  return config.methods.filter((method) => (method === "PAYPAL" ? config.paypal : config.card) !== null);
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
  iban?: string;
  method: PaymentMethod;
}) {
  return readJson(api.payments.test.confirm.$post({ json: body }));
}

/** Asks the server to verify the payment with the provider and mark the order paid. */
export function confirmOrder(orderNumber: string): Promise<ConfirmedOrder> {
  return readJson(api.orders.confirm[":orderNumber"].$post({ param: { orderNumber: pathParam(orderNumber) } }));
}
