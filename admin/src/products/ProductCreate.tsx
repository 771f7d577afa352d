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
  // No claims: a product makes only those staff write for it.
  translations: Object.fromEntries(
    LANGUAGES.map((language) => [language, { name: "", description: "", highlights: [], safetyWarnings: "" }]),
  ),
  // No IVD information until staff write it (without a manufacturer the shop shows none).
  ivd: {
    selfTest: false,
    notifiedBody: null,
    intendedUse: Object.fromEntries(LANGUAGES.map((language) => [language, ""])),
    instructionsKey: Object.fromEntries(LANGUAGES.map((language) => [language, null])),
  },
  adultsOnly: false,
  blockedCountries: [],
  // The API puts it on sale only once the manufacturer is named (a refusal shows at the field).
  manufacturerName: "",
  manufacturerAddress: "",
  manufacturerContact: "",
  euResponsiblePerson: null,
  modelIdentifier: "",
  gtin: null,
  // What the shop sells, self-tests and sample kits, comes sealed for hygiene.
  sealedForHygiene: true,
  seo: Object.fromEntries(LANGUAGES.map((language) => [language, { seoTitle: "", seoDescription: "" }])),
};

const ProductCreate = () => (
  <Create transform={toProductPayload} record={newProduct} redirect="edit">
    <ProductForm />
  </Create>
);

export default ProductCreate;
