import { adminUserUpdateSchema } from "@shop/shared/schemas";
import { Edit, Labeled, PasswordInput, SelectInput, SimpleForm, TextField } from "react-admin";
import { useSaveFailure } from "../common/saveFailure.tsx";
import { validateWith } from "../common/schemaValidation.ts";
import { roleChoices } from "./roles.ts";
import { toUserUpdate, userChanges, type UserFormValues } from "./userPayload.ts";

// The version is not something the admin types: the API says when it is missing or stale.
const validateChanges = validateWith(adminUserUpdateSchema.omit({ version: true }));
const validateUserUpdate = (values: UserFormValues) => validateChanges(userChanges(values));

const UserEdit = () => {
  const saveFailure = useSaveFailure();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={saveFailure} transform={toUserUpdate}>
      <SimpleForm validate={validateUserUpdate} sx={{ maxWidth: 640 }}>
        <Labeled label="resources.users.fields.username">
          <TextField source="username" />
        </Labeled>
        <SelectInput source="role" choices={roleChoices} helperText="resources.users.helpers.role" />
        <PasswordInput
          source="password"
          label="resources.users.fields.new_password"
          autoComplete="new-password"
          helperText="resources.users.helpers.new_password"
        />
      </SimpleForm>
    </Edit>
  );
};

export default UserEdit;
