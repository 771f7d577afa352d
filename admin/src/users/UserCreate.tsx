import type { AdminUserWithEnrolmentCode } from "@shop/shared";
import { adminUserCreateSchema } from "@shop/shared/schemas";
import { useState } from "react";
import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, useNotify, useRedirect } from "react-admin";
import { validateWith } from "../common/schemaValidation.ts";
import { EnrolmentCodeDialog } from "./EnrolmentCodeDialog.tsx";
import { roleChoices } from "./roles.ts";

const validateUser = validateWith(adminUserCreateSchema);

/**
 * A new staff account. With STAFF_2FA=required the API answers its one-time enrolment code, which
 * is shown once before the list opens.
 */
const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [created, setCreated] = useState<AdminUserWithEnrolmentCode | null>(null);
  const onSuccess = (user: AdminUserWithEnrolmentCode) => {
    notify("resources.users.notifications.created", { type: "info", messageArgs: { smart_count: 1 } });
    if (user.enrolmentCode) setCreated(user);
    else redirect("list", "users");
  };
  return (
    <>
      <Create redirect="list" mutationOptions={{ onSuccess }}>
        <SimpleForm validate={validateUser} defaultValues={{ role: "SUPPORT" }} sx={{ maxWidth: 640 }}>
          <TextInput source="username" autoComplete="off" helperText="resources.users.helpers.username" />
          <PasswordInput source="password" autoComplete="new-password" helperText="resources.users.helpers.password" />
          <SelectInput source="role" choices={roleChoices} helperText="resources.users.helpers.role" />
        </SimpleForm>
      </Create>
      <EnrolmentCodeDialog
        username={created?.username ?? ""}
        enrolmentCode={created?.enrolmentCode ?? null}
        onClose={() => redirect("list", "users")}
      />
    </>
  );
};

export default UserCreate;
