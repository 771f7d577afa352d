import { LANGUAGES } from "@shop/shared";
import { adminProductSchema } from "@shop/shared/schemas";
import { InputAdornment, Stack } from "@mui/material";
import { BooleanInput, NumberInput, TabbedForm, TextInput } from "react-admin";
import { CategoriesInput } from "../categories/CategoriesInput.tsx";
import { RichTextEditor } from "../common/RichTextEditor.tsx";
import { validateWith } from "../common/schemaValidation.ts";
import { ProductImagesInput } from "./ProductImagesInput.tsx";

// Images are checked by the API after upload; the form checks everything else.
const validateProduct = validateWith(adminProductSchema.omit({ images: true }));

/** The product form shared by create and edit: details, one tab per language, images. */
export const ProductForm = () => (
  <TabbedForm validate={validateProduct} warnWhenUnsavedChanges>
    <TabbedForm.Tab label="resources.products.tabs.details" sx={{ maxWidth: 760 }}>
      <TextInput source="slug" helperText="resources.products.helpers.slug" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%" }}>
        <NumberInput
          source="price"
          min={0}
          step={0.01}
          helperText="resources.products.helpers.price"
          slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
        />
        <NumberInput source="stock" min={0} step={1} helperText={false} />
      </Stack>
      <BooleanInput source="active" helperText="resources.products.helpers.active" />
      <CategoriesInput />
    </TabbedForm.Tab>
    {LANGUAGES.map((language) => (
      <TabbedForm.Tab key={language} label={`app.languages.${language}`} path={language} sx={{ maxWidth: 1000 }}>
        <TextInput source={`translations.${language}.name`} label="resources.products.fields.name" fullWidth />
        <RichTextEditor source={`translations.${language}.description`} label="resources.products.fields.description" />
      </TabbedForm.Tab>
    ))}
    <TabbedForm.Tab label="resources.products.tabs.images" path="images">
      <ProductImagesInput />
    </TabbedForm.Tab>
  </TabbedForm>
);
