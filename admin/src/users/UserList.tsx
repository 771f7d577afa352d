import type { AdminUserRecord } from "@shop/shared";
import { DataTable, List, SearchInput, SelectField, SelectInput, useRecordContext, useTranslate } from "react-admin";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { NewEnrolmentCodeButton } from "./NewEnrolmentCodeButton.tsx";
import { ResetSecondFactorButton } from "./ResetSecondFactorButton.tsx";
import { roleChoices } from "./roles.ts";

const Column = DataTable.Col<AdminUserRecord>;

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

const RoleField = (_props: { source?: string }) => <SelectField source="role" choices={roleChoices} />;

const SecondFactorField = (_props: { source?: string }) => {
  const user = useRecordContext<AdminUserRecord>();
  const translate = useTranslate();
  if (!user) return null;
  return <>{translate(user.totpEnabled ? "resources.users.totp.on" : "resources.users.totp.off")}</>;
};

const UserList = () => (
  <List filters={userFilters} sort={{ field: "username", order: "ASC" }} exporter={false}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <Column source="username" />
      <Column source="role" field={RoleField} />
      <Column source="createdAt" field={DateTimeField} />
      <Column source="totpEnabled" field={SecondFactorField} />
      <Column label="" disableSort>
        <ResetSecondFactorButton />
        <NewEnrolmentCodeButton />
      </Column>
    </DataTable>
  </List>
);

export default UserList;
