import type { Role } from "@shop/shared/enums";
import { allows, isPermission, type Permission } from "@shop/shared/permissions";

/** react-admin's own actions on a resource, as the permission they need: `read` or `write`. */
const GENERIC_ACTIONS: Record<string, "read" | "write"> = {
  list: "read",
  show: "read",
  export: "read",
  create: "write",
  edit: "write",
  delete: "write",
};

/**
 * The permission a console action needs: the one named `resource.action` when the table has it
 * (orders.refund, customers.erase, newsletter-subscribers.export…), else the resource's `read` or
 * `write` for react-admin's own actions; none for anything else.
 */
export function consolePermission(resource: string, action: string): Permission | null {
  const named = `${resource}.${action}`;
  if (isPermission(named)) return named;
  if (!Object.hasOwn(GENERIC_ACTIONS, action)) return null;
  const generic = `${resource}.${GENERIC_ACTIONS[action]}`;
  return isPermission(generic) ? generic : null;
}

/**
 * What each role may do in the console (docs/behaviour.md §8), read from the permission table the
 * API's guard enforces with 403 (@shop/shared/permissions): this only hides what would be refused.
 * An action the table does not name is refused to every role.
 */
export function canRoleAccess(role: Role, resource: string, action: string): boolean {
  const permission = consolePermission(resource, action);
  return permission !== null && allows(role, permission);
}
