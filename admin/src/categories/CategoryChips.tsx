import { ReferenceArrayField, SingleFieldList } from "react-admin";
import { TranslationField } from "../common/TranslationField.tsx";

/** A record's categories as chips with their names in the console's language. */
export const CategoryChips = (_props: { label?: string }) => (
  <ReferenceArrayField source="categoryIds" reference="categories">
    <SingleFieldList linkType={false}>
      <TranslationField source="name" sx={{ px: 1, py: 0.25, borderRadius: 4, bgcolor: "action.selected" }} />
    </SingleFieldList>
  </ReferenceArrayField>
);
