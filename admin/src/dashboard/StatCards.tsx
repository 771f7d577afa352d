import type { AdminDashboard } from "@shop/shared";
import { formatPrice, toCents } from "@shop/shared";
import EuroIcon from "@mui/icons-material/Euro";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import UndoIcon from "@mui/icons-material/Undo";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import { Box, Card, CardActionArea, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link, useTranslate } from "react-admin";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/** The order list's paid orders not shipped yet, partly refunded ones included: what waits to be shipped. */
const AWAITING_SHIPMENT_PATH = {
  pathname: "/orders",
  search: `?filter=${encodeURIComponent(JSON.stringify({ shipment: "due" }))}`,
};

/** The order list's orders with a withdrawal whose refund is due. */
const OPEN_WITHDRAWALS_PATH = {
  pathname: "/orders",
  search: `?filter=${encodeURIComponent(JSON.stringify({ withdrawal: "open" }))}`,
};

const StatCard = ({ icon, label, value }: { icon: ReactNode; label: string; value: string }) => (
  <CardContent sx={{ display: "flex", gap: 2, alignItems: "center" }}>
    <Box sx={{ color: "primary.main", display: "flex" }}>{icon}</Box>
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
    </div>
  </CardContent>
);

export const StatCards = ({ dashboard }: { dashboard: AdminDashboard }) => {
  const translate = useTranslate();
  const { language, locale } = useShopLanguage();
  const number = new Intl.NumberFormat(locale);
  return (
    <Box
      sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } }}
    >
      <Card variant="outlined">
        <StatCard
          icon={<EuroIcon fontSize="large" />}
          label={translate("app.dashboard.revenue_30d")}
          value={formatPrice(toCents(dashboard.revenue30d), language)}
        />
      </Card>
      <Card variant="outlined">
        <StatCard
          icon={<ShoppingCartIcon fontSize="large" />}
          label={translate("app.dashboard.orders_30d")}
          value={number.format(dashboard.orders30d)}
        />
      </Card>
      <Card variant="outlined">
        <CardActionArea component={Link} to={AWAITING_SHIPMENT_PATH}>
          <StatCard
            icon={<LocalShippingIcon fontSize="large" />}
            label={translate("app.dashboard.awaiting_shipment")}
            value={number.format(dashboard.awaitingShipment)}
          />
        </CardActionArea>
      </Card>
      <Card variant="outlined">
        <CardActionArea component={Link} to={OPEN_WITHDRAWALS_PATH}>
          <StatCard
            icon={<UndoIcon fontSize="large" />}
            label={translate("app.dashboard.open_withdrawals")}
            value={number.format(dashboard.openWithdrawals)}
          />
        </CardActionArea>
      </Card>
    </Box>
  );
};
