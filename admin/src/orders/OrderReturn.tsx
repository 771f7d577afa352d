import type { AdminOrderRecord } from "@shop/shared";
import { REFUNDABLE_STATUSES, RETURNABLE_STATUSES } from "@shop/shared/order-states";
import MoveToInboxIcon from "@mui/icons-material/MoveToInbox";
import { Alert, Button, Stack } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { useShopLanguage } from "../common/useShopLanguage.ts";
import { OrderRefundPartButton } from "./OrderRefundPartButton.tsx";

/**
 * The returned parcel of a withdrawal: staff mark it received, then refund from here within 14
 * days of receipt (the deadline shown until a refund is made).
 */
export const OrderReturn = ({ order }: { order: AdminOrderRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { locale } = useShopLanguage();
  const { canAccess: canRefund } = useCanAccess({ resource: "orders", action: "refund" });
  const { canAccess: canReceive } = useCanAccess({ resource: "orders", action: "return" });
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.markReturned(order.id),
    onSuccess: () => {
      notify("resources.orders.notifications.returned", { type: "success", messageArgs: { number: order.number } });
      refresh();
    },
    onError: (error) => notify(error.message || "ra.notification.http_error", { type: "error" }),
  });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long" });
  if (order.refundDueBy && order.returnReceivedAt)
    return (
      <Stack spacing={1} sx={{ mt: 2 }}>
        <Alert severity={new Date(order.refundDueBy) < new Date() ? "error" : "warning"}>
          {translate("resources.orders.returns.due", {
            received: day.format(new Date(order.returnReceivedAt)),
            due: day.format(new Date(order.refundDueBy)),
          })}
        </Alert>
        {canRefund && REFUNDABLE_STATUSES.includes(order.status) && (
          <OrderRefundPartButton order={order} label="resources.orders.returns.refund" />
        )}
      </Stack>
    );
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {order.returnReceivedAt && (
        <Alert severity="success">
          {translate("resources.orders.returns.received", { received: day.format(new Date(order.returnReceivedAt)) })}
        </Alert>
      )}
      {canReceive && RETURNABLE_STATUSES.includes(order.status) && order.shippedAt && (
        <Button variant="outlined" startIcon={<MoveToInboxIcon />} disabled={isPending} onClick={() => mutate()}>
          {translate("resources.orders.returns.mark_received")}
        </Button>
      )}
    </Stack>
  );
};
