import type { AdminDiscountCodeRecord } from "@shop/shared";
import {
  BooleanField,
  ChipField,
  DateField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useLocaleState,
  useTranslate,
} from "react-admin";
import { discountValueText } from "./discountCodeValue.ts";

/** A code as SUPPORT reads it (and ADMIN before editing). */
const DiscountCodeShow = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="code" />
        <FunctionField<AdminDiscountCodeRecord>
          source="kind"
          render={(record) => translate(`resources.discount-codes.kinds.${record.kind}`)}
        />
        <FunctionField<AdminDiscountCodeRecord> source="value" render={(record) => discountValueText(record, locale)} />
        <NumberField source="minimumOrder" options={{ style: "currency", currency: "EUR" }} emptyText="—" />
        <DateField source="startsAt" showTime emptyText="—" />
        <DateField source="endsAt" showTime emptyText="—" />
        <NumberField source="usageLimit" emptyText="—" />
        <NumberField source="usageLimitPerEmail" emptyText="—" />
        <NumberField source="usageCount" />
        <FunctionField<AdminDiscountCodeRecord>
          source="productSlugs"
          render={(record) =>
            record.productSlugs.map((slug) => <ChipField key={slug} record={{ slug }} source="slug" />)
          }
        />
        <FunctionField<AdminDiscountCodeRecord>
          source="categorySlugs"
          render={(record) =>
            record.categorySlugs.map((slug) => <ChipField key={slug} record={{ slug }} source="slug" />)
          }
        />
        <BooleanField source="active" />
      </SimpleShowLayout>
    </Show>
  );
};

export default DiscountCodeShow;
