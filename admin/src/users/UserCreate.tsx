import { adminUserCreateSchema } from "@shop/shared/schemas";
import { Create, PasswordInput, SelectInput, SimpleForm, TextInput } from "react-admin";
import { validateWith } from "../common/schemaValidation.ts";
import { roleChoices } from "./roles.ts";

const validateUser = validateWith(adminUserCreateSchema);

const UserCreate = () => (
  <Create redirect="list">
    <SimpleForm validate={validateUser} defaultValues={{ role: "SUPPORT" }} sx={{ maxWidth: 640 }}>
      <TextInput source="username" autoComplete="off" helperText="resources.users.helpers.username" />
      <PasswordInput source="password" autoComplete="new-password" helperText="resources.users.helpers.password" />
      <SelectInput source="role" choices={roleChoices} helperText="resources.users.helpers.role" />
    </SimpleForm>
  </Create>
);

export default UserCreate;
