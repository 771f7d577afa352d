import type { AdminOrderRecord } from "@shop/shared";
import { formatPrice, toCents } from "@shop/shared";
import CurrencyExchangeIcon from "@mui/icons-material/CurrencyExchange";
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
} from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useDataProvider, useNotify, useRefresh, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/**
 * The full refund (everything not refunded yet) through the payment provider; always confirmed
 * first, with the amount and whether the units go back to stock (proposed only while unshipped).
 */
export const OrderRefundButton = ({ order }: { order: AdminOrderRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { language } = useShopLanguage();
  const [confirming, setConfirming] = useState(false);
  const [restock, setRestock] = useState(order.status === "PAID");
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.refundOrder(order.id, { restock }),
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
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="full-refund-title">
        <DialogTitle id="full-refund-title">
          {translate("resources.orders.confirm.refund_title", { number: order.number })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate("resources.orders.confirm.refund_content", {
              amount: formatPrice(toCents(order.refundable), language),
            })}
          </DialogContentText>
          <FormControlLabel
            control={<Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} />}
            label={translate("resources.orders.refund.restock")}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={isPending}>
            {translate("ra.action.cancel")}
          </Button>
          <Button variant="contained" color="error" disabled={isPending} onClick={() => mutate()}>
            {translate("resources.orders.actions.refund")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
