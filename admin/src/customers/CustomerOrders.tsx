import type { AdminCustomerRecord, AdminOrderListRow } from "@shop/shared";
import { Box } from "@mui/material";
import { DataTable, ListBase, Pagination, ResourceContextProvider, useRecordContext } from "react-admin";
import { LIST_ROWS } from "../api/dataProvider.ts";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { PriceField } from "../common/PriceField.tsx";
import { Section } from "../common/Section.tsx";
import { OrderStatusField } from "../orders/OrderStatusField.tsx";

const Column = DataTable.Col<AdminOrderListRow>;

/** The customer's orders: the order list filtered by their e-mail address (any case), each opening its page. */
export const CustomerOrders = () => {
  const customer = useRecordContext<AdminCustomerRecord>();
  if (!customer) return null;
  return (
    <Section title="resources.customers.sections.orders">
      <ResourceContextProvider value="orders">
        <ListBase
          resource="orders"
          filter={{ email: customer.email }}
          sort={{ field: "createdAt", order: "DESC" }}
          perPage={10}
          disableSyncWithLocation
          storeKey={false}
          queryOptions={{ meta: LIST_ROWS }}
        >
          <DataTable rowClick="show" bulkActionButtons={false}>
            <Column
              source="number"
              render={(order) => (
                <Box component="span" sx={{ fontFamily: "monospace" }}>
                  {order.number}
                </Box>
              )}
            />
            <Column source="createdAt" field={DateTimeField} />
            <DataTable.NumberCol source="itemCount" disableSort />
            <Column source="total" field={PriceField} align="right" />
            <Column source="refunded" field={PriceField} align="right" disableSort />
            <Column source="status" field={OrderStatusField} />
          </DataTable>
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </ListBase>
      </ResourceContextProvider>
    </Section>
  );
};
