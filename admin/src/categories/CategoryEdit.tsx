import { Edit } from "react-admin";
import { CategoryForm } from "./CategoryForm.tsx";
import { toCategoryPayload } from "./categoryPayload.ts";

const CategoryEdit = () => (
  <Edit mutationMode="pessimistic" transform={toCategoryPayload}>
    <CategoryForm />
  </Edit>
);

export default CategoryEdit;
