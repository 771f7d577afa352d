import type { OrderStatusName } from "@shop/shared";
import { Tab, Tabs } from "@mui/material";
import { useGetList, useListContext, useTranslate } from "react-admin";
import { ORDER_STATUSES } from "./orderStatus.ts";

const ALL = "all";
type TabValue = OrderStatusName | typeof ALL;

/** How many orders match the current search in one tab; shown next to the tab's name. */
const TabLabel = ({ status }: { status: TabValue }) => {
  const translate = useTranslate();
  const { filterValues, total: listTotal } = useListContext();
  const { status: _current, ...otherFilters } = filterValues;
  // Counted once the list itself has loaded with a total: the orders on screen come first, and
  // a list that failed (expired session, API down) does not set off seven more failing requests.
  const { total } = useGetList(
    "orders",
    { filter: status === ALL ? otherFilters : { ...otherFilters, status }, pagination: { page: 1, perPage: 1 } },
    { enabled: listTotal !== undefined },
  );
  const name = translate(status === ALL ? "resources.orders.tabs.all" : `resources.orders.status.${status}`);
  return <span>{total === undefined ? name : `${name} (${total})`}</span>;
};

/** Tabs over the order list's `status` filter; "all" drops the filter. */
export const OrderStatusTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current: TabValue = filterValues.status ?? ALL;
  const select = (status: TabValue) => {
    const { status: _previous, ...otherFilters } = filterValues;
    setFilters(status === ALL ? otherFilters : { ...otherFilters, status }, displayedFilters);
  };
  return (
    <Tabs
      value={current}
      onChange={(_event, status: TabValue) => select(status)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={translate("resources.orders.tabs.label")}
      sx={{ borderBottom: 1, borderColor: "divider" }}
    >
      {[ALL, ...ORDER_STATUSES].map((status) => (
        <Tab key={status} value={status} label={<TabLabel status={status as TabValue} />} />
      ))}
    </Tabs>
  );
};
