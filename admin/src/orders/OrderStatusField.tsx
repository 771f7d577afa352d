import type { AdminOrderRecord, OrderStatus } from "@shop/shared";
import { Chip } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { STATUS_CHIP } from "./orderStatus.ts";

export const OrderStatusChip = ({ status }: { status: OrderStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" {...STATUS_CHIP[status]} label={translate(`resources.orders.status.${status}`)} />;
};

export const OrderStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AdminOrderRecord>();
  return record ? <OrderStatusChip status={record.status} /> : null;
};
