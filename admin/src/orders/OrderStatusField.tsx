import type { AdminOrderRecord, OrderStatus, PaymentMethod } from "@shop/shared";
import CreditCardOffIcon from "@mui/icons-material/CreditCardOff";
import { Chip, Stack } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { STATUS_CHIP } from "./orderStatus.ts";
import { isPaymentDeclined } from "./paymentDeclined.ts";

export const OrderStatusChip = ({ status }: { status: OrderStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" {...STATUS_CHIP[status]} label={translate(`resources.orders.status.${status}`)} />;
};

/** "Card declined" (or PayPal's) beside a pending order's status. */
export const PaymentDeclinedChip = ({ method }: { method: PaymentMethod }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      icon={<CreditCardOffIcon />}
      label={translate(`resources.orders.payment_declined.${method}`)}
    />
  );
};

/** The order's status, and whether its payment was declined. */
export const OrderStatusChips = ({ order }: { order: AdminOrderRecord }) => (
  <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", alignItems: "center", rowGap: 0.5 }}>
    <OrderStatusChip status={order.status} />
    {isPaymentDeclined(order) && <PaymentDeclinedChip method={order.paymentMethod} />}
  </Stack>
);

export const OrderStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AdminOrderRecord>();
  return record ? <OrderStatusChips order={record} /> : null;
};
