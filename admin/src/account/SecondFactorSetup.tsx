import type { TotpEnrolment } from "@shop/shared";
import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useDataProvider, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { codeFailure } from "./codeFailure.ts";
import { QrCode } from "./QrCode.tsx";

/** The key in groups of four, as authenticator apps show typed keys. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Enrolling a second factor: a new secret as QR code and as text, then a code from the app to
 * confirm it; the recovery codes go to `onConfirmed`, which shows them once. With
 * `enrolmentCodeNeeded` (STAFF_2FA=required) it starts only with the one-time enrolment code an
 * administrator handed over.
 */
export const SecondFactorSetup = ({
  onConfirmed,
  enrolmentCodeNeeded,
}: {
  onConfirmed: (recoveryCodes: string[]) => void;
  enrolmentCodeNeeded: boolean;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState("");
  const [enrolmentCode, setEnrolmentCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => dataProvider.startTotpEnrolment(enrolmentCodeNeeded ? enrolmentCode.trim() : undefined),
    onSuccess: (started) => {
      setEnrolment(started);
      setError(null);
    },
    onError: (failure) => setError(codeFailure(failure)),
  });
  const confirm = useMutation({
    mutationFn: (typed: string) => dataProvider.confirmTotp(typed),
    onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
    onError: (failure) => setError(codeFailure(failure)),
  });

  if (!enrolment) {
    const begin = (event: FormEvent) => {
      event.preventDefault();
      setError(null);
      start.mutate();
    };
    return (
      <Box component="form" onSubmit={begin} noValidate>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(error)}
          </Alert>
        )}
        {enrolmentCodeNeeded && (
          <TextField
            label={translate("app.account.totp.enrolment_code")}
            value={enrolmentCode}
            onChange={(event) => setEnrolmentCode(event.target.value)}
            autoComplete="off"
            helperText={translate("app.account.totp.enrolment_code_help")}
            slotProps={{ htmlInput: { maxLength: 60, spellCheck: false } }}
            required
            sx={{ display: "flex", maxWidth: 420, mb: 2 }}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={start.isPending || (enrolmentCodeNeeded && !enrolmentCode.trim())}
        >
          {translate("app.account.totp.set_up")}
        </Button>
      </Box>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    confirm.mutate(code);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography sx={{ mb: 2, maxWidth: 640 }}>{translate("app.account.totp.scan")}</Typography>
      <QrCode text={enrolment.otpauthUrl} label={translate("app.account.totp.qr_label")} />
      <Typography component="p" sx={{ mt: 1 }}>
        {translate("app.account.totp.secret")}:{" "}
        <Box component="code" data-testid="totp-secret" sx={{ fontSize: "1.1rem", userSelect: "all" }}>
          {grouped(enrolment.secret)}
        </Box>
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: "flex-start" }}>
        <TextField
          label={translate("app.account.totp.code")}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 10 } }}
          error={error !== null}
          helperText={error ? translate(error) : " "}
          required
          autoFocus
        />
        <Button type="submit" variant="contained" disabled={confirm.isPending || !code.trim()} sx={{ mt: 1 }}>
          {translate("app.account.totp.confirm")}
        </Button>
        <Button onClick={() => setEnrolment(null)} sx={{ mt: 1 }}>
          {translate("app.account.totp.cancel")}
        </Button>
      </Stack>
    </Box>
  );
};
