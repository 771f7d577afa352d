import { ORDER_NUMBER_ALPHABET } from "@shop/shared/order-number";
import { randomString } from "../platform/random.ts";

/** "TK-7KQ4-M9XR": short enough to read out on the phone, far too many to guess. */
export function newOrderNumber(): string {
  return `TK-${randomString(4, ORDER_NUMBER_ALPHABET)}-${randomString(4, ORDER_NUMBER_ALPHABET)}`;
}
