import type { AdminOrderListRow } from "@shop/shared";
import { formatPrice, toCents } from "@shop/shared";
import { SimpleList } from "react-admin";
import { useShopLanguage } from "../common/useShopLanguage.ts";
import { OrderStatusChips } from "./OrderStatusField.tsx";

/** The order list on a phone: one line per order, the status on the right. */
export const OrderSimpleList = () => {
  const { language, locale } = useShopLanguage();
  const placed = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  return (
    <SimpleList<AdminOrderListRow>
      linkType="show"
      primaryText={(order) => `${order.number} · ${order.customerName}`}
      secondaryText={(order) =>
        `${formatPrice(toCents(order.total), language)} · ${placed.format(new Date(order.createdAt))}`
      }
      tertiaryText={(order) => <OrderStatusChips order={order} />}
    />
  );
};
