import { LANGUAGES } from "@shop/shared";
import { Create } from "react-admin";
import { CategoryForm } from "./CategoryForm.tsx";
import { toCategoryPayload } from "./categoryPayload.ts";

const newCategory = {
  position: 0,
  translations: Object.fromEntries(LANGUAGES.map((language) => [language, { name: "" }])),
};

const CategoryCreate = () => (
  <Create transform={toCategoryPayload} record={newCategory} redirect="list">
    <CategoryForm />
  </Create>
);

export default CategoryCreate;
