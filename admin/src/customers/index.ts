import type { AdminCustomerRecord } from "@shop/shared";
import PersonIcon from "@mui/icons-material/Person";
import { lazy } from "react";

/** One customer: every order placed with one e-mail address, reached from an order's page (no list of its own). */
export default {
  show: lazy(() => import("./CustomerShow.tsx")),
  icon: PersonIcon,
  recordRepresentation: (record: AdminCustomerRecord) => record.email,
};
