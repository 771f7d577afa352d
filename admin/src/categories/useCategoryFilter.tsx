import { ReferenceInput, SelectInput } from "react-admin";
import { useCategoryName } from "./useCategoryName.ts";

/** A list filter by category, the categories named in the shop language the console shows. */
export function useCategoryFilter(label: string) {
  const categoryName = useCategoryName();
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
