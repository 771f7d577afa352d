import type { AdminOrderRecord } from "@shop/shared";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Box, Link } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { Fact, FactList } from "../common/FactList.tsx";
import { Section } from "../common/Section.tsx";
import { carrierLabel } from "./shipment.ts";

/** Who carries a shipped order's parcel, its tracking number and the carrier's tracking page. */
export const OrderShipment = () => {
  const record = useRecordContext<AdminOrderRecord>();
  const translate = useTranslate();
  if (!record || !(record.shippedAt || record.carrier || record.trackingNumber)) return null;
  // The API builds the link from the carrier's own page; anything else is not followed.
  const trackingUrl = record.trackingUrl?.startsWith("https://") ? record.trackingUrl : null;
  return (
    <Section title="resources.orders.sections.shipment">
      <FactList>
        {record.shippedAt && (
          <Fact label="resources.orders.fields.shippedAt">
            <DateTimeField source="shippedAt" />
          </Fact>
        )}
        <Fact label="resources.orders.fields.carrier">
          {record.carrier ? carrierLabel(record.carrier, translate) : "—"}
        </Fact>
        <Fact label="resources.orders.fields.trackingNumber">
          {record.trackingNumber ? (
            <Box component="span" sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
              {record.trackingNumber}
            </Box>
          ) : (
            "—"
          )}
        </Fact>
      </FactList>
      {trackingUrl && (
        <Link
          href={trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mt: 1.5 }}
        >
          {translate("resources.orders.shipment.track")}
          <OpenInNewIcon fontSize="inherit" aria-hidden />
        </Link>
      )}
    </Section>
  );
};
