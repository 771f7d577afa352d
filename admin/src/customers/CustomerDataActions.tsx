import type { AdminCustomerRecord, CustomerErasure } from "@shop/shared";
import DeleteForeverIcon from "@mui/icons-material/DeleteForever";
import DownloadIcon from "@mui/icons-material/Download";
import { Button, Stack } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from "react-admin";
import { apiErrorOf } from "../api/apiError.ts";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { saveFile } from "../common/saveFile.ts";
import { EraseCustomerDialog } from "./EraseCustomerDialog.tsx";

/** What an erasure did, in one line: the orders and sign-ups erased, the documents kept. */
const erasureSummary = (erasure: CustomerErasure) => ({
  orders: erasure.erased.orders,
  subscriptions: erasure.erased.newsletterSubscriptions,
  documents: erasure.kept.find((kept) => kept.kind === "issued_documents")?.count ?? 0,
});

/**
 * The customer's data requests (GDPR Art. 15, 17, 20), for ADMIN only: everything the shop holds
 * about the address as a JSON file, and its erasure after a confirm step that names the consequences.
 */
export const CustomerDataActions = () => {
  const customer = useRecordContext<AdminCustomerRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [erasing, setErasing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { canAccess: canExport } = useCanAccess({ resource: "customers", action: "export" });
  const { canAccess: canErase } = useCanAccess({ resource: "customers", action: "erase" });
  const download = useMutation({
    mutationFn: async (email: string) => {
      const file = await dataProvider.exportCustomerData(email);
      saveFile(file.blob, file.fileName ?? "customer-data.json");
    },
    onError: (error) => notify(error.message || "ra.notification.http_error", { type: "error" }),
  });
  const closeDialog = () => {
    setErasing(false);
    setRefusal(null);
  };
  const erase = useMutation({
    mutationFn: ({ email, reason }: { email: string; reason: string }) => dataProvider.eraseCustomer(email, reason),
    onSuccess: (erasure) => {
      closeDialog();
      notify("resources.customers.erase.done", { type: "success", messageArgs: erasureSummary(erasure) });
      // Nothing finds the customer any more: back to the orders.
      redirect("list", "orders");
    },
    // Shown in the dialog, which stays open with its reason: the refusal says what to do first.
    onError: (error) =>
      setRefusal(
        apiErrorOf(error)?.code === "order_in_progress"
          ? translate("resources.customers.erase.in_progress")
          : error.message || translate("ra.notification.http_error"),
      ),
  });
  if (!customer || (!canExport && !canErase)) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mt: 2 }}>
      {canExport && (
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate(customer.email)}
        >
          {translate("resources.customers.export.button")}
        </Button>
      )}
      {canErase && (
        <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setErasing(true)}>
          {translate("resources.customers.erase.button")}
        </Button>
      )}
      <EraseCustomerDialog
        open={erasing}
        customer={customer}
        loading={erase.isPending}
        refusal={refusal}
        onConfirm={(reason) => {
          setRefusal(null);
          erase.mutate({ email: customer.email, reason });
        }}
        onClose={closeDialog}
      />
    </Stack>
  );
};
