import type { OrderStatus } from "@shop/shared";
import { ORDER_STATUSES } from "@shop/shared/order-states";
import { Tab, Tabs } from "@mui/material";
import { useGetList, useListContext, useTranslate } from "react-admin";

const ALL = "all";
type TabValue = OrderStatus | typeof ALL;

/** The list's filters: the tab's status beside the search and the dates (react-admin types them loosely). */
export type OrderFilters = { status?: OrderStatus } & Record<string, unknown>;

function withoutStatus(filters: OrderFilters): Record<string, unknown> {
  const { status: _status, ...others } = filters;
  return others;
}

/** How many orders match the current search in one tab; shown next to the tab's name. */
const TabLabel = ({ status }: { status: TabValue }) => {
  const translate = useTranslate();
  const list = useListContext();
  const otherFilters = withoutStatus(list.filterValues as OrderFilters);
  // Counted once the list itself has loaded with a total: the orders on screen come first, and
  // a list that failed (expired session, API down) does not set off seven more failing requests.
  const { total } = useGetList(
    "orders",
    { filter: status === ALL ? otherFilters : { ...otherFilters, status }, pagination: { page: 1, perPage: 1 } },
    { enabled: list.total !== undefined },
  );
  const name = translate(status === ALL ? "resources.orders.tabs.all" : `resources.orders.status.${status}`);
  return <span>{total === undefined ? name : `${name} (${total})`}</span>;
};

/** Tabs over the order list's `status` filter; "all" drops the filter. */
export const OrderStatusTabs = () => {
  const translate = useTranslate();
  const list = useListContext();
  const filters = list.filterValues as OrderFilters;
  const current: TabValue = filters.status ?? ALL;
  const select = (status: TabValue) => {
    const otherFilters = withoutStatus(filters);
    list.setFilters(status === ALL ? otherFilters : { ...otherFilters, status }, list.displayedFilters);
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
