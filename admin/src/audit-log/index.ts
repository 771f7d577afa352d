import type { AdminAuditEntryRecord } from "@shop/shared";
import HistoryIcon from "@mui/icons-material/History";
import { lazy } from "react";

/** The audit log (ADMIN only): read only, no create, edit or delete anywhere. */
export default {
  list: lazy(() => import("./AuditLogList.tsx")),
  show: lazy(() => import("./AuditLogShow.tsx")),
  icon: HistoryIcon,
  recordRepresentation: (record: AdminAuditEntryRecord) => `#${record.id}`,
};
