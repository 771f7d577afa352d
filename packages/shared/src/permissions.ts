// Who may do what (docs/behaviour.md §8), the one place it is decided: each permission names a
// resource and what is done to it, and the staff roles that have it. The API's guard lets an
// admin route through only with the permission the route names (api/src/auth/guard.ts, `can`),
// the order state machine lets staff make a move only with the move's permission
// (order-states.ts), and the console shows only what the same table allows (admin/src/auth/access.ts).
// It loads in the console, so it stays free of zod and anything else heavy.
import type { Role } from "@shop/db/enums";

/** Every staff role: ADMIN and SUPPORT. */
const STAFF: readonly Role[] = ["ADMIN", "SUPPORT"];
const ADMIN: readonly Role[] = ["ADMIN"];

export interface PermissionRule {
  /** The roles that have the permission. */
  roles: readonly Role[];
  /**
   * Granted before the account has a second factor, where the shop requires one (STAFF_2FA):
   * only what it takes to set one up.
   */
  beforeSecondFactor?: true;
}

/**
 * Every permission, `resource.action`: `read` is a resource's lists and records, `write` creating,
 * changing and deleting them; the others are the one thing they name.
 */
export const PERMISSIONS = {
  /** The signed-in member's own account: its details, setting up and removing a second factor. */
  "account.manage": { roles: STAFF, beforeSecondFactor: true },
  "dashboard.read": { roles: STAFF },
  "products.read": { roles: STAFF },
  "products.write": { roles: ADMIN },
  "categories.read": { roles: STAFF },
  "categories.write": { roles: ADMIN },
  "blog-posts.read": { roles: STAFF },
  "blog-posts.write": { roles: ADMIN },
  /** Discount codes: support reads them to help a shopper, administrators create and change them. */
  "discount-codes.read": { roles: STAFF },
  "discount-codes.write": { roles: ADMIN },
  /** Uploading an image for a product or a post. */
  "images.write": { roles: ADMIN },
  /** Uploading a product's instructions for use (a PDF). */
  "documents.write": { roles: ADMIN },
  /** The orders, an order with its history, its invoice and credit notes. */
  "orders.read": { roles: STAFF },
  /** Changing an order from its record: a note (a status move also needs the move's permission below). */
  "orders.edit": { roles: STAFF },
  "orders.ship": { roles: STAFF },
  "orders.deliver": { roles: STAFF },
  "orders.cancel": { roles: STAFF },
  /** Refunding all or part of an order's money. */
  "orders.refund": { roles: STAFF },
  /** Marking a withdrawal's returned parcel received. */
  "orders.return": { roles: STAFF },
  /** Sending one of the shopper's e-mails again. */
  "orders.resend": { roles: STAFF },
  /** One customer's orders in sum. */
  "customers.read": { roles: STAFF },
  /** A customer's personal data, exported for them. */
  "customers.export": { roles: ADMIN },
  "customers.erase": { roles: ADMIN },
  "users.read": { roles: ADMIN },
  "users.write": { roles: ADMIN },
  /** The newsletter's subscribers: the mailing list. */
  "newsletter-subscribers.read": { roles: ADMIN },
  "newsletter-subscribers.export": { roles: ADMIN },
  "audit-log.read": { roles: ADMIN },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

const RULES: Record<Permission, PermissionRule> = PERMISSIONS;

/** Every permission, in the table's order. */
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(name: string): name is Permission {
  return Object.hasOwn(PERMISSIONS, name);
}

/** The roles that have `permission`. */
export function rolesWith(permission: Permission): readonly Role[] {
  return RULES[permission].roles;
}

/** Whether a member of `role` has `permission`. */
export function allows(role: Role, permission: Permission): boolean {
  return RULES[permission].roles.includes(role);
}

/** Whether `permission` is granted to an account that has not set up a second factor yet. */
export function grantedBeforeSecondFactor(permission: Permission): boolean {
  return RULES[permission].beforeSecondFactor === true;
}
