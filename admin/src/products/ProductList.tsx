import type { AdminProductListRow } from "@shop/shared";
import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput } from "react-admin";
import { LIST_ROWS } from "../api/dataProvider.ts";
import { CategoryChips } from "../categories/CategoryChips.tsx";
import { useCategoryFilter } from "../categories/useCategoryFilter.tsx";
import { PriceField } from "../common/PriceField.tsx";
import { QuickFilter } from "../common/QuickFilter.tsx";
import { TranslationField } from "../common/TranslationField.tsx";
import { useCatalogRowClick } from "../common/useCatalogRowClick.ts";
import { LOW_STOCK } from "@shop/shared";
import { ArchivedChip } from "./ProductArchived.tsx";
import { ProductThumbnail } from "./ProductThumbnail.tsx";

const Column = DataTable.Col<AdminProductListRow>;

function useProductFilters() {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    useCategoryFilter("resources.products.filters.category"),
    <NullableBooleanInput key="active" source="active" />,
    <QuickFilter key="lowStock" source="lowStock" label="resources.products.filters.low_stock" defaultValue={true} />,
    // Products deleted after they were ordered: kept for their orders, listed only when asked for.
    <QuickFilter key="archived" source="archived" label="resources.products.filters.archived" defaultValue={true} />,
  ];
}

const ProductList = () => {
  const rowClick = useCatalogRowClick();
  const filters = useProductFilters();
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} perPage={25} queryOptions={{ meta: LIST_ROWS }}>
      {/* No bulk selection: catalog items are deleted one at a time, from their own page. */}
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <Column
          source="thumbnailUrl"
          label="resources.products.fields.thumbnail"
          field={ProductThumbnail}
          disableSort
        />
        <Column source="translations" label="resources.products.fields.name" disableSort>
          <TranslationField source="name" sx={{ fontWeight: 500 }} />
          <ArchivedChip />
        </Column>
        <Column source="price" field={PriceField} align="right" />
        <Column
          source="stock"
          align="right"
          cellSx={(record) => (record.stock <= LOW_STOCK ? { color: "error.main", fontWeight: 600 } : {})}
        />
        <Column source="active" field={BooleanField} align="center" />
        <Column source="categoryIds" field={CategoryChips} disableSort />
      </DataTable>
    </List>
  );
};

export default ProductList;
