// Save/delete bookkeeping shared by the product and blog editors: a busy flag, the success
// message, and the move to the saved item's page after 1.5 s (docs/storefront.md §7).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useNavigate } from "react-router-dom";
import { useAdmin } from "./AdminContext.tsx";
import { saveFailure } from "./adminApi.ts";

const SUCCESS_REDIRECT_MS = 1500;

export function useSaveFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useAdmin();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async <T>(
    action: (token: string) => Promise<T>,
    onDone: (result: T) => { message?: string; to: string },
  ) => {
    if (!token || busy) return;
    setBusy(true);
    setMessage(null);
    setError(null);
    try {
      const result = await action(token);
      const { message: success, to } = onDone(result);
      if (success) {
        setMessage(success);
        timer.current = setTimeout(() => void navigate(to), SUCCESS_REDIRECT_MS);
      } else {
        void navigate(to);
      }
    } catch (cause) {
      console.error("Saving failed", cause);
      // The editor, with the admin's changes, stays on screen whatever went wrong.
      const { key, detail } = saveFailure(cause);
      setError(detail ? `${t(key)} ${detail}` : t(key));
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, message, error, setError };
}
