import type { AdminAddress, AdminOrderRecord } from "@shop/shared";
import { Box, Typography } from "@mui/material";
import { postalAddressLines } from "@shop/shared/countries";
import { Fragment } from "react";
import { useRecordContext, useTranslate } from "react-admin";
import { Section } from "../common/Section.tsx";
import { useShopLanguage } from "../common/useShopLanguage.ts";

const AddressLines = ({ address }: { address: AdminAddress | null }) => {
  const translate = useTranslate();
  const { language } = useShopLanguage();
  if (!address) return <Typography variant="body2">{translate("resources.orders.address.none")}</Typography>;
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: "normal" }}>
      {[...postalAddressLines(address, language), address.phone].map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Typography>
  );
};

export const OrderAddresses = () => {
  const record = useRecordContext<AdminOrderRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <Section title="resources.orders.sections.shipping_address">
        <AddressLines address={record.shippingAddress} />
      </Section>
      <Section title="resources.orders.sections.billing_address">
        <AddressLines address={record.billingAddress} />
      </Section>
    </Box>
  );
};
