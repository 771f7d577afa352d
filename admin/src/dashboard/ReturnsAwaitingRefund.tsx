import type { AdminDashboard } from "@shop/shared";
import { Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from "@mui/material";
import { Link, useCreatePath, useTranslate } from "react-admin";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/** Returned parcels received whose refund is still due, each linked to its order, the deadline first. */
export const ReturnsAwaitingRefund = ({ returns }: { returns: AdminDashboard["returnsAwaitingRefund"] }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { locale } = useShopLanguage();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate("app.dashboard.returns")}
        </Typography>
        {returns.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate("app.dashboard.returns_none")}
          </Typography>
        ) : (
          <List dense>
            {returns.map((order) => (
              <ListItem key={order.id} disablePadding>
                <ListItemButton component={Link} to={createPath({ resource: "orders", id: order.id, type: "show" })}>
                  <ListItemText
                    primary={`${order.number} · ${order.customerName}`}
                    secondary={translate("app.dashboard.returned_on", {
                      date: day.format(new Date(order.returnReceivedAt)),
                    })}
                  />
                  <Chip
                    size="small"
                    color={new Date(order.refundDueBy) < new Date() ? "error" : "default"}
                    label={translate("app.dashboard.refund_due", { date: day.format(new Date(order.refundDueBy)) })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
