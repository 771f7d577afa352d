import type { AdminOrderRecord, AdminRefundQuote, ApiErrorBody } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useDataProvider } from "react-admin";
import { apiErrorOf } from "../api/apiError.ts";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { refundChoice, type RefundFormState } from "./refundForm.ts";

/** How long the dialog waits after the last keystroke or click before it asks for a quote. */
const QUOTE_DELAY_MS = 250;

/**
 * What the refund dialog's choice gives back, as the API decides it (POST
 * /api/admin/orders/{id}/refunds/quote): asked once the form has rested for a moment, and only
 * answered for the form as it is now. `refusal` is the API's error when it refuses that choice;
 * `pending` while the answer for the current choice is still to come (`quote` is then the last one).
 */
export function useRefundQuote(
  order: AdminOrderRecord,
  form: RefundFormState,
): { quote?: AdminRefundQuote; refusal?: ApiErrorBody["error"] | Error; pending: boolean } {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const choice = refundChoice(form);
  const key = JSON.stringify(choice);
  const [asked, setAsked] = useState({ key, choice });
  useEffect(() => {
    const timer = setTimeout(() => setAsked({ key, choice }), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
    // The choice is a new object on every render; its key says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const { data, error, isFetching } = useQuery({
    // The refunds made so far are part of the key: after a refund, the same choice is asked anew.
    queryKey: ["orders", order.id, "refund-quote", order.refunded, asked.key],
    queryFn: ({ signal }) => dataProvider.quoteRefund(order.id, asked.choice!, signal),
    enabled: asked.choice !== null,
    retry: false,
    // While the next quote is on its way the last one stays on screen (the total does not blink).
    placeholderData: keepPreviousData,
  });
  if (choice === null) return { pending: false };
  const answered = asked.key === key && !isFetching;
  if (answered && error) return { refusal: apiErrorOf(error) ?? error, pending: false };
  return { quote: error ? undefined : data, pending: !answered };
}
