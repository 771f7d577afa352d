// Request schemas, written once and used by the API to validate and by the front ends to type
// what they send. Messages are English; the `field` of an API error names the offending path.
import { z } from "zod";
import { Language, OrderStatus, PaymentMethod, Role } from "./enums.ts";
import { CARRIERS, normalizeTrackingNumber, TRACKING_NUMBER_PATTERN } from "./carriers.ts";
import { ORDER_EMAIL_KINDS } from "./order-emails.ts";
import { EU_COUNTRIES } from "./eu.ts";
import { MAX_PASSWORD_LENGTH, RESERVED_USERNAME_MESSAGE, isReservedUsername, passwordWeakness } from "./passwords.ts";

// Building an object schema, zod tries new Function to see whether it may compile a faster parser.
// In the browser the shop's Content-Security-Policy forbids eval, and the attempt alone is a
// violation report; the console validates small forms, so it parses without. The API keeps it.
if ("document" in globalThis) z.config({ jitless: true });

const text = (max: number) => z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);
export const slugSchema = z
  .string()
  .trim()
  .min(1, "is required")
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and dashes");

/** Language codes in any case, as the original storefront client sends them (EN, DE, BG). */
export const languageSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(Language, { message: "must be one of en, de, bg" }));

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{4,20}$/, "must be digits with an optional leading +");

export const addressSchema = z.object({
  firstName: text(100),
  lastName: z.string().trim().max(100).default(""),
  address: text(200),
  city: text(100),
  country: z.enum(EU_COUNTRIES, { message: "must be an EU country code" }),
  postCode: text(20),
  phone: phoneSchema,
});
export type AddressInput = z.infer<typeof addressSchema>;

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

export const orderItemSchema = z.object({
  slug: slugSchema,
  quantity: z.number().int("must be a whole number").min(1, "must be at least 1").max(MAX_LINE_QUANTITY),
  /** What the shopper saw, in euros; refused when it differs from the catalog. */
  price: z.number().nonnegative().optional(),
});

/**
 * The payment method under the name the original storefront client sends (docs/api-contract.md):
 * STRIPE meant paying by card, whoever processes it.
 */
const LEGACY_PAYMENT_PROVIDERS = { STRIPE: "CARD", PAYPAL: "PAYPAL" } as const satisfies Record<string, PaymentMethod>;

/**
 * POST /api/orders. The payment method is `paymentMethod`; the older `paymentProvider` is still
 * accepted in its place, and either way the order comes out with `paymentMethod` alone.
 */
export const createOrderSchema = z
  .object({
    customerEmail: z.string().trim().max(254).email("must be a valid e-mail address"),
    paymentMethod: z.enum(PaymentMethod, { message: "must be CARD or PAYPAL" }).optional(),
    paymentProvider: z.enum(["STRIPE", "PAYPAL"], { message: "must be STRIPE or PAYPAL" }).optional(),
    billingAddress: addressSchema,
    shippingAddress: addressSchema,
    items: z.array(orderItemSchema).min(1, "must hold at least one item").max(MAX_ORDER_LINES),
    language: languageSchema.optional(),
  })
  .transform(({ paymentProvider, ...order }, context) => {
    const legacy = paymentProvider && LEGACY_PAYMENT_PROVIDERS[paymentProvider];
    const paymentMethod = order.paymentMethod ?? legacy;
    if (!paymentMethod) {
      context.addIssue({ code: "custom", path: ["paymentMethod"], message: "is required: CARD or PAYPAL" });
      return z.NEVER;
    }
    if (legacy && legacy !== paymentMethod) {
      context.addIssue({ code: "custom", path: ["paymentProvider"], message: "contradicts paymentMethod" });
      return z.NEVER;
    }
    return { ...order, paymentMethod };
  });
