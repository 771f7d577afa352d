import type { AdminOrderRecord } from "@shop/shared";
import PlaylistRemoveIcon from "@mui/icons-material/PlaylistRemove";
import { Button } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import type { RefundFormState } from "./refundForm.ts";
import { RefundDialog } from "./RefundDialog.tsx";

/** Opens the refund dialog: chosen units, the shipping and/or a sum (`initial`: what it opens with). */
export const OrderRefundPartButton = ({
  order,
  label = "resources.orders.actions.refundPart",
  initial,
}: {
  order: AdminOrderRecord;
  label?: string;
  initial?: () => RefundFormState;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<PlaylistRemoveIcon />} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      {open && <RefundDialog order={order} open={open} onClose={() => setOpen(false)} initial={initial?.()} />}
    </>
  );
};
