import type { AdminBlogPostRecord } from "@shop/shared";
import ArticleIcon from "@mui/icons-material/Article";
import { lazy } from "react";
import { translationOf } from "../common/translationOf.ts";
import { currentLanguage } from "../i18n/i18nProvider.ts";

export default {
  list: lazy(() => import("./BlogPostList.tsx")),
  edit: lazy(() => import("./BlogPostEdit.tsx")),
  create: lazy(() => import("./BlogPostCreate.tsx")),
  show: lazy(() => import("./BlogPostShow.tsx")),
  icon: ArticleIcon,
  recordRepresentation: (record: AdminBlogPostRecord) =>
    translationOf(record.translations, currentLanguage()).title ?? record.slug,
};
