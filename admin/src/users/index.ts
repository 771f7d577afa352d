import type { AdminUserRecord } from "@shop/shared";
import PeopleIcon from "@mui/icons-material/People";
import { lazy } from "react";

export default {
  list: lazy(() => import("./UserList.tsx")),
  edit: lazy(() => import("./UserEdit.tsx")),
  create: lazy(() => import("./UserCreate.tsx")),
  icon: PeopleIcon,
  recordRepresentation: (record: AdminUserRecord) => record.username,
};
