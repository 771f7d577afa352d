import type { AdminOrderListRow, OrderStatus, PaymentMethod } from "@shop/shared";
import CreditCardOffIcon from "@mui/icons-material/CreditCardOff";
import UndoIcon from "@mui/icons-material/Undo";
import { Chip, Stack } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { STATUS_CHIP } from "./orderStatus.ts";
import { isPaymentDeclined } from "./paymentDeclined.ts";

const OrderStatusChip = ({ status }: { status: OrderStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" {...STATUS_CHIP[status]} label={translate(`resources.orders.status.${status}`)} />;
};

/** "Card declined" (or PayPal's) beside a pending order's status. */
const PaymentDeclinedChip = ({ method }: { method: PaymentMethod }) => {
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

/**
 * "Withdrawn" beside an order the shopper withdrew from: in the error colour while its refund is
 * due (MUI's warning colour falls below 4.5:1 on white).
 */
const WithdrawnChip = ({ order }: { order: ChipsOrder }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={order.withdrawalOpen ? "error" : "default"}
      variant="outlined"
      icon={<UndoIcon />}
      label={translate("resources.orders.withdrawals.chip")}
    />
  );
};

/** What the chips read: a list's row has it as the whole record does. */
type ChipsOrder = Pick<
  AdminOrderListRow,
  "status" | "paymentMethod" | "paymentDeclinedAt" | "withdrawn" | "withdrawalOpen"
>;

/** The order's status, whether its payment was declined, and whether the shopper withdrew. */
export const OrderStatusChips = ({ order }: { order: ChipsOrder }) => (
  <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap", alignItems: "center", rowGap: 0.5 }}>
    <OrderStatusChip status={order.status} />
    {isPaymentDeclined(order) && <PaymentDeclinedChip method={order.paymentMethod} />}
    {order.withdrawn && <WithdrawnChip order={order} />}
  </Stack>
);

export const OrderStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AdminOrderListRow>();
  return record ? <OrderStatusChips order={record} /> : null;
};
