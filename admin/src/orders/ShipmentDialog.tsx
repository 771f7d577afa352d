import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from "@mui/material";
import { useId, useState } from "react";
import { useStore, useTranslate } from "react-admin";
import { CARRIERS, normalizeTrackingNumber, type Carrier } from "@shop/shared/carriers";
import { carrierLabel, isTrackingNumber, type Shipment } from "./shipment.ts";

interface ShipmentDialogProps {
  open: boolean;
  /** The dialog's title, translated. */
  title: string;
  /** One order: its tracking number too. Several (the dispatch run): the carrier only. */
  askTrackingNumber: boolean;
  /** What the confirm step says besides the shipment (who gets which e-mail), translated. */
  consequence: string;
  loading: boolean;
  onConfirm: (shipment: Shipment) => void;
  onClose: () => void;
}

/**
 * Marking shipped in two steps: who carries the parcel and its tracking number (both optional; the
 * carrier chosen last time is offered again), then what will be recorded, to confirm.
 */
export const ShipmentDialog = ({
  open,
  title,
  askTrackingNumber,
  consequence,
  loading,
  onConfirm,
  onClose,
}: ShipmentDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [lastCarrier, setLastCarrier] = useStore<Carrier | "">("orders.lastCarrier", "");
  const [carrier, setCarrier] = useState<Carrier | "">(lastCarrier);
  const [trackingNumber, setTrackingNumber] = useState("");
  const [confirming, setConfirming] = useState(false);
  const trackingValid = isTrackingNumber(trackingNumber);
  const number = normalizeTrackingNumber(trackingNumber);
  const key = (name: string) => `resources.orders.ship.${name}`;

  const close = () => {
    setConfirming(false);
    onClose();
  };
  const confirm = () => {
    if (carrier) setLastCarrier(carrier);
    onConfirm({ carrier, trackingNumber: askTrackingNumber ? trackingNumber : "" });
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {confirming ? (
        <DialogContent>
          <DialogContentText component="div">
            <p>
              {carrier
                ? translate("resources.orders.event_details.carrier", { carrier: carrierLabel(carrier, translate) })
                : translate(key("no_carrier"))}
            </p>
            {askTrackingNumber && (
              <p>
                {number
                  ? translate("resources.orders.event_details.trackingNumber", { trackingNumber: number })
                  : translate(key("no_tracking_number"))}
              </p>
            )}
            <p>{consequence}</p>
          </DialogContentText>
        </DialogContent>
      ) : (
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={translate(key("carrier"))}
              value={carrier}
              onChange={(event) => setCarrier(event.target.value as Carrier | "")}
              helperText={translate(key("carrier_help"))}
            >
              {CARRIERS.map((code) => (
                <MenuItem key={code} value={code}>
                  {code === "OTHER" ? translate(key("carrier_other")) : carrierLabel(code, translate)}
                </MenuItem>
              ))}
            </TextField>
            {askTrackingNumber ? (
              <TextField
                label={translate(key("tracking_number"))}
                value={trackingNumber}
                onChange={(event) => setTrackingNumber(event.target.value)}
                error={!trackingValid}
                helperText={translate(key(trackingValid ? "tracking_number_help" : "tracking_number_invalid"))}
                slotProps={{ htmlInput: { maxLength: 60, autoComplete: "off", spellCheck: false } }}
              />
            ) : (
              <DialogContentText>{translate(key("tracking_numbers_per_order"))}</DialogContentText>
            )}
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(false)} disabled={loading}>
              {translate(key("back"))}
            </Button>
            <Button variant="contained" onClick={confirm} disabled={loading}>
              {translate("resources.orders.actions.ship")}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close}>{translate("ra.action.cancel")}</Button>
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={!trackingValid}>
              {translate(key("next"))}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
