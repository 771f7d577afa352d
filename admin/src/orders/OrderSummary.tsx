import type { AdminOrderRecord } from "@shop/shared";
import { Box, Link } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { Fact, FactList } from "../common/FactList.tsx";
import { Section } from "../common/Section.tsx";
import { OrderStatusChip } from "./OrderStatusField.tsx";

export const OrderSummary = () => {
  const record = useRecordContext<AdminOrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Section title="resources.orders.sections.summary" action={<OrderStatusChip status={record.status} />}>
      <FactList>
        <Fact label="resources.orders.fields.number">
          <Box component="span" sx={{ fontFamily: "monospace", fontSize: "1rem" }}>
            {record.number}
          </Box>
        </Fact>
        <Fact label="resources.orders.fields.createdAt">
          <DateTimeField source="createdAt" />
        </Fact>
        <Fact label="resources.orders.fields.paidAt">
          {record.paidAt ? <DateTimeField source="paidAt" /> : translate("resources.orders.not_paid")}
        </Fact>
        <Fact label="resources.orders.fields.customerName">{record.customerName}</Fact>
        <Fact label="resources.orders.fields.email">
          <Link href={`mailto:${record.email}`}>{record.email}</Link>
        </Fact>
        <Fact label="resources.orders.fields.language">{translate(`app.languages.${record.language}`)}</Fact>
      </FactList>
    </Section>
  );
};
