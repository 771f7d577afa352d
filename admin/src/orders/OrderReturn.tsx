import type { AdminOrderRecord } from "@shop/shared";
import { REFUNDABLE_STATUSES, RETURNABLE_STATUSES } from "@shop/shared/order-states";
import MoveToInboxIcon from "@mui/icons-material/MoveToInbox";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useCanAccess, useTranslate } from "react-admin";
import { useShopLanguage } from "../common/useShopLanguage.ts";
import { OrderRefundPartButton } from "./OrderRefundPartButton.tsx";
import { awaitsReturn, returnRefundForm } from "./returnForm.ts";
import { ReturnDialog } from "./ReturnDialog.tsx";

/** What the last returned parcel held, as recorded: intact, opened, and opened kits not refunded. */
const ReturnedUnits = ({ order }: { order: AdminOrderRecord }) => {
  const translate = useTranslate();
  const groups = [
    ["intact", order.returnedUnits.filter((unit) => unit.sealIntact)],
    ["opened", order.returnedUnits.filter((unit) => !unit.sealIntact && unit.refunded)],
    ["kept", order.returnedUnits.filter((unit) => !unit.refunded)],
  ] as const;
  return (
    <>
      {groups
        .filter(([, units]) => units.length > 0)
        .map(([group, units]) => (
          <Typography key={group} variant="body2">
            {translate(`resources.orders.returns.units_${group}`, {
              units: units.map((unit) => `${unit.quantity} × ${unit.name}`).join(", "),
            })}
          </Typography>
        ))}
    </>
  );
};

/**
 * The returned parcel of a withdrawal: staff mark it received with the seal of each unit, then
 * refund from here within 14 days of receipt (the deadline shown until a refund is made), the
 * dialog opening with the units to refund.
 */
export const OrderReturn = ({ order }: { order: AdminOrderRecord }) => {
  const translate = useTranslate();
  const { locale } = useShopLanguage();
  const { canAccess: canRefund } = useCanAccess({ resource: "orders", action: "refund" });
  const { canAccess: canReceive } = useCanAccess({ resource: "orders", action: "return" });
  const [receiving, setReceiving] = useState(false);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long" });
  const received = order.returnReceivedAt ? day.format(new Date(order.returnReceivedAt)) : null;
  const refundedSince =
    order.returnReceivedAt !== null && order.refunds.some((refund) => refund.createdAt >= order.returnReceivedAt!);
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {received && order.refundDueBy && (
        <Alert severity={new Date(order.refundDueBy) < new Date() ? "error" : "warning"}>
          {translate("resources.orders.returns.due", { received, due: day.format(new Date(order.refundDueBy)) })}
        </Alert>
      )}
      {received && !order.refundDueBy && (
        <Alert severity="success">
          {translate(refundedSince ? "resources.orders.returns.received" : "resources.orders.returns.nothing_due", {
            received,
          })}
        </Alert>
      )}
      {received && <ReturnedUnits order={order} />}
      {received && order.refundDueBy && canRefund && REFUNDABLE_STATUSES.includes(order.status) && (
        <OrderRefundPartButton
          order={order}
          label="resources.orders.returns.refund"
          initial={() => returnRefundForm(order, translate("resources.orders.returns.refund_reason"))}
        />
      )}
      {canReceive && awaitsReturn(order, RETURNABLE_STATUSES.includes(order.status)) && (
        <Button variant="outlined" startIcon={<MoveToInboxIcon />} onClick={() => setReceiving(true)}>
          {translate("resources.orders.returns.mark_received")}
        </Button>
      )}
      {receiving && <ReturnDialog order={order} onClose={() => setReceiving(false)} />}
    </Stack>
  );
};
