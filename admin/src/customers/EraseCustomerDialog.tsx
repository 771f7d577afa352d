import type { AdminCustomerRecord } from "@shop/shared";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import { useId, useState } from "react";
import { useTranslate } from "react-admin";

interface EraseCustomerDialogProps {
  open: boolean;
  customer: AdminCustomerRecord;
  loading: boolean;
  /** Why the API refused the last attempt, translated; null: none. */
  refusal: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const CONSEQUENCES = ["orders", "emails", "kept", "final"] as const;

/** The erasure's confirm step: what goes, what stays and why, and the reason to record (required). */
export const EraseCustomerDialog = ({
  open,
  customer,
  loading,
  refusal,
  onConfirm,
  onClose,
}: EraseCustomerDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState("");
  const key = (name: string) => `resources.customers.erase.${name}`;
  const close = () => {
    setReason("");
    onClose();
  };
  return (
    <Dialog open={open} onClose={loading ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(key("title"), { email: customer.email })}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          <ul>
            {CONSEQUENCES.map((name) => (
              <li key={name}>{translate(key(`consequences.${name}`), { smart_count: customer.orderCount })}</li>
            ))}
          </ul>
        </DialogContentText>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
        <TextField
          label={translate(key("reason"))}
          helperText={translate(key("reason_help"))}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={loading}>
          {translate("ra.action.cancel")}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={loading || reason.trim() === ""}
          onClick={() => onConfirm(reason.trim())}
        >
          {translate(key("confirm"))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
