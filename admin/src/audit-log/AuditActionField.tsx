import type { AdminAuditEntryRecord } from "@shop/shared";
import { useRecordContext, useTranslate } from "react-admin";
import { Typography } from "@mui/material";

/** The action in the console's language ("Product updated"). */
export const AuditActionField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AdminAuditEntryRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`resources.audit-log.actions.${record.action}`, { _: record.action })}
    </Typography>
  );
};

/** The record the entry concerns: its resource's name and its id. */
export const AuditRecordField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AdminAuditEntryRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const resource = translate(`resources.${record.resource}.name`, { smart_count: 1, _: record.resource });
  return (
    <Typography component="span" variant="body2">
      {record.recordId ? `${resource} ${record.recordId}` : resource}
    </Typography>
  );
};

/** The names of the fields changed, as the API gives them (never their values). */
export const AuditChangesField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AdminAuditEntryRecord>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontFamily: "monospace" }}>
      {record.changes.join(", ") || "—"}
    </Typography>
  );
};

/**
 * What a read asked for (its filter: searches and e-mail addresses as keyed hashes) or why a
 * sign-in failed, as the API keeps it.
 */
export const AuditDetailField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<AdminAuditEntryRecord>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
      {record.detail ? JSON.stringify(record.detail) : "—"}
    </Typography>
  );
};
