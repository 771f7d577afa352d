import type { AdminNewsletterSubscriberRecord } from "@shop/shared";
import { Chip } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { STATUS_CHIP } from "./subscriberChoices.ts";

export const SubscriberStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AdminNewsletterSubscriberRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      {...STATUS_CHIP[record.status]}
      label={translate(`resources.newsletter-subscribers.status.${record.status}`)}
    />
  );
};
