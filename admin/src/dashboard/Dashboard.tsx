import { formatPrice, toCents } from "@shop/shared";
import { Alert, Box, Card, CardContent, CircularProgress } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { Title, useDataProvider, useTranslate } from "react-admin";
import { useShopLanguage } from "../common/useShopLanguage.ts";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { DailyChart } from "./DailyChart.tsx";
import { LowStockList } from "./LowStockList.tsx";
import { ReturnsAwaitingRefund } from "./ReturnsAwaitingRefund.tsx";
import { StatCards } from "./StatCards.tsx";

/** The last 30 days at a glance, what waits to ship, returns waiting for their refund and what runs out. */
const Dashboard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { language, locale } = useShopLanguage();
  const { data, error, isPending } = useQuery({ queryKey: ["dashboard"], queryFn: () => dataProvider.getDashboard() });

  if (isPending) return <CircularProgress sx={{ m: 4 }} aria-label={translate("ra.page.loading")} />;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(error.message || "ra.notification.http_error")}
      </Alert>
    );

  const dayFormat = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const formatDay = (date: string) => dayFormat.format(new Date(date));
  const euros = (value: number) => formatPrice(toCents(value), language);
  const count = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const best = (key: "revenue" | "orders") =>
    data.days.reduce((top, day) => (day[key] > top[key] ? day : top), data.days[0]);
  const summary = (key: "revenue" | "orders", total: string, format: (value: number) => string) => {
    const top = best(key);
    return translate("app.dashboard.chart_summary", {
      total,
      best: top ? format(top[key]) : "—",
      day: top ? formatDay(top.date) : "—",
    });
  };

  return (
    <Box sx={{ display: "grid", gap: 2, py: 2 }}>
      <Title title="ra.page.dashboard" />
      <StatCards dashboard={data} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
        <Card variant="outlined">
          <CardContent>
            <DailyChart
              title={translate("app.dashboard.revenue_per_day")}
              summary={summary("revenue", euros(data.revenue30d), euros)}
              days={data.days.map((day) => ({ date: day.date, value: day.revenue }))}
              formatValue={euros}
              formatDay={formatDay}
              dayLabel={translate("app.dashboard.day")}
              valueLabel={translate("app.dashboard.revenue")}
            />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <DailyChart
              title={translate("app.dashboard.orders_per_day")}
              summary={summary("orders", count(data.orders30d), count)}
              days={data.days.map((day) => ({ date: day.date, value: day.orders }))}
              formatValue={count}
              formatDay={formatDay}
              dayLabel={translate("app.dashboard.day")}
              valueLabel={translate("app.dashboard.orders")}
            />
          </CardContent>
        </Card>
      </Box>
      <ReturnsAwaitingRefund returns={data.returnsAwaitingRefund} />
      <LowStockList products={data.lowStock} />
    </Box>
  );
};

export default Dashboard;
