import type { AdminOrderRecord } from "@shop/shared";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import { Box, IconButton, Tooltip } from "@mui/material";
import { Link, useCreatePath, useRecordContext, useTranslate } from "react-admin";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { Fact, FactList } from "../common/FactList.tsx";
import { Section } from "../common/Section.tsx";
import { OrderStatusChips } from "./OrderStatusField.tsx";

/** The customer's e-mail: a link to all their orders, and a button to write to them. */
const CustomerEmail = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const write = translate("resources.orders.actions.write_email", { email });
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, wordBreak: "break-all" }}>
      <Link
        to={createPath({ resource: "customers", id: email, type: "show" })}
        title={translate("resources.orders.actions.customer_orders")}
      >
        {email}
      </Link>
      <Tooltip title={write}>
        <IconButton size="small" href={`mailto:${email}`} aria-label={write}>
          <EmailOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};

export const OrderSummary = () => {
  const record = useRecordContext<AdminOrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Section title="resources.orders.sections.summary" action={<OrderStatusChips order={record} />}>
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
          <CustomerEmail email={record.email} />
        </Fact>
        <Fact label="resources.orders.fields.language">{translate(`app.languages.${record.language}`)}</Fact>
        {record.ageConfirmed && (
          <Fact label="resources.orders.fields.ageConfirmed">{translate("resources.orders.age_confirmed")}</Fact>
        )}
      </FactList>
    </Section>
  );
};
