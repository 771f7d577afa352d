import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Button } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { useShopLanguage } from "./useShopLanguage.ts";

/** Opens the record's storefront page, in the console's language, in a new tab. */
export const ViewInShopButton = ({ shopPath }: { shopPath: "product" | "blog" }) => {
  const record = useRecordContext<{ slug: string }>();
  const translate = useTranslate();
  const { language } = useShopLanguage();
  if (!record?.slug) return null;
  return (
    <Button
      size="small"
      href={`/${language}/${shopPath}/${encodeURIComponent(record.slug)}`}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNewIcon />}
    >
      {translate("app.action.view_in_shop")}
    </Button>
  );
};
