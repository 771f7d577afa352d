import { Edit } from "react-admin";
import { useSaveFailure } from "../common/saveFailure.tsx";
import { CategoryForm } from "./CategoryForm.tsx";
import { toCategoryUpdate } from "./categoryPayload.ts";

const CategoryEdit = () => {
  const saveFailure = useSaveFailure();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={saveFailure} transform={toCategoryUpdate}>
      <CategoryForm />
    </Edit>
  );
};

export default CategoryEdit;
