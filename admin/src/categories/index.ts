import type { AdminCategoryRecord } from "@shop/shared";
import CategoryIcon from "@mui/icons-material/Category";
import { lazy } from "react";
import { translationOf } from "../common/translationOf.ts";
import { currentLanguage } from "../i18n/i18nProvider.ts";

export default {
  list: lazy(() => import("./CategoryList.tsx")),
  edit: lazy(() => import("./CategoryEdit.tsx")),
  create: lazy(() => import("./CategoryCreate.tsx")),
  show: lazy(() => import("./CategoryShow.tsx")),
  icon: CategoryIcon,
  recordRepresentation: (record: AdminCategoryRecord) =>
    translationOf(record.translations, currentLanguage()).name ?? record.slug,
};
