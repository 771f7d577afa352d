import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";

const ACCOUNT_QUERY = ["shop", "account"] as const;

/** The signed-in staff member's own account (GET /api/admin/account), shared by the page and the notice. */
export function useAccount() {
  const dataProvider = useDataProvider<ShopDataProvider>();
  return useQuery({ queryKey: ACCOUNT_QUERY, queryFn: () => dataProvider.getAccount() });
}

/** Reads the account again (after its second factor changed). */
export function useAccountChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY });
}
