import type { AdminProductRecord } from "@shop/shared";
import Inventory2Icon from "@mui/icons-material/Inventory2";
import { lazy } from "react";
import { translationOf } from "../common/translationOf.ts";
import { currentLanguage } from "../i18n/i18nProvider.ts";

export default {
  list: lazy(() => import("./ProductList.tsx")),
  edit: lazy(() => import("./ProductEdit.tsx")),
  create: lazy(() => import("./ProductCreate.tsx")),
  show: lazy(() => import("./ProductShow.tsx")),
  icon: Inventory2Icon,
  recordRepresentation: (record: AdminProductRecord) =>
    translationOf(record.translations, currentLanguage()).name ?? record.slug,
};
