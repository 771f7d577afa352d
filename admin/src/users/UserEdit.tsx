import type { AdminUserRecord } from "@shop/shared";
import { adminUserUpdateSchema } from "@shop/shared/schemas";
import { Edit, Labeled, PasswordInput, SelectInput, SimpleForm, TextField } from "react-admin";
import { validateWith } from "../common/schemaValidation.ts";
import { roleChoices } from "./roles.ts";

interface UserFormValues extends Partial<AdminUserRecord> {
  password?: string;
}

/** Only the role and, when typed, a new password go to the API. */
const toUserUpdate = ({ role, password }: UserFormValues) => (password ? { role, password } : { role });

const validateUpdate = validateWith(adminUserUpdateSchema);
const validateUserUpdate = (values: UserFormValues) => validateUpdate(toUserUpdate(values));

const UserEdit = () => (
  <Edit mutationMode="pessimistic" transform={toUserUpdate}>
    <SimpleForm validate={validateUserUpdate} sx={{ maxWidth: 640 }}>
      <Labeled label="resources.users.fields.username">
        <TextField source="username" />
      </Labeled>
      <SelectInput source="role" choices={roleChoices} helperText="resources.users.helpers.role" />
      <PasswordInput source="password" label="resources.users.fields.new_password" autoComplete="new-password" helperText="resources.users.helpers.new_password" />
    </SimpleForm>
  </Edit>
);

export default UserEdit;
