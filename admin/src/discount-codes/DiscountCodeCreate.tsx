import { Create } from "react-admin";
import { DiscountCodeForm } from "./DiscountCodeForm.tsx";

const newCode = { kind: "PERCENT", active: true, productSlugs: [], categorySlugs: [] };

const DiscountCodeCreate = () => (
  <Create record={newCode} redirect="list">
    <DiscountCodeForm />
  </Create>
);

export default DiscountCodeCreate;
