import { Box, Stack } from "@mui/material";
import { Show } from "react-admin";
import { OrderActionsPanel } from "./OrderActionsPanel.tsx";
import { OrderAddresses } from "./OrderAddresses.tsx";
import { OrderDocuments } from "./OrderDocuments.tsx";
import { OrderEvents } from "./OrderEvents.tsx";
import { OrderItems } from "./OrderItems.tsx";
import { OrderPayment } from "./OrderPayment.tsx";
import { OrderRefunds } from "./OrderRefunds.tsx";
import { OrderShipment } from "./OrderShipment.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { OrderWithdrawals } from "./OrderWithdrawals.tsx";

/** Everything support needs about one order, with the moves allowed from its status. */
const OrderShow = () => (
  <Show actions={false}>
    <Box
      sx={{
        display: "grid",
        gap: 2,
        p: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
      }}
    >
      <Stack spacing={2}>
        <OrderSummary />
        <OrderItems />
        <OrderAddresses />
      </Stack>
      <Stack spacing={2}>
        <OrderActionsPanel />
        <OrderWithdrawals />
        <OrderRefunds />
        <OrderShipment />
        <OrderPayment />
        <OrderDocuments />
        <OrderEvents />
      </Stack>
    </Box>
  </Show>
);

export default OrderShow;
