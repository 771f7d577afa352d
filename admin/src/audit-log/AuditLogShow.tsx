import { NumberField, Show, SimpleShowLayout, TextField } from "react-admin";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { AuditActionField, AuditChangesField, AuditDetailField, AuditRecordField } from "./AuditActionField.tsx";

/** One entry; no edit or delete button, as there is no such route. */
const AuditLogShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <TextField source="id" />
      <DateTimeField source="at" />
      <TextField source="actor" />
      <AuditActionField source="action" />
      <AuditRecordField source="recordId" />
      <AuditChangesField source="changes" />
      <NumberField source="rowCount" emptyText="—" />
      <AuditDetailField source="detail" />
      <TextField source="clientKey" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);

export default AuditLogShow;
