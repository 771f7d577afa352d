import { LANGUAGES } from "@shop/shared";
import { NEW_PRODUCT_STOCK } from "@shop/shared/schemas";
import { Create } from "react-admin";
import { ProductForm } from "./ProductForm.tsx";
import { toProductPayload } from "./productPayload.ts";

// As the storefront's inline create: on sale with 10 in stock (docs/storefront.md §7). Saving one
// the shop will not sell (switched off, no stock) asks first (ProductForm).
const newProduct = {
  price: 0,
  stock: NEW_PRODUCT_STOCK,
  active: true,
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
