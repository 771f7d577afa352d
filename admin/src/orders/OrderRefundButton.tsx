import type { AdminOrderRecord } from "@shop/shared";
import { formatPrice, toCents } from "@shop/shared";
import CurrencyExchangeIcon from "@mui/icons-material/CurrencyExchange";
import { Button } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/** A full refund through the payment provider; always confirmed first, with the amount. */
export const OrderRefundButton = ({ order }: { order: AdminOrderRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { language } = useShopLanguage();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.refundOrder(order.id),
    onSuccess: () => {
      notify("resources.orders.notifications.refund", { type: "success", messageArgs: { number: order.number } });
      refresh();
    },
    onError: (error) => notify(error.message || "ra.notification.http_error", { type: "error" }),
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<CurrencyExchangeIcon />}
        disabled={isPending}
        onClick={() => setConfirming(true)}
      >
        {translate("resources.orders.actions.refund")}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.orders.confirm.refund_title"
        content="resources.orders.confirm.refund_content"
        translateOptions={{ number: order.number, amount: formatPrice(toCents(order.total), language) }}
        confirm="resources.orders.actions.refund"
        confirmColor="warning"
        onConfirm={() => mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
