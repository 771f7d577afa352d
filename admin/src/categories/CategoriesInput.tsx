import type { AdminCategoryRecord } from "@shop/shared";
import { AutocompleteArrayInput, ReferenceArrayInput } from "react-admin";
import { translationOf } from "../common/translationOf.ts";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/** The categories of a product or a post, named in the console's language. */
export const CategoriesInput = () => {
  const { language } = useShopLanguage();
  const categoryName = (category: AdminCategoryRecord) =>
    translationOf(category.translations, language).name ?? category.slug;
  return (
    <ReferenceArrayInput
      source="categoryIds"
      reference="categories"
      sort={{ field: "position", order: "ASC" }}
      perPage={100}
    >
      <AutocompleteArrayInput optionText={categoryName} label="resources.products.fields.categoryIds" />
    </ReferenceArrayInput>
  );
};
