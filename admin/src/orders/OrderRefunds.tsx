import type { AdminOrderRecord } from "@shop/shared";
import { formatPrice, toCents } from "@shop/shared";
import DownloadIcon from "@mui/icons-material/Download";
import { Box, Button, Divider, Stack, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useDataProvider, useNotify, useRecordContext, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { saveFile } from "../common/saveFile.ts";
import { Section } from "../common/Section.tsx";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/** The money given back so far: each refund with what it covered, why, who made it, and its credit note. */
export const OrderRefunds = () => {
  const record = useRecordContext<AdminOrderRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { language, locale } = useShopLanguage();
  const { mutate, isPending, variables } = useMutation({
    mutationFn: async (number: string) => {
      const file = await dataProvider.creditNote(record!.id, number);
      saveFile(file.blob, file.fileName ?? `${number}.pdf`);
    },
    onError: (error) => notify(error.message || "ra.notification.http_error", { type: "error" }),
  });
  if (!record || record.refunds.length === 0) return null;
  const price = (euros: number) => formatPrice(toCents(euros), language);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Section title="resources.orders.sections.refunds">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate("resources.orders.refunds.summary", {
          refunded: price(record.refunded),
          total: price(record.total),
        })}
      </Typography>
      <Stack spacing={2} divider={<Divider flexItem />}>
        {record.refunds.map((refund) => (
          <Box key={refund.id} data-testid="order-refund">
            <Typography variant="subtitle2" component="h3">
              {translate(
                refund.status === "done" ? "resources.orders.refunds.done" : "resources.orders.refunds.pending",
                {
                  amount: price(refund.amount),
                },
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate("resources.orders.events.by", {
                actor: refund.actor,
                date: when.format(new Date(refund.createdAt)),
              })}
            </Typography>
            {refund.items.map((item) => (
              <Typography key={item.orderItemId} variant="body2">
                {item.quantity} × {item.name}
              </Typography>
            ))}
            {refund.shipping > 0 && (
              <Typography variant="body2">
                {translate("resources.orders.refunds.shipping", { amount: price(refund.shipping) })}
              </Typography>
            )}
            {refund.sum > 0 && (
              <Typography variant="body2">
                {translate("resources.orders.refunds.sum", { amount: price(refund.sum) })}
              </Typography>
            )}
            <Typography variant="body2">
              {translate(
                refund.restock ? "resources.orders.refunds.restocked" : "resources.orders.refunds.not_restocked",
              )}
            </Typography>
            {/* Blank once the customer's data was erased: the reason was staff's words about them. */}
            {refund.reason && (
              <Typography variant="body2">
                {translate("resources.orders.refunds.reason", { reason: refund.reason })}
              </Typography>
            )}
            {refund.creditNoteNumber && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                sx={{ mt: 1 }}
                disabled={isPending && variables === refund.creditNoteNumber}
                onClick={() => mutate(refund.creditNoteNumber!)}
              >
                {translate("resources.orders.actions.download_credit_note", { number: refund.creditNoteNumber })}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
    </Section>
  );
};
