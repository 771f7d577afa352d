import { LANGUAGES } from "@shop/shared";
import { Create } from "react-admin";
import { ProductForm } from "./ProductForm.tsx";
import { toProductPayload } from "./productPayload.ts";

// New products start inactive, so the shop shows them only once someone switches them on.
const newProduct = {
  price: 0,
  stock: 0,
  active: false,
  categoryIds: [],
  images: [],
  translations: Object.fromEntries(LANGUAGES.map((language) => [language, { name: "", description: "" }])),
};

const ProductCreate = () => (
  <Create transform={toProductPayload} record={newProduct} redirect="edit">
    <ProductForm />
  </Create>
);

export default ProductCreate;
