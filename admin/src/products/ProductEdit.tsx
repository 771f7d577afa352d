import { Edit } from "react-admin";
import { EditActions } from "../common/EditActions.tsx";
import { ProductForm } from "./ProductForm.tsx";
import { toProductPayload } from "./productPayload.ts";

const ProductEdit = () => (
  <Edit mutationMode="pessimistic" transform={toProductPayload} actions={<EditActions shopPath="product" />}>
    <ProductForm />
  </Edit>
);

export default ProductEdit;
