// The audit log's vocabulary, shared by the API (which writes and filters entries) and the console
// (which names them in three languages): every action an entry can record, and the resource each
// belongs to (the console's resource names). The database accepts no other (checks on
// AuditEntry.action and resource written from this list, prisma/migrations/20261201120000_database_guards;
// api/src/data/database-rules.test.ts compares them).

/** Every action the audit log records, grouped by the console resource it concerns. */
export const AUDIT_ACTIONS = {
  /**
   * Sign-ins. A failed one names a known account as its actor (with its id, and in `detail` the
   * reason when the password was right: `second_factor_missing`, `second_factor_wrong`); a
   * username no account has is kept only as a keyed hash (`unknown:<hash>`), since what is typed
   * there is sometimes a password.
   */
  "login.succeeded": "users",
  "login.failed": "users",
  "product.created": "products",
  "product.updated": "products",
  /** The console's delete of a product that orders point at: it stays, off sale for good. */
  "product.archived": "products",
  "product.deleted": "products",
  "category.created": "categories",
  "category.updated": "categories",
  "category.deleted": "categories",
  "post.created": "blog-posts",
  "post.updated": "blog-posts",
  "post.deleted": "blog-posts",
  "user.created": "users",
  "user.updated": "users",
  "user.deleted": "users",
  /** A staff member's own second factor turned on or off, or an administrator's reset of another's. */
  "totp.enrolled": "users",
  "totp.disabled": "users",
  "totp.reset": "users",
  /** An administrator was shown a new account's one-time enrolment code (creating it, or asking anew). */
  "totp.enrolment_code_issued": "users",
  /** Order moves, one action per target status. */
  "order.shipped": "orders",
  "order.delivered": "orders",
  "order.cancelled": "orders",
  /** Money given back, in full or in part (`changes` names what: items, amount, shipping, restock). */
  "order.refunded": "orders",
  /** A returned parcel marked received (its refund is then due within 14 days). */
  "order.return_received": "orders",
  "order.noted": "orders",
  "order.email_resent": "orders",
  "order.invoice_downloaded": "orders",
  "order.credit_note_downloaded": "orders",
  /**
   * Reads of personal data by staff: a page of the order list (`rowCount` rows, `detail` its
   * filter with searches and e-mail addresses as keyed hashes), one order's record, a page of the
   * newsletter's subscribers. One customer's orders are a `customer.viewed`.
   */
  "order.listed": "orders",
  "order.viewed": "orders",
  /** A customer's record opened, exported (GDPR Art. 15/20) or erased (Art. 17). */
  "customer.viewed": "customers",
  "customer.exported": "customers",
  "customer.erased": "customers",
  /** Discount codes: `deactivated` is the console's delete (a used code stays, switched off). */
  "discount_code.created": "discount-codes",
  "discount_code.updated": "discount-codes",
  "discount_code.deactivated": "discount-codes",
  /** The confirmed newsletter addresses downloaded as CSV. */
  "newsletter.exported": "newsletter-subscribers",
  "newsletter.listed": "newsletter-subscribers",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AuditResource = (typeof AUDIT_ACTIONS)[AuditAction];

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** An audit log entry as GET /api/admin/audit-log answers it. */
export interface AdminAuditEntryRecord {
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  actor: string;
  action: AuditAction;
  resource: AuditResource;
  recordId: string | null;
  /** Names of the fields the action changed (never their values). */
  changes: string[];
  /** A read of personal data: how many rows it answered. */
  rowCount: number | null;
  /** A read's filter (searches and e-mail addresses as keyed hashes), or why a sign-in failed. */
  detail: Record<string, unknown> | null;
  /** Keyed hash of the client's address (never the address). */
  clientKey: string | null;
}
