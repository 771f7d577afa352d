// The console's requests (/api/admin/*), validated by validJson and validListQuery: the saves the
// console validates before it sends them come from @shop/shared/schemas (the console applies the
// same ones); the rest, and each list's filter, are the API's own.
import { z } from "zod";
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, NEWSLETTER_STATUSES, OrderStatus, Role } from "@shop/shared";
import { CARRIERS, normalizeTrackingNumber, TRACKING_NUMBER_PATTERN } from "@shop/shared/carriers";
import { ORDER_EMAIL_KINDS } from "@shop/shared/order-emails";
import { emailSchema, plainText, refundReason, text } from "@shop/shared/schemas";
import { filterDateSchema, filterIdSchema, listFilterSchema } from "./rest.ts";

export {
  adminBlogPostSchema,
  adminBlogPostUpdateSchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
  adminDiscountCodeSchema,
  adminProductSchema,
  adminProductUpdateSchema,
  adminRefundQuoteSchema,
  adminRefundSchema,
  adminReturnSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  type AdminDiscountCodeInput,
} from "@shop/shared/schemas";

/** A tracking number as staff type or scan it: spaces dropped, letters in capitals. */
const trackingNumberSchema = z
  .string()
  .transform(normalizeTrackingNumber)
  .pipe(z.string().regex(TRACKING_NUMBER_PATTERN, "must be 4 to 40 letters, digits or dashes"));

/**
 * PUT /api/admin/orders/:id: a status move and/or a note (the moves: order-states.ts). The order's
 * record as it was read is accepted too: a status, carrier or tracking number the order already
 * has is no change, and null is none (api/src/admin/orders.routes.ts).
 */
export const adminOrderUpdateSchema = z.object({
  status: z.enum(OrderStatus).optional(),
  /** The status the console showed: a move from any other status is refused (409), never applied blindly. */
  fromStatus: z.enum(OrderStatus).optional(),
  note: plainText(2000).pipe(z.string().min(1, "is required")).optional(),
  /** With a move to SHIPPED: who carries the parcel and its tracking number (both optional). */
  carrier: z.enum(CARRIERS, { message: `must be one of ${CARRIERS.join(", ")}` }).nullish(),
  trackingNumber: trackingNumberSchema.nullish(),
});

/**
 * POST /api/admin/orders/{id}/refund: the full refund, the shortcut for everything not refunded
 * yet. Units go back to stock only when `restock` says so; without it, only an order not shipped
 * yet is restocked (a shipped kit does not go back on sale by default).
 */
export const adminFullRefundSchema = z.strictObject({
  restock: z.boolean({ message: "must be true or false" }).optional(),
  reason: refundReason.optional(),
});

/** POST /api/admin/orders/{id}/emails: one of the e-mails staff can send again, as order-emails.ts lists them. */
export const orderEmailResendSchema = z.object({
  kind: z.enum(ORDER_EMAIL_KINDS, { message: `must be one of ${ORDER_EMAIL_KINDS.join(", ")}` }),
});

/**
 * The customer routes' e-mail address, in the body (request logs keep paths). The view looks up
 * whatever was asked for as the order list's `email` filter does (any text of 1 to 320
 * characters: 404 when no order has it); the export and the erasure act on exactly one address,
 * checked as an order's is.
 */
const MAX_LOOKUP_LENGTH = 320;
/** POST /api/admin/customers/lookup. */
export const customerLookupSchema = z.object({
  email: z
    .string({ message: "is required" })
    .trim()
    .min(1, `must be 1 to ${MAX_LOOKUP_LENGTH} characters`)
    .max(MAX_LOOKUP_LENGTH, `must be 1 to ${MAX_LOOKUP_LENGTH} characters`),
});
/** POST /api/admin/customers/export. */
export const customerExportSchema = z.object({ email: emailSchema });
/**
 * POST /api/admin/customers/erase: the address, and why its data is erased (their request, its
 * date), recorded in each order's history.
 */
export const customerEraseSchema = z.object({ email: emailSchema, reason: text(500) });

// The lists' filters (rest.ts reads sort, range and filter; these are the filters' fields).

/** A text filter: trimmed, blank filters nothing. */
const textFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional();

/** One of `values`, trimmed; blank filters nothing (the console's "all" tab sends none or ""). */
const choiceFilter = <const T extends readonly string[]>(values: T, message: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.enum(values, { message }).optional())
    .optional();

export const userListFilter = listFilterSchema.extend({ role: z.enum(Role).optional() });

export const orderListFilter = listFilterSchema.extend({
  status: choiceFilter(Object.values(OrderStatus), "is not a known status"),
  createdAt_gte: filterDateSchema,
  createdAt_lte: filterDateSchema,
  /** Orders with an open withdrawal (their refund still due); empty filters nothing. */
  withdrawal: choiceFilter(["open"], "must be open"),
  /** Paid orders not shipped yet, partly refunded ones included; empty filters nothing. */
  shipment: choiceFilter(["due"], "must be due"),
  /** One customer's orders (the console's customer view): the whole address, in any case. */
  email: textFilter(320),
});

export const productListFilter = listFilterSchema.extend({
  categoryId: filterIdSchema.optional(),
  active: z.boolean().nullable().optional(),
  lowStock: z.boolean().optional(),
  archived: z.boolean().optional(),
});

export const blogPostListFilter = listFilterSchema.extend({ categoryId: filterIdSchema.optional() });

export const discountCodeListFilter = listFilterSchema.extend({ active: z.boolean().nullable().optional() });

export const subscriberListFilter = listFilterSchema.extend({
  status: choiceFilter(NEWSLETTER_STATUSES, "must be pending, confirmed or unsubscribed"),
});

const AUDIT_RESOURCES = [...new Set(Object.values(AUDIT_ACTIONS))] as [string, ...string[]];

export const auditListFilter = listFilterSchema.extend({
  actor: textFilter(100),
  action: choiceFilter(AUDIT_ACTION_NAMES, "is not a known action"),
  resource: choiceFilter(AUDIT_RESOURCES, `must be one of ${AUDIT_RESOURCES.join(", ")}`),
  /** A record's id; for the customers resource, their e-mail address (matched by its keyed hash). */
  recordId: z
    .union([z.string().trim().max(320), z.number().int()], { message: "must be a record's id" })
    .transform((id) => (id === "" ? undefined : String(id)))
    .optional(),
  at_gte: filterDateSchema,
  at_lte: filterDateSchema,
});
