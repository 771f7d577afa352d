import type { AdminOrderRecord } from "@shop/shared";
import { Alert, Box, Divider, Stack, Typography } from "@mui/material";
import { Fragment } from "react";
import { useRecordContext, useTranslate } from "react-admin";
import { Fact, FactList } from "../common/FactList.tsx";
import { Section } from "../common/Section.tsx";
import { useShopLanguage } from "../common/useShopLanguage.ts";
import { OrderReturn } from "./OrderReturn.tsx";

/**
 * The shopper's withdrawals from the order's contract, as they gave them (docs/behaviour.md §14):
 * when each was received, the name and address given, and the items or the whole order; whether
 * the refund is still due; the returned parcel marked received, and the refund from there.
 */
export const OrderWithdrawals = () => {
  const record = useRecordContext<AdminOrderRecord>();
  const translate = useTranslate();
  const { locale } = useShopLanguage();
  if (!record || record.withdrawals.length === 0) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const open = record.withdrawalOpen;
  return (
    <Section title="resources.orders.sections.withdrawals">
      <Alert severity={open ? "warning" : "success"} sx={{ mb: 2 }}>
        {translate(open ? "resources.orders.withdrawals.open" : "resources.orders.withdrawals.closed")}
      </Alert>
      <Stack spacing={2} divider={<Divider flexItem />}>
        {record.withdrawals.map((withdrawal) => (
          <Box key={withdrawal.id}>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {translate("resources.orders.withdrawals.received", {
                date: when.format(new Date(withdrawal.receivedAt)),
              })}
            </Typography>
            <FactList>
              <Fact label="resources.orders.withdrawals.name">{withdrawal.name}</Fact>
              <Fact label="resources.orders.withdrawals.email">
                <Box component="span" sx={{ wordBreak: "break-all" }}>
                  {withdrawal.email}
                </Box>
              </Fact>
              <Fact label="resources.orders.withdrawals.content">
                {withdrawal.items
                  ? withdrawal.items.map((item) => (
                      <Fragment key={item.slug}>
                        {item.quantity} × {item.name}
                        <br />
                      </Fragment>
                    ))
                  : translate("resources.orders.withdrawals.whole_order")}
              </Fact>
            </FactList>
          </Box>
        ))}
      </Stack>
      <OrderReturn order={record} />
    </Section>
  );
};
