import { LANGUAGES } from "@shop/shared";
import { NumberField, Show, SimpleShowLayout, TextField, useTranslate } from "react-admin";

const CategoryShow = () => {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="slug" />
        <NumberField source="position" />
        <NumberField source="productCount" />
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            source={`translations.${language}.name`}
            label={translate("resources.categories.fields.name_in", {
              language: translate(`app.languages.${language}`),
            })}
          />
        ))}
      </SimpleShowLayout>
    </Show>
  );
};

export default CategoryShow;
