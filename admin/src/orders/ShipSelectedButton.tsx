import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import { BulkUpdateButton, useListContext, useNotify, useRefresh } from "react-admin";
import { statusMove } from "./orderStatus.ts";

/**
 * Marks the selected paid orders as shipped: the daily dispatch run. It is offered on the paid
 * tab only, so PAID is the status every selected order showed. Refreshes the list after (also
 * after a failure, react-admin's default), since orders leave the paid tab and the counts change.
 */
export const ShipSelectedButton = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const count = selectedIds.length;
  return (
    <BulkUpdateButton
      data={statusMove("PAID", "ship")}
      label="resources.orders.actions.ship_selected"
      icon={<LocalShippingIcon />}
      mutationMode="pessimistic"
      confirmTitle="resources.orders.confirm.ship_selected_title"
      confirmContent="resources.orders.confirm.ship_selected_content"
      mutationOptions={{
        onSuccess: () => {
          notify("resources.orders.notifications.ship_selected", {
            type: "success",
            messageArgs: { smart_count: count },
          });
          onUnselectItems();
          refresh();
        },
      }}
    />
  );
};
