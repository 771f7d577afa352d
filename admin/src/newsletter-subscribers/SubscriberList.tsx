import type { AdminNewsletterSubscriberRecord } from "@shop/shared";
import {
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../common/DateTimeField.tsx";
import { ExportConfirmedButton } from "./ExportConfirmedButton.tsx";
import { languageChoices, statusChoices } from "./subscriberChoices.ts";
import { SubscriberStatusField } from "./SubscriberStatusField.tsx";

const Column = DataTable.Col<AdminNewsletterSubscriberRecord>;

function useSubscriberFilters() {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate("resources.newsletter-subscribers.filters.search")}
      sx={{ width: 320 }}
    />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  ];
}

const LanguageField = (_props: { source?: string }) => <SelectField source="language" choices={languageChoices} />;

const SubscriberActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportConfirmedButton />
  </TopToolbar>
);

/** Read only: addresses come and go by their own links (docs/behaviour.md §10). */
const SubscriberList = () => (
  <List
    filters={useSubscriberFilters()}
    actions={<SubscriberActions />}
    sort={{ field: "createdAt", order: "DESC" }}
    perPage={25}
    // The list's own export would take only what one request returns; the button exports them all.
    exporter={false}
  >
    <DataTable rowClick={false} bulkActionButtons={false}>
      <Column source="email" />
      <Column source="language" field={LanguageField} />
      <Column source="status" field={SubscriberStatusField} disableSort />
      <Column source="createdAt" field={DateTimeField} />
      <Column source="confirmedAt" field={DateTimeField} />
      <Column source="unsubscribedAt" field={DateTimeField} />
    </DataTable>
  </List>
);

export default SubscriberList;
