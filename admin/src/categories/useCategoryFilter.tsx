import type { AdminCategoryRecord } from "@shop/shared";
import { ReferenceInput, SelectInput } from "react-admin";
import { translationOf } from "../common/translationOf.ts";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/** A list filter by category, the categories named in the shop language the console shows. */
export function useCategoryFilter(label: string) {
  const { language } = useShopLanguage();
  const categoryName = (category: AdminCategoryRecord) =>
    translationOf(category.translations, language).name ?? category.slug;
  return (
    <ReferenceInput
      key="categoryId"
      source="categoryId"
      reference="categories"
      sort={{ field: "position", order: "ASC" }}
    >
      <SelectInput optionText={categoryName} label={label} />
    </ReferenceInput>
  );
}
