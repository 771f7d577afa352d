// The discount code the shopper applied in the cart: kept in local storage with the cart, sent with
// every quote and with the order, and shown as its own line wherever the totals are. The server
// decides whether it applies; a code it refuses is dropped with the refusal shown beside the field.
import { useSyncExternalStore } from "react";
import { browserStore, useBrowserStore } from "../app/browserStore.ts";

const DISCOUNT_STORAGE_KEY = "discountCode";

function readCode(): string | null {
  try {
    return localStorage.getItem(DISCOUNT_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

const storedCode = browserStore<string | null>({ read: readCode, keys: [DISCOUNT_STORAGE_KEY], serverValue: null });

/** Keeps (or, with null, forgets) the applied code. */
export function setDiscountCode(code: string | null): void {
  try {
    if (code) localStorage.setItem(DISCOUNT_STORAGE_KEY, code);
    else localStorage.removeItem(DISCOUNT_STORAGE_KEY);
  } catch {
    // Storage refused: the code lives for this visit only.
  }
  storedCode.set(code);
}

export function useDiscountCode(): string | null {
  return useBrowserStore(storedCode);
}

/** The refusals the API answers for a code (docs/api-contract.md), each worded in the shop's languages. */
export const DISCOUNT_ERRORS = [
  "discount_invalid",
  "discount_expired",
  "discount_used_up",
  "discount_minimum",
  "discount_not_applicable",
  // The code would leave less than the least a payment can be taken for (and more than nothing).
  "total_below_minimum",
] as const;

export function isDiscountError(code: string | undefined): code is (typeof DISCOUNT_ERRORS)[number] {
  return (DISCOUNT_ERRORS as readonly string[]).includes(code ?? "");
}

/** The last refusal of a code, shown beside the field until the shopper types again (not stored). */
let refusal: string | null = null;
const refusalListeners = new Set<() => void>();

export function setDiscountRefusal(code: string | null): void {
  refusal = code;
  for (const listener of [...refusalListeners]) listener();
}

export function useDiscountRefusal(): string | null {
  return useSyncExternalStore(
    (listener) => {
      refusalListeners.add(listener);
      return () => refusalListeners.delete(listener);
    },
    () => refusal,
    () => null,
  );
}