/** An order as the API takes it: validated, with `paymentMethod` alone. */
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const cartQuoteSchema = z.object({
  items: z
    .array(z.object({ slug: slugSchema, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
    .max(MAX_ORDER_LINES),
  language: languageSchema.optional(),
});

export const loginSchema = z.object({
  username: text(100),
  password: z.string().min(1, "is required").max(200),
});

export const newsletterSchema = z.object({
  email: z.string().trim().max(254).email("must be a valid e-mail address"),
  language: languageSchema.optional(),
});

// The catalog's saves. The storefront's inline editor (multipart, one language, categories by slug,
// images by URL and upload) and the console (JSON, every language, ids and uploaded file keys)
// write the same records: their fields are these same schemas.

/** The most units of one product the shop keeps count of. */
export const MAX_STOCK = 1_000_000;

/** A new product's stock when the save gives none (the inline editor has no stock field). */
export const NEW_PRODUCT_STOCK = 10;

/** Database ids are PostgreSQL integers: a larger number can name nothing. */
export const MAX_ID = 2_147_483_647;
const idSchema = z.number().int().positive().max(MAX_ID, "is not a valid id");

const priceSchema = z.number().finite().min(0, "must not be negative").max(100000, "is too high");
const stockSchema = z.number().int().min(0).max(MAX_STOCK);

/**
 * A record's version as the editor loaded it (optimistic concurrency): every save sends it back,
 * and a save over a version that has changed meanwhile is refused with 409 `stale_record`.
 */
export const versionSchema = z
  .number({ message: "is required (the version of the record you edited)" })
  .int()
  .min(1)
  .max(MAX_ID);

/**
 * What a product save says about the product as the editor opened it: its version, and the stock
 * it showed (`previousStock`: the new stock is then the current stock plus the change the editor
 * made, so units sold while the editor was open stay sold).
 */
const productRevision = { version: versionSchema, previousStock: stockSchema.optional() };

/** One language's text of a product, and of a post. */
const productText = { name: text(200), description: z.string().max(50_000).default("") };
const blogPostText = {
  title: text(200),
  excerpt: z.string().trim().max(500),
  content: z.string().max(200_000).default(""),
};

/** The `product` part of POST/PUT /api/products (docs/api-contract.md). */
export const productSaveSchema = z.object({
  price: priceSchema,
  /** Absent: NEW_PRODUCT_STOCK for a new product (docs/storefront.md §7), unchanged for an existing one. */
  stock: stockSchema.optional(),
  /** Absent: true for a new product, unchanged for an existing one. */
  active: z.boolean().optional(),
  mainImageIndex: z.number().int().min(0).default(0),
  categories: z.array(slugSchema).max(20).default([]),
  translation: z.object({ language: languageSchema, ...productText }),
  /** Existing images to keep, by URL; uploaded files follow them in order. */
  imageUrls: z.array(z.string().max(500)).max(20).default([]),
  /** Both optional here: the original storefront client sends neither. */
  version: productRevision.version.optional(),
  previousStock: productRevision.previousStock,
});
export type ProductSaveInput = z.input<typeof productSaveSchema>;

/** The `blog` part of POST/PUT /api/blogs. */
export const blogSaveSchema = z.object({
  author: z.string().trim().max(100).default("admin"),
  categorySlugs: z.array(slugSchema).max(20).default([]),
  translation: z.object({ language: languageSchema, ...blogPostText, excerpt: blogPostText.excerpt.optional() }),
  /** Keep the current image when no file is sent (default), or remove it. */
  removeImage: z.boolean().default(false),
  /** The post's `version` when the editor opened it; optional, as the original storefront client sends none. */
  version: versionSchema.optional(),
});
export type BlogSaveInput = z.input<typeof blogSaveSchema>;

const translationsOf = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ en: z.object(shape), de: z.object(shape), bg: z.object(shape) });

export const adminProductSchema = z.object({
  slug: slugSchema.optional(),
  price: priceSchema,
  stock: stockSchema,
  active: z.boolean(),
  categoryIds: z.array(idSchema).max(20).default([]),
  translations: translationsOf(productText),
  /** Images in display order, by the fileKey that POST /api/admin/images answered. */
  images: z
    .array(z.object({ fileKey: z.string().max(100), isMain: z.boolean().default(false) }))
    .max(20)
    .default([]),
});

/** PUT /api/admin/products/:id: also the product as the form opened it (productRevision). */
export const adminProductUpdateSchema = adminProductSchema.extend(productRevision);

const withVersion = { version: versionSchema };

export const adminCategorySchema = z.object({
  slug: slugSchema.optional(),
  position: z.number().int().min(0).max(10_000).default(0),
  translations: translationsOf({ name: text(100) }),
});
export const adminCategoryUpdateSchema = adminCategorySchema.extend(withVersion);

export const adminBlogPostSchema = z.object({
  slug: slugSchema.optional(),
  author: z.string().trim().min(1).max(100).default("admin"),
  imageKey: z.string().max(100).nullable().default(null),
  categoryIds: z.array(idSchema).max(20).default([]),
  translations: translationsOf({ ...blogPostText, excerpt: blogPostText.excerpt.default("") }),
});
export const adminBlogPostUpdateSchema = adminBlogPostSchema.extend(withVersion);

/** A tracking number as staff type or scan it: spaces dropped, letters in capitals. */
export const trackingNumberSchema = z
  .string()
  .transform(normalizeTrackingNumber)
  .pipe(z.string().regex(TRACKING_NUMBER_PATTERN, "must be 4 to 40 letters, digits or dashes"));

/** PUT /api/admin/orders/:id: a status move and/or a note (the moves: order-states.ts). */
export const adminOrderUpdateSchema = z
  .object({
    status: z.enum(OrderStatus).optional(),
    /** The status the console showed: a move from any other status is refused (409), never applied blindly. */
    fromStatus: z.enum(OrderStatus).optional(),
    note: z.string().trim().min(1).max(2000).optional(),
    /** With status SHIPPED only: who carries the parcel and its tracking number (both optional). */
    carrier: z.enum(CARRIERS, { message: `must be one of ${CARRIERS.join(", ")}` }).optional(),
    trackingNumber: trackingNumberSchema.optional(),
  })
  .superRefine((update, context) => {
    for (const field of ["carrier", "trackingNumber"] as const)
      if (update[field] !== undefined && update.status !== "SHIPPED")
        context.addIssue({ code: "custom", path: [field], message: "is only sent with status SHIPPED" });
  });

/** The e-mails staff can send again from the console, as order-emails.ts lists them. */
export { ORDER_EMAIL_KINDS, type OrderEmailKind } from "./order-emails.ts";
export const orderEmailResendSchema = z.object({
  kind: z.enum(ORDER_EMAIL_KINDS, { message: `must be one of ${ORDER_EMAIL_KINDS.join(", ")}` }),
});

/** POST /api/orders/lookup: the order number (any case, dashes optional) and the e-mail it was placed with. */
export const orderLookupSchema = z.object({
  orderNumber: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().min(1, "is required").max(20, "must be at most 20 characters")),
  email: z.string().trim().min(1, "is required").max(254).email("must be an e-mail address"),
});

const usernameSchema = z
  .string()
  .trim()
  .min(3, "must be at least 3 characters")
  .max(50)
  .regex(/^[a-zA-Z0-9._-]+$/, "letters, digits, dot, dash, underscore")
  // The order history names these actors; no person may be confused with them.
  .refine((name) => !isReservedUsername(name), RESERVED_USERNAME_MESSAGE);

const passwordSchema = z
  .string()
  .max(MAX_PASSWORD_LENGTH)
  .superRefine((password, context) => {
    const weakness = passwordWeakness(password);
    if (weakness) context.addIssue({ code: "custom", message: weakness });
  });

export const adminUserCreateSchema = z
  .object({ username: usernameSchema, password: passwordSchema, role: z.enum(Role) })
  .superRefine(({ username, password }, context) => {
    const weakness = passwordWeakness(password, username);
    if (weakness) context.addIssue({ code: "custom", path: ["password"], message: weakness });
  });

/** A role change or a new password; either ends the user's open sessions. */
export const adminUserUpdateSchema = z.object({
  role: z.enum(Role).optional(),
  password: passwordSchema.optional(),
  ...withVersion,
});
