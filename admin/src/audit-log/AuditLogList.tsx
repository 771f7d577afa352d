import type { AdminAuditEntryRecord } from "@shop/shared";
import { DataTable, DateInput, List, SelectInput, TextInput } from "react-admin";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { endOfDayIso, startOfDayIso } from "../orders/dateRange.ts";
import { actionChoices } from "./auditChoices.ts";
import { AuditActionField, AuditChangesField, AuditRecordField } from "./AuditActionField.tsx";

const Column = DataTable.Col<AdminAuditEntryRecord>;

const auditFilters = [
  <TextInput key="actor" source="actor" label="resources.audit-log.filters.actor" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    label="resources.audit-log.filters.action"
    choices={actionChoices}
    alwaysOn
  />,
  <DateInput key="from" source="at_gte" label="resources.audit-log.filters.from" parse={startOfDayIso} alwaysOn />,
  <DateInput key="until" source="at_lte" label="resources.audit-log.filters.until" parse={endOfDayIso} alwaysOn />,
];

/** Read only: entries are never changed or deleted (docs/behaviour.md §16). */
const AuditLogList = () => (
  <List filters={auditFilters} sort={{ field: "id", order: "DESC" }} perPage={50} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="at" field={DateTimeField} />
      <Column source="actor" disableSort />
      <Column source="action" field={AuditActionField} disableSort />
      <Column source="recordId" field={AuditRecordField} disableSort />
      <Column source="changes" field={AuditChangesField} disableSort />
    </DataTable>
  </List>
);

export default AuditLogList;
