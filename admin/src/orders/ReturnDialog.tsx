import type { AdminOrderRecord } from "@shop/shared";
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useDataProvider, useNotify, useRefresh, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { expectedUnits, returnRequest, type ReturnUnit } from "./returnForm.ts";

/**
 * "Returned parcel received": one checkbox per unit the parcel should hold, ticked while its seal
 * is intact (docs/behaviour.md §15). An opened kit sealed for hygiene is not refunded, and the
 * shopper is told why by e-mail.
 */
export const ReturnDialog = ({ order, onClose }: { order: AdminOrderRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const titleId = useId();
  const [units, setUnits] = useState<ReturnUnit[]>(() => expectedUnits(order));
  const { mutate, isPending, error } = useMutation({
    mutationFn: () => dataProvider.markReturned(order.id, returnRequest(units)),
    onSuccess: () => {
      notify("resources.orders.notifications.returned", { type: "success", messageArgs: { number: order.number } });
      onClose();
      refresh();
    },
  });
  const kept = units.filter((unit) => !unit.sealIntact && unit.item.sealedForHygiene).length;
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate("resources.orders.returns.title", { number: order.number })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate("resources.orders.returns.seal_help")}</DialogContentText>
        <FormGroup>
          {units.map((unit, index) => (
            <FormControlLabel
              key={`${unit.item.id}-${unit.position}`}
              control={
                <Checkbox
                  checked={unit.sealIntact}
                  onChange={(event) =>
                    setUnits((current) =>
                      current.map((each, at) => (at === index ? { ...each, sealIntact: event.target.checked } : each)),
                    )
                  }
                />
              }
              label={translate(
                unit.item.sealedForHygiene ? "resources.orders.returns.seal_sealed" : "resources.orders.returns.seal",
                { name: unit.item.name, position: unit.position, count: unit.item.quantity },
              )}
            />
          ))}
        </FormGroup>
        {kept > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate("resources.orders.returns.not_refunded", { smart_count: kept })}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {translate("ra.action.cancel")}
        </Button>
        <Button variant="contained" disabled={isPending || units.length === 0} onClick={() => mutate()}>
          {translate("resources.orders.returns.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
