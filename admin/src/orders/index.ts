import type { AdminOrderRecord } from "@shop/shared";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import { lazy } from "react";

export default {
  list: lazy(() => import("./OrderList.tsx")),
  show: lazy(() => import("./OrderShow.tsx")),
  icon: ShoppingCartIcon,
  recordRepresentation: (record: AdminOrderRecord) => record.number,
};
