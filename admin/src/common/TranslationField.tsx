import type { Translations } from "@shop/shared";
import { Typography, type TypographyProps } from "@mui/material";
import { useRecordContext } from "react-admin";
import { translationOf } from "./translationOf.ts";
import { useShopLanguage } from "./useShopLanguage.ts";

interface TranslatedRecord {
  translations: Translations<Record<string, string>>;
}

interface TranslationFieldProps extends Omit<TypographyProps, "children"> {
  /** A text field inside `translations.<language>`, e.g. `name` or `title`. */
  source: string;
  /** Only for the DataTable column header. */
  label?: string;
}

/** A record's text in the console's current language (English when it is missing). */
export const TranslationField = ({ source, label: _label, ...typography }: TranslationFieldProps) => {
  const record = useRecordContext<TranslatedRecord>();
  const { language } = useShopLanguage();
  return (
    <Typography component="span" variant="body2" {...typography}>
      {translationOf(record?.translations, language)[source] ?? ""}
    </Typography>
  );
};
