import type { Language } from "@shop/shared";
import { TextInput, useTranslate } from "react-admin";

/** The kinds of page with a page head of their own; each falls back to its own texts (app.seo.help). */
type SeoPage = "product" | "category" | "blog_post";

/**
 * The page head's title and description in one language, for products, posts and categories
 * (`base`: where the record keeps them, e.g. `seo.en` or `translations.en`). Empty: the page's own
 * texts, which the help names for the kind of page (`page`).
 */
export const SeoInputs = ({ base, page, language }: { base: string; page: SeoPage; language?: Language }) => {
  const translate = useTranslate();
  const suffix = language ? ` (${translate(`app.languages.${language}`)})` : "";
  return (
    <>
      <TextInput
        source={`${base}.seoTitle`}
        label={`${translate("app.seo.title")}${suffix}`}
        helperText={`app.seo.help.${page}.title`}
        fullWidth
      />
      <TextInput
        source={`${base}.seoDescription`}
        label={`${translate("app.seo.description")}${suffix}`}
        helperText={`app.seo.help.${page}.description`}
        multiline
        minRows={2}
        fullWidth
      />
    </>
  );
};
