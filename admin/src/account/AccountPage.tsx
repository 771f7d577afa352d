import { Alert, Card, CardContent, Typography } from "@mui/material";
import { useState } from "react";
import { Loading, Title, useNotify, useTranslate } from "react-admin";
import { RecoveryCodes } from "./RecoveryCodes.tsx";
import { SecondFactorSetup } from "./SecondFactorSetup.tsx";
import { SecondFactorTurnOff } from "./SecondFactorTurnOff.tsx";
import { useAccount, useAccountChanged } from "./useAccount.ts";

/** The signed-in staff member's account page: two-factor sign-in set up, shown and turned off. */
const AccountPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: account, isPending, error } = useAccount();
  const accountChanged = useAccountChanged();
  // Shown once, right after the confirmation; the account is read anew only when they are put away.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (isPending) return <Loading />;
  if (error || !account) return <Alert severity="error">{translate("app.account.totp.errors.failed")}</Alert>;
  const { enabled, recoveryCodesLeft } = account.totp;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.account.title" />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate("app.account.signed_in_as", { username: account.username })}
        </Typography>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate("app.account.totp.title")}
        </Typography>
        {recoveryCodes ? (
          <RecoveryCodes
            codes={recoveryCodes}
            onDone={() => {
              setRecoveryCodes(null);
              void accountChanged();
            }}
          />
        ) : enabled ? (
          <>
            <Alert severity="success">{translate("app.account.totp.on")}</Alert>
            <Typography sx={{ mt: 1 }}>
              {translate("app.account.totp.recovery_left", { count: recoveryCodesLeft })}
            </Typography>
            {account.totpRequired ? (
              <Typography sx={{ mt: 1, maxWidth: 640 }}>{translate("app.account.totp.keep_required")}</Typography>
            ) : (
              <SecondFactorTurnOff onTurnedOff={() => void accountChanged()} />
            )}
          </>
        ) : (
          <>
            <Typography sx={{ mb: 1, maxWidth: 640 }}>{translate("app.account.totp.explanation")}</Typography>
            <Alert severity={account.totpRequired ? "warning" : "info"} sx={{ mb: 2 }}>
              {translate(account.totpRequired ? "app.account.notice.required" : "app.account.totp.off")}
            </Alert>
            <SecondFactorSetup
              enrolmentCodeNeeded={account.enrolmentCodeNeeded}
              onConfirmed={(codes) => {
                notify("app.account.totp.turned_on", { type: "success" });
                setRecoveryCodes(codes);
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default AccountPage;
