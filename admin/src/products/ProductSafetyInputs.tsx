import type { Language } from "@shop/shared";
import { Stack } from "@mui/material";
import { BooleanInput, TextInput } from "react-admin";

/**
 * The product's safety information shared by every language (GPSR, docs/behaviour.md §21): the
 * manufacturer, whose name, postal address and contact the API needs before the product goes on
 * sale (a refusal is shown at the field), the EU responsible person, the type or model, the GTIN,
 * and whether the kit is sealed for hygiene.
 */
export const ProductSafetyInputs = () => (
  <>
    <TextInput source="manufacturerName" helperText="resources.products.helpers.manufacturerName" fullWidth />
    <TextInput
      source="manufacturerAddress"
      helperText="resources.products.helpers.manufacturerAddress"
      multiline
      minRows={2}
      fullWidth
    />
    <TextInput source="manufacturerContact" helperText="resources.products.helpers.manufacturerContact" fullWidth />
    <TextInput
      source="euResponsiblePerson"
      helperText="resources.products.helpers.euResponsiblePerson"
      multiline
      minRows={2}
      fullWidth
    />
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%" }}>
      <TextInput source="modelIdentifier" helperText="resources.products.helpers.modelIdentifier" />
      <TextInput source="gtin" helperText="resources.products.helpers.gtin" />
    </Stack>
    <BooleanInput source="sealedForHygiene" helperText="resources.products.helpers.sealedForHygiene" />
  </>
);

/** One language's warnings and safety information, one a line. */
export const ProductSafetyLanguageInputs = ({ language }: { language: Language }) => (
  <TextInput
    source={`translations.${language}.safetyWarnings`}
    label="resources.products.fields.safetyWarnings"
    helperText="resources.products.helpers.safetyWarnings"
    multiline
    minRows={3}
    fullWidth
  />
);
