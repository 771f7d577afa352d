import type { EnrolmentCode } from "@shop/shared";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/**
 * A staff account's one-time enrolment code (STAFF_2FA=required), shown to the administrator
 * this once: with it, and not with the password alone, the account sets up its second factor.
 */
export const EnrolmentCodeDialog = ({
  username,
  enrolmentCode,
  onClose,
}: {
  username: string;
  enrolmentCode: EnrolmentCode | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { locale } = useShopLanguage();
  if (!enrolmentCode) return null;
  const expires = new Date(enrolmentCode.expiresAt).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Dialog open onClose={onClose} aria-labelledby="enrolment-code-title">
      <DialogTitle id="enrolment-code-title">{translate("resources.users.enrolment.title", { username })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate("resources.users.enrolment.text", { username })}</Typography>
        <Box
          component="code"
          data-testid="enrolment-code"
          sx={{ display: "block", fontSize: "1.3rem", userSelect: "all", mb: 1 }}
        >
          {enrolmentCode.code}
        </Box>
        <Typography color="text.secondary">
          {translate("resources.users.enrolment.expires", { date: expires })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate("resources.users.enrolment.done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
