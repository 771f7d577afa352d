import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import { useState } from "react";
import { Button, useListContext, useNotify, useRefresh, useTranslate, useUpdateMany } from "react-admin";
import { shipmentMove, type Shipment } from "./shipment.ts";
import { ShipmentDialog } from "./ShipmentDialog.tsx";

/**
 * Marks the selected paid orders as shipped: the daily dispatch run, with one carrier for all
 * (tracking numbers differ per parcel: they are added order by order). It is offered on the
 * paid tab only, so PAID is the status every selected order showed. Refreshes the list after,
 * also after a failure, since orders leave the paid tab and the counts change.
 */
export const ShipSelectedButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const count = selectedIds.length;

  const ship = (shipment: Shipment) =>
    updateMany(
      "orders",
      { ids: selectedIds, data: shipmentMove("PAID", { ...shipment, trackingNumber: "" }) },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          notify("resources.orders.notifications.ship_selected", {
            type: "success",
            messageArgs: { smart_count: count },
          });
          onUnselectItems();
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : "ra.notification.http_error", { type: "error" }),
        onSettled: () => {
          setOpen(false);
          refresh();
        },
      },
    );

  return (
    <>
      <Button label="resources.orders.actions.ship_selected" onClick={() => setOpen(true)} disabled={isPending}>
        <LocalShippingIcon />
      </Button>
      <ShipmentDialog
        open={open}
        title={translate("resources.orders.confirm.ship_selected_title", { smart_count: count })}
        askTrackingNumber={false}
        consequence={translate("resources.orders.confirm.ship_selected_content")}
        loading={isPending}
        onConfirm={ship}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
