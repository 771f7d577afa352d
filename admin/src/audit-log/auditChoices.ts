import { AUDIT_ACTION_NAMES } from "@shop/shared/audit";

/** The action filter's choices; react-admin translates each name (resources.audit-log.actions.*). */
export const actionChoices = AUDIT_ACTION_NAMES.map((action) => ({
  id: action,
  name: `resources.audit-log.actions.${action}`,
}));
