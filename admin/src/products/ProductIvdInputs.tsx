import type { Language } from "@shop/shared";
import { countryName, EU_COUNTRIES } from "@shop/shared/countries";
import { Button, Link, Stack, Typography } from "@mui/material";
import { useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { AutocompleteArrayInput, BooleanInput, TextInput, useDataProvider, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/** The CE marking as the label prints it: "CE" and the notified body's number (read only). */
function ceMarkOf(notifiedBody: string | null | undefined): string {
  return notifiedBody?.trim() ? `CE ${notifiedBody.trim()}` : "CE";
}

/**
 * The product's IVD information shared by every language, and who may buy it where: self-test,
 * notified body (the CE marking follows from it), adults only, blocked countries. The manufacturer
 * is part of the product safety information (ProductSafetyInputs.tsx).
 */
export const ProductIvdInputs = () => {
  const translate = useTranslate();
  const { language } = useShopLanguage();
  const notifiedBody = useWatch<{ ivd?: { notifiedBody?: string | null } }>({ name: "ivd.notifiedBody" }) as
    string | null | undefined;
  return (
    <>
      <BooleanInput source="ivd.selfTest" helperText="resources.products.helpers.selfTest" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%", alignItems: "baseline" }}>
        <TextInput source="ivd.notifiedBody" helperText="resources.products.helpers.notifiedBody" />
        <Typography data-testid="ce-mark">
          {translate("resources.products.fields.ivd.ceMark")}: <strong>{ceMarkOf(notifiedBody)}</strong>
        </Typography>
      </Stack>
      <BooleanInput source="adultsOnly" helperText="resources.products.helpers.adultsOnly" />
      <AutocompleteArrayInput
        source="blockedCountries"
        choices={EU_COUNTRIES.map((code) => ({ id: code, name: `${countryName(code, language)} (${code})` }))}
        helperText="resources.products.helpers.blockedCountries"
        fullWidth
      />
    </>
  );
};

/** One language's intended use and instructions for use (a PDF, uploaded and checked at once). */
export const ProductIvdLanguageInputs = ({ language }: { language: Language }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { setValue } = useFormContext();
  const url = useWatch({ name: `ivd.instructionsUrl.${language}` }) as string | null | undefined;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const stored = await dataProvider.uploadDocument(file);
      setValue(`ivd.instructionsKey.${language}`, stored.fileKey, { shouldDirty: true });
      setValue(`ivd.instructionsUrl.${language}`, stored.url, { shouldDirty: true });
    } catch (caught) {
      setError((caught as Error).message || translate("resources.products.ivd.upload_failed"));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  const remove = () => {
    setValue(`ivd.instructionsKey.${language}`, null, { shouldDirty: true });
    setValue(`ivd.instructionsUrl.${language}`, null, { shouldDirty: true });
  };
  const fieldId = `instructions-${language}`;
  return (
    <>
      <TextInput
        source={`ivd.intendedUse.${language}`}
        label="resources.products.fields.ivd.intendedUse"
        multiline
        minRows={2}
        fullWidth
      />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Typography component="label" htmlFor={fieldId} variant="subtitle2">
          {translate("resources.products.fields.ivd.instructions")}
        </Typography>
        {url ? (
          <Link href={url} target="_blank" rel="noopener">
            {translate("resources.products.ivd.open_pdf")}
          </Link>
        ) : (
          <Typography variant="body2">{translate("resources.products.ivd.no_pdf")}</Typography>
        )}
        <Stack direction="row" spacing={1}>
          <input
            ref={input}
            id={fieldId}
            type="file"
            accept="application/pdf,.pdf"
            disabled={busy}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {url && (
            <Button size="small" color="error" onClick={remove}>
              {translate("resources.products.ivd.remove_pdf")}
            </Button>
          )}
        </Stack>
        {error && (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        )}
      </Stack>
    </>
  );
};
