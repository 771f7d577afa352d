import type { AdminOrderRecord } from "@shop/shared";
import DownloadIcon from "@mui/icons-material/Download";
import { Button, Stack } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useDataProvider, useNotify, useRecordContext, useTranslate } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { saveFile } from "../common/saveFile.ts";
import { Section } from "../common/Section.tsx";
import { orderDocuments, type OrderDocumentKind } from "./orderDocuments.ts";

/** The order's invoice and credit note as PDF, fetched with the console's token and saved. */
export const OrderDocuments = () => {
  const record = useRecordContext<AdminOrderRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { mutate, isPending, variables } = useMutation({
    mutationFn: async ({ kind, number }: { kind: OrderDocumentKind; number: string }) => {
      const file = await dataProvider.orderDocument(record!.id, kind);
      saveFile(file.blob, file.fileName ?? `${number}.pdf`);
    },
    onError: (error) => notify(error.message || "ra.notification.http_error", { type: "error" }),
  });
  if (!record) return null;
  const documents = orderDocuments(record);
  if (documents.length === 0) return null;
  return (
    <Section title="resources.orders.sections.documents">
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        {documents.map((document) => (
          <Button
            key={document.kind}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={isPending && variables?.kind === document.kind}
            onClick={() => mutate(document)}
          >
            {translate(`resources.orders.actions.download_${document.kind.replace("-", "_")}`, {
              number: document.number,
            })}
          </Button>
        ))}
      </Stack>
    </Section>
  );
};
