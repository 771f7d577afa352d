import type { AdminCustomerRecord } from "@shop/shared";
import { Box, Link as MuiLink } from "@mui/material";
import { Show, useRecordContext } from "react-admin";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { Fact, FactList } from "../common/FactList.tsx";
import { PriceField } from "../common/PriceField.tsx";
import { Section } from "../common/Section.tsx";
import { CustomerDataActions } from "./CustomerDataActions.tsx";
import { CustomerOrders } from "./CustomerOrders.tsx";

/** The customer's orders in sum, as the API counts them (all of them, not just one page). */
const CustomerSummary = () => {
  const record = useRecordContext<AdminCustomerRecord>();
  if (!record) return null;
  return (
    <Section title="resources.customers.sections.summary">
      <FactList>
        <Fact label="resources.customers.fields.customerName">{record.customerName || "—"}</Fact>
        <Fact label="resources.customers.fields.email">
          <MuiLink href={`mailto:${record.email}`} sx={{ wordBreak: "break-all" }}>
            {record.email}
          </MuiLink>
        </Fact>
        <Fact label="resources.customers.fields.orderCount">{record.orderCount}</Fact>
        <Fact label="resources.customers.fields.paidOrderCount">{record.paidOrderCount}</Fact>
        <Fact label="resources.customers.fields.paidTotal">
          <PriceField source="paidTotal" />
        </Fact>
        <Fact label="resources.customers.fields.refundedTotal">
          <PriceField source="refundedTotal" />
        </Fact>
        <Fact label="resources.customers.fields.firstOrderAt">
          <DateTimeField source="firstOrderAt" />
        </Fact>
        <Fact label="resources.customers.fields.lastOrderAt">
          <DateTimeField source="lastOrderAt" />
        </Fact>
      </FactList>
      <CustomerDataActions />
    </Section>
  );
};

/** Everything one e-mail address has ordered: the sums beside the orders, newest first. */
const CustomerShow = () => (
  <Show actions={false}>
    <Box
      sx={{
        display: "grid",
        gap: 2,
        p: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 2fr)" },
        alignItems: "start",
      }}
    >
      <CustomerSummary />
      <CustomerOrders />
    </Box>
  </Show>
);

export default CustomerShow;
