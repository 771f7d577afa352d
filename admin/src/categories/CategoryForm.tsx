import { LANGUAGES } from "@shop/shared";
import { adminCategorySchema } from "@shop/shared/schemas";
import { NumberInput, SimpleForm, TextInput, useTranslate } from "react-admin";
import { validateWith } from "../common/schemaValidation.ts";
import { SeoInputs } from "../common/SeoInputs.tsx";

const validateCategory = validateWith(adminCategorySchema);

/** Slug, position in the shop's menus and the name in every language. */
export const CategoryForm = () => {
  const translate = useTranslate();
  return (
    <SimpleForm validate={validateCategory} warnWhenUnsavedChanges sx={{ maxWidth: 640 }}>
      <TextInput source="slug" helperText="resources.categories.helpers.slug" />
      <NumberInput source="position" min={0} step={1} helperText="resources.categories.helpers.position" />
      {LANGUAGES.map((language) => (
        <TextInput
          key={language}
          source={`translations.${language}.name`}
          label={translate("resources.categories.fields.name_in", { language: translate(`app.languages.${language}`) })}
        />
      ))}
      {LANGUAGES.map((language) => (
        <SeoInputs key={language} base={`translations.${language}`} page="category" language={language} />
      ))}
    </SimpleForm>
  );
};
