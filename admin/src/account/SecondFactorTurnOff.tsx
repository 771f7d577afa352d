import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { codeFailure } from "./codeFailure.ts";

/** Turning the own second factor off takes a current code or a recovery code, as the API asks. */
export const SecondFactorTurnOff = ({ onTurnedOff }: { onTurnedOff: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const turnOff = useMutation({
    mutationFn: (typed: string) => dataProvider.turnOffTotp(typed),
    onSuccess: () => {
      notify("app.account.totp.turned_off", { type: "success" });
      onTurnedOff();
    },
    onError: (failure) => setError(codeFailure(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    turnOff.mutate(code);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 3 }}>
      <Typography sx={{ mb: 1 }}>{translate("app.account.totp.turn_off_text")}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
        <TextField
          label={translate("app.account.totp.turn_off_code")}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { maxLength: 40 } }}
          error={error !== null}
          helperText={error ? translate(error) : " "}
          required
        />
        <Button
          type="submit"
          variant="outlined"
          color="error"
          disabled={turnOff.isPending || !code.trim()}
          sx={{ mt: 1 }}
        >
          {translate("app.account.totp.turn_off")}
        </Button>
      </Stack>
    </Box>
  );
};
