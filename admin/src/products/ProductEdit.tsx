import { Edit } from "react-admin";
import { EditActions } from "../common/EditActions.tsx";
import { useSaveFailure } from "../common/saveFailure.tsx";
import { ProductForm } from "./ProductForm.tsx";
import { toProductUpdate } from "./productPayload.ts";

const ProductEdit = () => {
  const saveFailure = useSaveFailure();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={saveFailure}
      transform={toProductUpdate}
      actions={<EditActions shopPath="product" />}
    >
      <ProductForm />
    </Edit>
  );
};

export default ProductEdit;
