import { Alert, Box, Button, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

/** The ten recovery codes, shown once right after the enrolment is confirmed. */
export const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate("app.account.totp.recovery_title")}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate("app.account.totp.recovery_text")}
      </Alert>
      <Box
        component="ol"
        aria-label={translate("app.account.totp.recovery_title")}
        sx={{ fontFamily: "monospace", fontSize: "1.1rem", columns: 2, maxWidth: 360, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone} sx={{ mt: 2 }}>
        {translate("app.account.totp.recovery_done")}
      </Button>
    </Box>
  );
};
