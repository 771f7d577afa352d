import { useTranslation } from "../i18n/useTranslation.ts";
import { DeleteButton } from "./DeleteButton.tsx";
import styles from "./Admin.module.css";

interface EditorActionsProps {
  message: string | null | undefined;
  error: string | null | undefined;
  busy: boolean;
  /** Absent while creating: there is nothing to delete yet. */
  onDelete?: () => void;
}

/** The save flow's outcome and the Save / Delete buttons, shared by the product and post editors. */
export function EditorActions({ message, error, busy, onDelete }: EditorActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {message && (
        <p className="alert alert-success" role="status">
          {message}
        </p>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <div className={styles.editorActions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("admin.save")}
        </button>
        {onDelete && <DeleteButton onConfirm={onDelete} disabled={busy} />}
      </div>
    </>
  );
}
