import type { AdminOrderRecord, Role } from "@shop/shared";
import { staffMoves } from "@shop/shared/order-states";
import { Stack, Typography } from "@mui/material";
import { useCanAccess, usePermissions, useRecordContext, useTranslate } from "react-admin";
import { Section } from "../common/Section.tsx";
import { OrderEmailButton } from "./OrderEmailButton.tsx";
import { OrderNoteForm } from "./OrderNoteForm.tsx";
import { OrderRefundButton } from "./OrderRefundButton.tsx";
import { OrderRefundPartButton } from "./OrderRefundPartButton.tsx";
import { OrderShipButton } from "./OrderShipButton.tsx";
import { OrderStatusButton } from "./OrderStatusButton.tsx";

/**
 * The moves the signed-in staff member may make from the order's current status, the shopper's
 * e-mails to send again, and a note for the history.
 */
export const OrderActionsPanel = () => {
  const record = useRecordContext<AdminOrderRecord>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: "orders", action: "edit" });
  const { permissions: role } = usePermissions<Role | undefined>();
  if (!record || !canAccess || !role) return null;
  const actions = staffMoves(record, role);
  return (
    <Section title="resources.orders.sections.actions">
      {actions.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate("resources.orders.actions.none")}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}>
          {actions.map((action) =>
            action === "refund" ? (
              <OrderRefundButton key={action} order={record} />
            ) : action === "refundPart" ? (
              <OrderRefundPartButton key={action} order={record} />
            ) : action === "ship" ? (
              <OrderShipButton key={action} order={record} />
            ) : (
              <OrderStatusButton key={action} order={record} action={action} />
            ),
          )}
        </Stack>
      )}
      <OrderEmailButton order={record} />
      <OrderNoteForm order={record} />
    </Section>
  );
};
