import type { AdminAddress, AdminOrderRecord } from "@shop/shared";
import { Box, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { Section } from "../common/Section.tsx";
import { useShopLanguage } from "../common/useShopLanguage.ts";

const AddressLines = ({ address }: { address: AdminAddress | null }) => {
  const translate = useTranslate();
  const { locale } = useShopLanguage();
  if (!address) return <Typography variant="body2">{translate("resources.orders.address.none")}</Typography>;
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(address.country) ?? address.country;
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: "normal" }}>
      {`${address.firstName} ${address.lastName}`.trim()}
      <br />
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.address}
      <br />
      {address.addressLine2 && (
        <>
          {address.addressLine2}
          <br />
        </>
      )}
      {`${address.postCode} ${address.city}`}
      <br />
      {country}
      <br />
      {address.phone}
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
