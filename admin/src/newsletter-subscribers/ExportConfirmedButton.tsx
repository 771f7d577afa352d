import DownloadIcon from "@mui/icons-material/Download";
import { useState } from "react";
import { Button, downloadCSV, useCanAccess, useDataProvider, useNotify } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { exportFileName } from "./subscriberChoices.ts";

/**
 * Downloads every confirmed address as the API writes it (RFC 4180 CSV), whatever the list shows
 * at the moment: the mailing list itself, so only for those allowed to export it (ADMIN).
 */
export const ExportConfirmedButton = () => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource: "newsletter-subscribers", action: "export" });
  if (!canAccess) return null;

  const download = async () => {
    setBusy(true);
    try {
      downloadCSV(await dataProvider.exportConfirmedSubscribers(), exportFileName(new Date()));
    } catch {
      notify("resources.newsletter-subscribers.export.failed", { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="resources.newsletter-subscribers.export.button" onClick={() => void download()} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
};
