import { Edit } from "react-admin";
import { useSaveFailure } from "../common/saveFailure.tsx";
import { DiscountCodeForm } from "./DiscountCodeForm.tsx";

const DiscountCodeEdit = () => {
  const saveFailure = useSaveFailure();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={saveFailure}>
      <DiscountCodeForm />
    </Edit>
  );
};

export default DiscountCodeEdit;
