import type { AdminOrderRecord } from "@shop/shared";
import { formatPrice, toCents } from "@shop/shared";
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useDataProvider, useNotify, useRefresh, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { useShopLanguage } from "../common/useShopLanguage.ts";
import { emptyRefundForm, refundFormProblem, refundRequest, unitsLeft, type RefundFormState } from "./refundForm.ts";
import { useRefundQuote } from "./useRefundQuote.ts";

/**
 * The refund dialog: units per line, the shipping, a sum, whether the units go back to stock, and
 * why; what that gives back is the API's quote of it. One request per opening (its
 * Idempotency-Key), so a double click never refunds twice.
 */
export const RefundDialog = ({
  order,
  open,
  onClose,
  initial,
}: {
  order: AdminOrderRecord;
  open: boolean;
  onClose: () => void;
  /** What the dialog opens with (the return's units and reason); nothing chosen without it. */
  initial?: RefundFormState;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { language } = useShopLanguage();
  const [form, setForm] = useState<RefundFormState>(() => initial ?? emptyRefundForm(order));
  const [key, setKey] = useState(() => crypto.randomUUID());
  const price = (cents: number) => formatPrice(cents, language);
  const update = (change: Partial<RefundFormState>) => setForm((current) => ({ ...current, ...change }));
  const { mutate, isPending, error } = useMutation({
    mutationFn: () => dataProvider.refundPart(order.id, refundRequest(form), key),
    onSuccess: ({ refund }) => {
      notify("resources.orders.notifications.refund_part", {
        type: "success",
        messageArgs: { amount: price(toCents(refund.amount)), number: order.number },
      });
      setForm(emptyRefundForm(order));
      setKey(crypto.randomUUID());
      onClose();
      refresh();
    },
  });
  const { quote, refusal, pending } = useRefundQuote(order, form);
  const code = refusal && "code" in refusal ? refusal.code : undefined;
  const problem = refundFormProblem(form, code);
  // A refusal the form has no words for (the order moved on meanwhile): the API's own message.
  const refused = refusal && !problem ? refusal.message : undefined;
  const total = toCents(quote?.total ?? 0);
  const shippingLeft = order.shipping > 0 && !order.shippingRefunded;
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby="refund-dialog-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="refund-dialog-title">
        {translate("resources.orders.refund.title", { number: order.number })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate("resources.orders.refund.refundable", { amount: price(toCents(order.refundable)) })}
        </Typography>
        <Stack spacing={2}>
          {order.items.map((item) => (
            <TextField
              key={item.id}
              type="number"
              size="small"
              label={`${item.name} (${price(toCents(item.unitPrice))})`}
              helperText={translate("resources.orders.refund.units_left", { smart_count: unitsLeft(item) })}
              value={form.quantities[item.id] ?? 0}
              disabled={unitsLeft(item) === 0}
              slotProps={{ htmlInput: { min: 0, max: unitsLeft(item), step: 1 } }}
              onChange={(event) => {
                const quantity = Math.max(0, Math.min(unitsLeft(item), Math.floor(Number(event.target.value) || 0)));
                update({ quantities: { ...form.quantities, [item.id]: quantity } });
              }}
            />
          ))}
          {shippingLeft && (
            <FormControlLabel
              control={
                <Checkbox checked={form.shipping} onChange={(event) => update({ shipping: event.target.checked })} />
              }
              label={translate("resources.orders.refund.shipping", { amount: price(toCents(order.shipping)) })}
            />
          )}
          <TextField
            size="small"
            label={translate("resources.orders.refund.amount")}
            helperText={translate("resources.orders.refund.amount_help")}
            value={form.amount}
            inputMode="decimal"
            onChange={(event) => update({ amount: event.target.value })}
          />
          <FormControlLabel
            control={
              <Checkbox checked={form.restock} onChange={(event) => update({ restock: event.target.checked })} />
            }
            label={translate("resources.orders.refund.restock")}
          />
          <TextField
            size="small"
            required
            multiline
            label={translate("resources.orders.refund.reason")}
            value={form.reason}
            onChange={(event) => update({ reason: event.target.value })}
          />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {translate("resources.orders.refund.total", { amount: price(total) })}
          </Typography>
          {problem && (
            <Typography variant="body2" role="status" color="text.secondary">
              {translate(problem)}
            </Typography>
          )}
          {refused && <Alert severity="error">{refused}</Alert>}
          {error && <Alert severity="error">{error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {translate("ra.action.cancel")}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={isPending || pending || problem !== null || !quote}
          onClick={() => mutate()}
        >
          {translate("resources.orders.refund.submit", { amount: price(total) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
