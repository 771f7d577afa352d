import { LANGUAGES, type AdminProductRecord } from "@shop/shared";
import {
  BooleanField,
  FunctionField,
  NumberField,
  RichTextField,
  Show,
  TabbedShowLayout,
  TextField,
} from "react-admin";
import { CategoryChips } from "../categories/CategoryChips.tsx";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { PriceField } from "../common/PriceField.tsx";
import { ShowActions } from "../common/ShowActions.tsx";
import { ProductGallery } from "./ProductGallery.tsx";

/** The read-only product page (what SUPPORT sees; ADMIN gets the edit form from the list). */
const ProductShow = () => (
  <Show actions={<ShowActions shopPath="product" />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.products.tabs.details">
        <TextField source="slug" />
        <PriceField source="price" />
        <NumberField source="stock" />
        <BooleanField source="active" />
        <CategoryChips label="resources.products.fields.categoryIds" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="updatedAt" />
      </TabbedShowLayout.Tab>
      {LANGUAGES.map((language) => (
        <TabbedShowLayout.Tab key={language} label={`app.languages.${language}`} path={language}>
          <TextField source={`translations.${language}.name`} label="resources.products.fields.name" />
          <RichTextField
            source={`translations.${language}.description`}
            label="resources.products.fields.description"
          />
          <FunctionField
            label="resources.products.fields.highlights"
            sx={{ whiteSpace: "pre-line" }}
            render={(record: AdminProductRecord) => record.translations[language].highlights.join("\n")}
          />
        </TabbedShowLayout.Tab>
      ))}
      <TabbedShowLayout.Tab label="resources.products.tabs.images" path="images">
        <ProductGallery />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);

export default ProductShow;
