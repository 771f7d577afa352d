import type { AdminOrderRecord } from "@shop/shared";
import ForwardToInboxIcon from "@mui/icons-material/ForwardToInbox";
import { Box, Button, Menu, MenuItem } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Confirm, useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { resendableEmails, type OrderEmailKind } from "@shop/shared/order-emails";

/** "Resend e-mail": the shopper's e-mails that fit the order's status, each sent again once confirmed. */
export const OrderEmailButton = ({ order }: { order: AdminOrderRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<OrderEmailKind | null>(null);
  const { canAccess } = useCanAccess({ resource: "orders", action: "resend" });
  const { mutate, isPending } = useMutation({
    mutationFn: (kind: OrderEmailKind) => dataProvider.resendOrderEmail(order.id, kind),
    onSuccess: (_answer, kind) => {
      notify("resources.orders.notifications.email_queued", {
        type: "success",
        messageArgs: { kind: translate(`resources.orders.emails.${kind}`), email: order.email },
      });
      refresh();
    },
    onError: (error) => notify(error.message || "ra.notification.http_error", { type: "error" }),
    onSettled: () => setChosen(null),
  });
  const kinds = resendableEmails(order);
  if (!canAccess || kinds.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<ForwardToInboxIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate("resources.orders.actions.resend_email")}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {kinds.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              setChosen(kind);
            }}
          >
            {translate(`resources.orders.email_kinds.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={chosen !== null}
        loading={isPending}
        title="resources.orders.confirm.resend_title"
        content="resources.orders.confirm.resend_content"
        translateOptions={{ kind: chosen ? translate(`resources.orders.emails.${chosen}`) : "", email: order.email }}
        confirm="resources.orders.actions.send"
        onConfirm={() => chosen && mutate(chosen)}
        onClose={() => setChosen(null)}
      />
    </Box>
  );
};
