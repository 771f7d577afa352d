import type { AdminOrderRecord } from "@shop/shared";
import PlaylistRemoveIcon from "@mui/icons-material/PlaylistRemove";
import { Button } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { RefundDialog } from "./RefundDialog.tsx";

/** Opens the refund dialog: chosen units, the shipping and/or a sum. */
export const OrderRefundPartButton = ({
  order,
  label = "resources.orders.actions.refundPart",
}: {
  order: AdminOrderRecord;
  label?: string;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<PlaylistRemoveIcon />} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      {open && <RefundDialog order={order} open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
