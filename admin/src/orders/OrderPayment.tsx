import type { AdminOrderRecord } from "@shop/shared";
import { Box } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { Fact, FactList } from "../common/FactList.tsx";
import { Section } from "../common/Section.tsx";
import { isPaymentDeclined } from "./paymentDeclined.ts";

export const OrderPayment = () => {
  const record = useRecordContext<AdminOrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Section title="resources.orders.sections.payment">
      <FactList>
        <Fact label="resources.orders.fields.paymentMethod">
          {translate(`resources.orders.payment_method.${record.paymentMethod}`)}
        </Fact>
        <Fact label="resources.orders.fields.paymentGateway">
          {translate(`resources.orders.payment_gateway.${record.paymentGateway}`)}
        </Fact>
        <Fact label="resources.orders.fields.paymentReference">
          <Box component="span" sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
            {record.paymentReference ?? "—"}
          </Box>
        </Fact>
        {isPaymentDeclined(record) && (
          <Fact label="resources.orders.fields.paymentDeclinedAt">
            <DateTimeField source="paymentDeclinedAt" />
          </Fact>
        )}
      </FactList>
    </Section>
  );
};
