import type { AdminCategoryRecord } from "@shop/shared";
import { DataTable, List } from "react-admin";
import { TranslationField } from "../common/TranslationField.tsx";
import { useCatalogRowClick } from "../common/useCatalogRowClick.ts";

const Column = DataTable.Col<AdminCategoryRecord>;

const CategoryList = () => {
  const rowClick = useCatalogRowClick();
  return (
    <List sort={{ field: "position", order: "ASC" }} perPage={50} pagination={false}>
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <Column source="position" align="right" />
        <Column source="translations" label="resources.categories.fields.name" disableSort>
          <TranslationField source="name" sx={{ fontWeight: 500 }} />
        </Column>
        <Column source="slug" />
        <DataTable.NumberCol source="productCount" disableSort />
      </DataTable>
    </List>
  );
};

export default CategoryList;
