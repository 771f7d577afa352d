import type { AdminUserRecord, EnrolmentCode } from "@shop/shared";
import KeyIcon from "@mui/icons-material/Key";
import { useMutation } from "@tanstack/react-query";
import { useState, type MouseEvent } from "react";
import { Button, useDataProvider, useNotify, useRecordContext } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { useAccount } from "../account/useAccount.ts";
import { EnrolmentCodeDialog } from "./EnrolmentCodeDialog.tsx";

/**
 * With STAFF_2FA=required, a new one-time enrolment code for an account without a second factor
 * (its last one expired or was lost); the last one stops working.
 */
export const NewEnrolmentCodeButton = () => {
  const user = useRecordContext<AdminUserRecord>();
  const { data: account } = useAccount();
  const notify = useNotify();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [enrolmentCode, setEnrolmentCode] = useState<EnrolmentCode | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: number) => dataProvider.issueEnrolmentCode(id),
    onSuccess: (issued) => setEnrolmentCode(issued.enrolmentCode ?? null),
    onError: (error) => notify(error.message || "ra.notification.http_error", { type: "error" }),
  });
  if (!user || user.totpEnabled || !account?.totpRequired) return null;
  // The row opens the user's form on click; the button and its dialog must not.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop}>
      <Button label="resources.users.enrolment.new_code" onClick={() => mutate(user.id)} disabled={isPending}>
        <KeyIcon />
      </Button>
      <EnrolmentCodeDialog
        username={user.username}
        enrolmentCode={enrolmentCode}
        onClose={() => setEnrolmentCode(null)}
      />
    </span>
  );
};
