import type { AdminUserRecord, EnrolmentCode } from "@shop/shared";
import LockResetIcon from "@mui/icons-material/LockReset";
import { useMutation } from "@tanstack/react-query";
import { useState, type MouseEvent } from "react";
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { EnrolmentCodeDialog } from "./EnrolmentCodeDialog.tsx";

/**
 * An administrator removes a staff member's second factor (a lost phone): always confirmed
 * first, naming the account. The API refuses it for the administrator's own account. With
 * STAFF_2FA=required it answers the account's new enrolment code, shown here once.
 */
export const ResetSecondFactorButton = () => {
  const user = useRecordContext<AdminUserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [enrolment, setEnrolment] = useState<{ username: string; code: EnrolmentCode } | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: number) => dataProvider.resetUserTotp(id),
    onSuccess: ({ data }) => {
      notify("resources.users.totp.reset_done", { type: "success" });
      if (data.enrolmentCode) setEnrolment({ username: data.username, code: data.enrolmentCode });
      refresh();
    },
    onError: (error) => notify(error.message || "ra.notification.http_error", { type: "error" }),
    onSettled: () => setConfirming(false),
  });
  // After the reset the row shows the account without a second factor; the code stays on screen.
  const dialog = (
    <EnrolmentCodeDialog
      username={enrolment?.username ?? ""}
      enrolmentCode={enrolment?.code ?? null}
      onClose={() => setEnrolment(null)}
    />
  );
  if (!user?.totpEnabled) return enrolment ? <span onClick={(event) => event.stopPropagation()}>{dialog}</span> : null;
  // The row opens the user's form on click; the button and its dialog must not.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop}>
      <Button label="resources.users.totp.reset" onClick={() => setConfirming(true)} disabled={isPending}>
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.users.totp.reset_title"
        content="resources.users.totp.reset_content"
        translateOptions={{ username: user.username }}
        confirm="resources.users.totp.reset"
        confirmColor="warning"
        onConfirm={() => mutate(user.id)}
        onClose={() => setConfirming(false)}
      />
      {dialog}
    </span>
  );
};
