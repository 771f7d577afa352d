import { adminDiscountCodeSchema } from "@shop/shared/schemas";
import { Stack } from "@mui/material";
import {
  BooleanInput,
  DateTimeInput,
  DeleteButton,
  SaveButton,
  Toolbar,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { validateWith } from "../common/schemaValidation.ts";

const validateCode = validateWith(adminDiscountCodeSchema);

/** Save, and (for a saved code) deactivate: a code orders used stays on record, switched off. */
const CodeToolbar = () => {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: "space-between" }}>
      <SaveButton />
      {record?.id !== undefined && (
        <DeleteButton
          label="resources.discount-codes.deactivate"
          confirmTitle="resources.discount-codes.deactivate_title"
          confirmContent="resources.discount-codes.deactivate_content"
          mutationMode="pessimistic"
        />
      )}
    </Toolbar>
  );
};

/** A code's rules: its value, minimum order, validity window, limits and the products it is for. */
export const DiscountCodeForm = () => {
  const translate = useTranslate();
  const kinds = ["PERCENT", "AMOUNT"].map((kind) => ({
    id: kind,
    name: translate(`resources.discount-codes.kinds.${kind}`),
  }));
  return (
    <SimpleForm validate={validateCode} warnWhenUnsavedChanges toolbar={<CodeToolbar />} sx={{ maxWidth: 760 }}>
      <TextInput source="code" helperText="resources.discount-codes.helpers.code" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%" }}>
        <SelectInput source="kind" choices={kinds} helperText={false} />
        <NumberInput source="value" min={0} step={0.01} helperText="resources.discount-codes.helpers.value" />
        <NumberInput
          source="minimumOrder"
          min={0}
          step={0.01}
          helperText="resources.discount-codes.helpers.minimumOrder"
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%" }}>
        <DateTimeInput source="startsAt" helperText={false} />
        <DateTimeInput source="endsAt" helperText={false} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%" }}>
        <NumberInput source="usageLimit" min={1} step={1} helperText="resources.discount-codes.helpers.usageLimit" />
        <NumberInput source="usageLimitPerEmail" min={1} step={1} helperText={false} />
      </Stack>
      <TextArrayInput source="productSlugs" helperText="resources.discount-codes.helpers.scope" fullWidth />
      <TextArrayInput source="categorySlugs" helperText={false} fullWidth />
      <BooleanInput source="active" helperText={false} />
    </SimpleForm>
  );
};
