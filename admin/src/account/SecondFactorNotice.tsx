import { Alert, Button } from "@mui/material";
import { Link, Navigate, useLocation, useTranslate } from "react-admin";
import { useAccount } from "./useAccount.ts";

export const ACCOUNT_PATH = "/account";

/**
 * Nudges a staff member without a second factor to set one up, on every console page but the
 * account page itself. When the shop requires one (STAFF_2FA=required), every other page would
 * only be refused by the API: the console opens the account page instead.
 */
export const SecondFactorNotice = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { data: account } = useAccount();
  if (!account || account.totp.enabled || pathname === ACCOUNT_PATH) return null;
  if (account.totpRequired) return <Navigate to={ACCOUNT_PATH} replace />;
  return (
    <Alert
      severity="info"
      sx={{ mt: 1 }}
      action={
        <Button component={Link} to={ACCOUNT_PATH} color="inherit" size="small">
          {translate("app.account.notice.action")}
        </Button>
      }
    >
      {translate("app.account.notice.optional")}
    </Alert>
  );
};
