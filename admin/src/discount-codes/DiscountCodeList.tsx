import type { AdminDiscountCodeRecord } from "@shop/shared";
import { BooleanField, DataTable, DateField, FunctionField, List, useLocaleState } from "react-admin";
import { useCatalogRowClick } from "../common/useCatalogRowClick.ts";
import { discountValueText } from "./discountCodeValue.ts";

const Column = DataTable.Col<AdminDiscountCodeRecord>;

/** Every code with its value, validity and uses (how many orders hold one). */
const DiscountCodeList = () => {
  const rowClick = useCatalogRowClick();
  const [locale] = useLocaleState();
  return (
    <List sort={{ field: "createdAt", order: "DESC" }}>
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <Column source="code" sx={{ fontWeight: 500 }} />
        <Column source="value">
          <FunctionField<AdminDiscountCodeRecord> render={(record) => discountValueText(record, locale)} />
        </Column>
        <Column source="endsAt">
          <DateField source="endsAt" showTime emptyText="—" />
        </Column>
        <Column source="usageCount" align="right">
          <FunctionField<AdminDiscountCodeRecord>
            render={(record) =>
              record.usageLimit === null ? record.usageCount : `${record.usageCount} / ${record.usageLimit}`
            }
          />
        </Column>
        <Column source="active">
          <BooleanField source="active" />
        </Column>
      </DataTable>
    </List>
  );
};

export default DiscountCodeList;
