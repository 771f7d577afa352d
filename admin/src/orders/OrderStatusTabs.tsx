import { LIST_COUNT_CAP, type OrderStatus } from "@shop/shared";
import { ORDER_STATUSES } from "@shop/shared/order-states";
import { Tab, Tabs } from "@mui/material";
import { useGetList, useListContext, useLocale, useTranslate } from "react-admin";
import { LIST_ROWS } from "../api/dataProvider.ts";

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
  const locale = useLocale();
  const list = useListContext();
  const otherFilters = withoutStatus(list.filterValues as OrderFilters);
  // Counted once the list itself has loaded with a total: the orders on screen come first, and
  // a list that failed (expired session, API down) does not set off seven more failing requests.
  // The API counts up to LIST_COUNT_CAP: past it, the tab says "10,000+".
  const { total, pageInfo } = useGetList(
    "orders",
    {
      filter: status === ALL ? otherFilters : { ...otherFilters, status },
      pagination: { page: 1, perPage: 1 },
      meta: LIST_ROWS,
    },
    { enabled: list.total !== undefined || list.hasNextPage !== undefined },
  );
  const name = translate(status === ALL ? "resources.orders.tabs.all" : `resources.orders.status.${status}`);
  const count =
    total !== undefined ? String(total) : pageInfo?.hasNextPage ? `${LIST_COUNT_CAP.toLocaleString(locale)}+` : null;
  return <span>{count === null ? name : `${name} (${count})`}</span>;
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
