import type { AdminOrderRecord, OrderStatus } from "@shop/shared";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import { Button } from "@mui/material";
import { useState } from "react";
import { HttpError, useNotify, useRefresh, useTranslate, useUpdate } from "react-admin";
import { shipmentMove, type Shipment } from "./shipment.ts";
import { ShipmentDialog } from "./ShipmentDialog.tsx";

/** "Mark as shipped": asks for the carrier and tracking number, confirms, then moves the order. */
export const OrderShipButton = ({ order }: { order: AdminOrderRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<AdminOrderRecord & { fromStatus?: OrderStatus }>();

  const ship = (shipment: Shipment) =>
    update(
      "orders",
      { id: order.id, data: shipmentMove(order.status, shipment), previousData: order },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          setOpen(false);
          notify("resources.orders.notifications.ship", { type: "success", messageArgs: { number: order.number } });
        },
        onError: (error) => {
          notify(error instanceof Error ? error.message : "ra.notification.http_error", { type: "error" });
          // Someone else moved the order meanwhile: show where it is now.
          if (error instanceof HttpError && error.status === 409) {
            setOpen(false);
            refresh();
          }
        },
      },
    );

  return (
    <>
      <Button variant="contained" startIcon={<LocalShippingIcon />} disabled={isPending} onClick={() => setOpen(true)}>
        {translate("resources.orders.actions.ship")}
      </Button>
      <ShipmentDialog
        open={open}
        title={translate("resources.orders.ship.title", { number: order.number })}
        askTrackingNumber
        consequence={translate("resources.orders.ship.consequence")}
        loading={isPending}
        onConfirm={ship}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
