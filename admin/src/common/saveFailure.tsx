// How the Edit views report a failed save. The views save pessimistically, so a refused save never
// looks saved: the form stays as the admin left it. A save over a record that someone else saved
// after the form loaded (409 stale_record) gets a notification that stays up, with a button that
// loads the current version into the form (dropping the unsaved changes, which the message says).
import { Button } from "@mui/material";
import { HttpError, useCloseNotification, useNotify, useRefresh, useTranslate } from "react-admin";
import { isStaleRecord, STALE_RECORD_MESSAGE } from "../api/apiError.ts";

const ReloadRecordButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const close = useCloseNotification();
  return (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        close();
        refresh();
      }}
    >
      {translate("app.conflict.reload")}
    </Button>
  );
};

const hasFieldErrors = (error: unknown) =>
  error instanceof HttpError && Object.keys((error.body as { errors?: object } | undefined)?.errors ?? {}).length > 0;

/** `mutationOptions` for an Edit view: react-admin's own failure notification, plus the above for stale saves. */
export function useSaveFailure() {
  const notify = useNotify();
  return {
    onError: (error: unknown) => {
      if (isStaleRecord(error)) {
        notify(STALE_RECORD_MESSAGE, {
          type: "error",
          multiLine: true,
          autoHideDuration: null,
          action: <ReloadRecordButton />,
        });
        return;
      }
      // As react-admin does: errors the API tied to a field are shown at that field.
      if (hasFieldErrors(error)) return;
      const message = error instanceof Error && error.message ? error.message : "ra.notification.http_error";
      notify(message, { type: "error", messageArgs: { _: message } });
    },
  };
}
