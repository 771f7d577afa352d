import { LANGUAGES } from "@shop/shared";
import { adminProductSchema } from "@shop/shared/schemas";
import { InputAdornment, Stack } from "@mui/material";
import { useMemo } from "react";
import {
  BooleanInput,
  DateTimeInput,
  NumberInput,
  TabbedForm,
  TextInput,
  useSaveContext,
  type TabbedFormProps,
} from "react-admin";
import { CategoriesInput } from "../categories/CategoriesInput.tsx";
import { confirmBeforeSaving } from "../common/confirmBeforeSaving.ts";
import { RichTextEditor } from "../common/RichTextEditor.tsx";
import { validateWith } from "../common/schemaValidation.ts";
import { useAskFirst } from "../common/useAskFirst.ts";
import { ProductToolbar } from "./ProductArchived.tsx";
import { ProductHighlightsInput } from "./ProductHighlightsInput.tsx";
import { ProductImagesInput } from "./ProductImagesInput.tsx";
import { ProductIvdInputs, ProductIvdLanguageInputs } from "./ProductIvdInputs.tsx";
import { ProductSafetyInputs, ProductSafetyLanguageInputs } from "./ProductSafetyInputs.tsx";
import { SeoInputs } from "../common/SeoInputs.tsx";
import { ShopVisibilityConfirm } from "./ShopVisibilityConfirm.tsx";
import { shopVisibilityWarnings, type VisibilityWarning } from "./shopVisibility.ts";

// Images are checked by the API as they are chosen; the form checks everything else.
const validateProduct = validateWith(adminProductSchema.omit({ images: true }));

/**
 * The product form shared by create and edit: details, one tab per language (name, description,
 * claims, intended use, warnings), the medical device and product safety information, images. A product the shop will not sell once saved (not on sale, no stock) is saved
 * only once the admin confirms.
 */
export const ProductForm = () => {
  const { save } = useSaveContext();
  const { ask, warnings, answer } = useAskFirst<VisibilityWarning>();
  const onSubmit = useMemo(() => save && confirmBeforeSaving(save, shopVisibilityWarnings, ask), [save, ask]);
  return (
    <>
      <ProductTabs onSubmit={onSubmit} />
      <ShopVisibilityConfirm warnings={warnings} onAnswer={answer} />
    </>
  );
};

const ProductTabs = ({ onSubmit }: Pick<TabbedFormProps, "onSubmit">) => (
  <TabbedForm validate={validateProduct} onSubmit={onSubmit} toolbar={<ProductToolbar />} warnWhenUnsavedChanges>
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
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%" }}>
        <NumberInput
          source="salePrice"
          min={0}
          step={0.01}
          helperText="resources.products.helpers.salePrice"
          slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
        />
        <DateTimeInput source="saleEndsAt" helperText="resources.products.helpers.saleEndsAt" />
      </Stack>
      <BooleanInput source="active" helperText="resources.products.helpers.active" />
      <CategoriesInput />
    </TabbedForm.Tab>
    {LANGUAGES.map((language) => (
      <TabbedForm.Tab key={language} label={`app.languages.${language}`} path={language} sx={{ maxWidth: 1000 }}>
        <TextInput source={`translations.${language}.name`} label="resources.products.fields.name" fullWidth />
        <RichTextEditor source={`translations.${language}.description`} label="resources.products.fields.description" />
        <ProductHighlightsInput language={language} />
        <ProductIvdLanguageInputs language={language} />
        <ProductSafetyLanguageInputs language={language} />
        <SeoInputs base={`seo.${language}`} page="product" />
      </TabbedForm.Tab>
    ))}
    <TabbedForm.Tab label="resources.products.tabs.ivd" path="ivd" sx={{ maxWidth: 760 }}>
      <ProductIvdInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="resources.products.tabs.safety" path="safety" sx={{ maxWidth: 760 }}>
      <ProductSafetyInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="resources.products.tabs.images" path="images">
      <ProductImagesInput />
    </TabbedForm.Tab>
  </TabbedForm>
);
