import { formatPrice, toCents } from "@shop/shared";
import { Typography } from "@mui/material";
import { useFieldValue } from "react-admin";
import { useShopLanguage } from "./useShopLanguage.ts";

/** A price the API gives in euros, formatted by the shop's one money module. */
export const PriceField = ({ source }: { source: string; label?: string }) => {
  const euros: unknown = useFieldValue({ source });
  const { language } = useShopLanguage();
  if (typeof euros !== "number") return null;
  return (
    <Typography component="span" variant="body2">
      {formatPrice(toCents(euros), language)}
    </Typography>
  );
};
