import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import { BulkUpdateButton, useListContext, useNotify, useRefresh } from "react-admin";

/**
 * Marks the selected paid orders as shipped: the daily dispatch run. Refreshes the list after,
 * since the orders leave the paid tab and the tab counts change.
 */
export const ShipSelectedButton = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const count = selectedIds.length;
  return (
    <BulkUpdateButton
      data={{ status: "SHIPPED" }}
      label="resources.orders.actions.ship_selected"
      icon={<LocalShippingIcon />}
      mutationMode="pessimistic"
      confirmTitle="resources.orders.confirm.ship_selected_title"
      confirmContent="resources.orders.confirm.ship_selected_content"
      mutationOptions={{
        onSuccess: () => {
          notify("resources.orders.notifications.ship_selected", { type: "success", messageArgs: { smart_count: count } });
          onUnselectItems();
          refresh();
        },
      }}
    />
  );
};
