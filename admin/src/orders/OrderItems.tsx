import type { AdminOrderRecord } from "@shop/shared";
import { formatPrice, LOCALES, toCents } from "@shop/shared";
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { Section } from "../common/Section.tsx";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/** The items as bought (names, prices and VAT rates recorded at the time), then the order's totals. */
export const OrderItems = () => {
  const record = useRecordContext<AdminOrderRecord>();
  const translate = useTranslate();
  const { language } = useShopLanguage();
  if (!record) return null;
  const price = (euros: number) => formatPrice(toCents(euros), language);
  const percent = new Intl.NumberFormat(LOCALES[language], { style: "percent", maximumFractionDigits: 1 });
  const field = (name: string) => translate(`resources.orders.items.${name}`);
  // The discount as the invoice shows it: taken off after the subtotal, named by its code.
  const totals: [label: string, amount: number][] = [
    [translate("resources.orders.fields.subtotal"), record.subtotal],
    ...(record.discount > 0
      ? [
          [translate("resources.orders.fields.discount", { code: record.discountCode ?? "" }), -record.discount] as [
            string,
            number,
          ],
        ]
      : []),
    [translate("resources.orders.fields.shipping"), record.shipping],
    [translate("resources.orders.fields.vat"), record.vat],
  ];
  return (
    <Section title="resources.orders.sections.items">
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{field("name")}</TableCell>
              <TableCell align="right">{field("unitPrice")}</TableCell>
              <TableCell align="right">{field("quantity")}</TableCell>
              <TableCell align="right">{field("vatRate")}</TableCell>
              <TableCell align="right">{field("lineTotal")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.items.map((item) => (
              <TableRow key={item.slug}>
                <TableCell>{item.name}</TableCell>
                <TableCell align="right">{price(item.unitPrice)}</TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right">{percent.format(item.vatRate / 100)}</TableCell>
                <TableCell align="right">{price(item.lineTotal)}</TableCell>
              </TableRow>
            ))}
            {totals.map(([label, amount]) => (
              <TableRow key={label}>
                <TableCell colSpan={4} align="right">
                  {label}
                </TableCell>
                <TableCell align="right">{price(amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={4} align="right" sx={{ fontWeight: 700 }}>
                {translate("resources.orders.fields.total")}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {price(record.total)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
};
