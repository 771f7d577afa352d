import type { AdminOrderListRow } from "@shop/shared";
import { Box, useMediaQuery, type Theme } from "@mui/material";
import { DataTable, DateInput, List, SearchInput, useListContext, useTranslate } from "react-admin";
import { LIST_ROWS } from "../api/dataProvider.ts";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { QuickFilter } from "../common/QuickFilter.tsx";
import { PriceField } from "../common/PriceField.tsx";
import { endOfDayIso, startOfDayIso } from "./dateRange.ts";
import { OrderSimpleList } from "./OrderSimpleList.tsx";
import { OrderStatusField } from "./OrderStatusField.tsx";
import { OrderStatusTabs, type OrderFilters } from "./OrderStatusTabs.tsx";
import { ShipSelectedButton } from "./ShipSelectedButton.tsx";

const Column = DataTable.Col<AdminOrderListRow>;

function useOrderFilters() {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate("resources.orders.filters.search")}
      sx={{ width: 320 }}
    />,
    <DateInput
      key="from"
      source="createdAt_gte"
      label="resources.orders.filters.from"
      parse={startOfDayIso}
      alwaysOn
    />,
    <DateInput
      key="until"
      source="createdAt_lte"
      label="resources.orders.filters.until"
      parse={endOfDayIso}
      alwaysOn
    />,
    <QuickFilter
      key="withdrawal"
      source="withdrawal"
      label="resources.orders.filters.open_withdrawal"
      defaultValue="open"
    />,
    <QuickFilter key="shipment" source="shipment" label="resources.orders.filters.shipment_due" defaultValue="due" />,
  ];
}

const OrderTable = () => {
  const filters = useListContext().filterValues as OrderFilters;
  return (
    <DataTable rowClick="show" bulkActionButtons={filters.status === "PAID" ? <ShipSelectedButton /> : false}>
      <Column
        source="number"
        render={(order) => (
          <Box component="span" sx={{ fontFamily: "monospace" }}>
            {order.number}
          </Box>
        )}
      />
      <Column source="createdAt" field={DateTimeField} />
      {/* Sorted by the columns the API keeps an index for (api/src/admin/order-list.ts); not by name. */}
      <Column source="customerName" disableSort />
      <Column source="email" />
      <DataTable.NumberCol source="itemCount" disableSort />
      <Column source="total" field={PriceField} align="right" />
      <Column source="status" field={OrderStatusField} />
    </DataTable>
  );
};

const OrderList = () => {
  const filters = useOrderFilters();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    // No CSV export: an order list is customers' personal data (names, addresses, phones).
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      exporter={false}
      queryOptions={{ meta: LIST_ROWS }}
    >
      <OrderStatusTabs />
      {isSmall ? <OrderSimpleList /> : <OrderTable />}
    </List>
  );
};

export default OrderList;
