// The withdrawal page's one call of its own: the shopper's "Confirm withdrawal" (POST /api/orders/withdrawals).
import type { WithdrawalInput } from "@shop/shared/schemas";
import { api, readJson } from "../api/client.ts";
import type { WithdrawalReceipt } from "../api/types.ts";

export function sendWithdrawal(statement: WithdrawalInput): Promise<WithdrawalReceipt> {
  return readJson(api.orders.withdrawals.$post({ json: statement }));
}
