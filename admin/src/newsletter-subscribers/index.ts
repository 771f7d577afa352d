import type { AdminNewsletterSubscriberRecord } from "@shop/shared";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import { lazy } from "react";

export default {
  list: lazy(() => import("./SubscriberList.tsx")),
  icon: EmailOutlinedIcon,
  recordRepresentation: (record: AdminNewsletterSubscriberRecord) => record.email,
};
