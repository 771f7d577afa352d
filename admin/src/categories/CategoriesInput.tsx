import { AutocompleteArrayInput, ReferenceArrayInput } from "react-admin";
import { useCategoryName } from "./useCategoryName.ts";

/** The categories of a product or a post, named in the console's language. */
export const CategoriesInput = () => {
  const categoryName = useCategoryName();
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
