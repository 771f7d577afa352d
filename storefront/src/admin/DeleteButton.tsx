import { useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Dialog } from "../ui/Dialog.tsx";

/** Delete after a confirmation: Delete or Cancel (docs/storefront.md §7). */
export function DeleteButton({ onConfirm, disabled }: { onConfirm: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setAsking(true)} disabled={disabled}>
        {t("admin.delete")}
      </button>
      {asking && (
        <Dialog
          role="alertdialog"
          title={t("admin.confirmDeleteTitle")}
          onClose={() => setAsking(false)}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)} data-autofocus>
                {t("admin.cancel")}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => {
                  setAsking(false);
                  onConfirm();
                }}
              >
                {t("admin.delete")}
              </button>
            </>
          }
        >
          <p>{t("admin.confirmDelete")}</p>
        </Dialog>
      )}
    </>
  );
}
