// The order status page's one call: POST /api/orders/lookup with the order's number and e-mail.
import { api, readJson } from "../api/client.ts";
import type { OrderStatusView } from "../api/types.ts";

export function lookUpOrder(orderNumber: string, email: string): Promise<OrderStatusView> {
  return readJson(api.orders.lookup.$post({ json: { orderNumber, email } }));
}
