import type { Language } from "@shop/shared";
import { TextInput, useTranslate } from "react-admin";

/**
 * The page head's title and description in one language, for products, posts and categories
 * (`base`: where the record keeps them, e.g. `seo.en` or `translations.en`). Empty: the shop's defaults.
 */
export const SeoInputs = ({ base, language }: { base: string; language?: Language }) => {
  const translate = useTranslate();
  const suffix = language ? ` (${translate(`app.languages.${language}`)})` : "";
  return (
    <>
      <TextInput
        source={`${base}.seoTitle`}
        label={`${translate("app.seo.title")}${suffix}`}
        helperText="app.seo.title_help"
        fullWidth
      />
      <TextInput
        source={`${base}.seoDescription`}
        label={`${translate("app.seo.description")}${suffix}`}
        helperText="app.seo.description_help"
        multiline
        minRows={2}
        fullWidth
      />
    </>
  );
};
