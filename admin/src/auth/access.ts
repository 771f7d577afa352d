import type { Role } from "@shop/shared/enums";

const READ_ACTIONS = new Set(["list", "show", "export"]);
const CATALOG = new Set(["products", "categories", "blog-posts"]);
/** What support reads beside the catalog: one customer's orders in sum. */
const ORDER_VIEWS = new Set(["customers"]);

/**
 * What each role may do in the console (PRODUCT.md): ADMIN everything; SUPPORT works on orders,
 * reads the catalog and lists the newsletter's subscribers. The API enforces the same rules with 403; this only hides what would
 * be refused.
 */
export function canRoleAccess(role: Role, resource: string, action: string): boolean {
  if (role === "ADMIN") return true;
  if (resource === "orders") return READ_ACTIONS.has(action) || action === "edit";
  if (CATALOG.has(resource) || ORDER_VIEWS.has(resource)) return READ_ACTIONS.has(action);
  // The subscribers are listed; their export is the mailing list itself, for ADMIN only.
  if (resource === "newsletter-subscribers") return action === "list";
  return false;
}
