import type { AdminOrderRecord, OrderStatus } from "@shop/shared";
import type { StaffMove } from "@shop/shared/order-states";
import CancelIcon from "@mui/icons-material/Cancel";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import { Button } from "@mui/material";
import { useState } from "react";
import { Confirm, HttpError, useNotify, useRefresh, useTranslate, useUpdate } from "react-admin";
import { statusMove } from "./orderStatus.ts";

/** The moves made with this button; shipping (OrderShipButton) and refunds have their own. */
type StatusAction = Exclude<StaffMove, "refund" | "refundPart" | "ship">;

const ICONS = { deliver: <DoneAllIcon />, cancel: <CancelIcon /> };

/** One status move. Cancelling asks first: it returns the stock and cannot be undone. */
export const OrderStatusButton = ({ order, action }: { order: AdminOrderRecord; action: StatusAction }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<AdminOrderRecord & { fromStatus?: OrderStatus }>();

  const move = () =>
    update(
      "orders",
      { id: order.id, data: statusMove(order.status, action), previousData: order },
      {
        mutationMode: "pessimistic",
        onSuccess: () =>
          notify(`resources.orders.notifications.${action}`, {
            type: "success",
            messageArgs: { number: order.number },
          }),
        onError: (error) => {
          notify(error instanceof Error ? error.message : "ra.notification.http_error", { type: "error" });
          // Someone else moved the order meanwhile: show where it is now.
          if (error instanceof HttpError && error.status === 409) refresh();
        },
        onSettled: () => setConfirming(false),
      },
    );

  const needsConfirmation = action === "cancel";
  return (
    <>
      <Button
        variant={action === "cancel" ? "outlined" : "contained"}
        color={action === "cancel" ? "error" : "primary"}
        startIcon={ICONS[action]}
        disabled={isPending}
        onClick={() => (needsConfirmation ? setConfirming(true) : move())}
      >
        {translate(`resources.orders.actions.${action}`)}
      </Button>
      {needsConfirmation && (
        <Confirm
          isOpen={confirming}
          loading={isPending}
          title="resources.orders.confirm.cancel_title"
          content="resources.orders.confirm.cancel_content"
          translateOptions={{ number: order.number }}
          confirm="resources.orders.actions.cancel"
          confirmColor="warning"
          onConfirm={move}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
};
