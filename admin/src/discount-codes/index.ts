import type { AdminDiscountCodeRecord } from "@shop/shared";
import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import { lazy } from "react";

export default {
  list: lazy(() => import("./DiscountCodeList.tsx")),
  edit: lazy(() => import("./DiscountCodeEdit.tsx")),
  create: lazy(() => import("./DiscountCodeCreate.tsx")),
  show: lazy(() => import("./DiscountCodeShow.tsx")),
  icon: LocalOfferIcon,
  recordRepresentation: (record: AdminDiscountCodeRecord) => record.code,
};
