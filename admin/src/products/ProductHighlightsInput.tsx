import type { Language } from "@shop/shared";
import { MAX_PRODUCT_HIGHLIGHTS } from "@shop/shared/schemas";
import { TextInput, useTranslate } from "react-admin";

// One claim per line: the API's schema trims the lines and leaves blank ones out when saving.
const asText = (lines: string[] | null | undefined) => (lines ?? []).join("\n");
const asLines = (text: string) => text.split("\n");

/** A product's claims in one language, as its page lists them (docs/behaviour.md §13). */
export const ProductHighlightsInput = ({ language }: { language: Language }) => {
  const translate = useTranslate();
  return (
    <TextInput
      source={`translations.${language}.highlights`}
      label="resources.products.fields.highlights"
      helperText={translate("resources.products.helpers.highlights", { max: MAX_PRODUCT_HIGHLIGHTS })}
      format={asText}
      parse={asLines}
      multiline
      minRows={3}
      fullWidth
    />
  );
};
