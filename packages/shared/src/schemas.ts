// The request schemas the front ends share with the API: the bodies a front end validates before
// it sends them (the console's saves, the inline editors') or whose types it sends (the order, the
// withdrawal, a refund), and the building blocks of the API's own validators (api/src/*/validators.ts).
// Messages are English; the `field` of an API error names the offending path.
import { z } from "zod";
import { PaymentMethod, Role } from "./enums.ts";
import { LANGUAGES, type Language } from "./languages.ts";
import { EMAIL_MESSAGE, isEmailAddress, MAX_EMAIL_LENGTH, PHONE_MESSAGE, toE164 } from "./contact.ts";
import { EU_COUNTRIES } from "./eu.ts";
import { isPostcode, postcodeMessage } from "./postcodes.ts";
import { MAX_PASSWORD_LENGTH, RESERVED_USERNAME_MESSAGE, isReservedUsername, passwordWeakness } from "./passwords.ts";
import { isPlainText, isSingleLine, PLAIN_TEXT_MESSAGE, SINGLE_LINE_MESSAGE } from "./single-line.ts";
import { isNameWithoutLinks, NAME_NOT_LINK_MESSAGE } from "./person-name.ts";
import { GTIN_MESSAGE, isManufacturerContact, isValidGtin, MANUFACTURER_CONTACT_MESSAGE } from "./product-safety.ts";

// Building an object schema, zod tries new Function to see whether it may compile a faster parser.
// In the browser the shop's Content-Security-Policy forbids eval, and the attempt alone is a
// violation report; the console validates small forms, so it parses without. The API keeps it.
if ("document" in globalThis) z.config({ jitless: true });

/** A one-line field (single-line.ts): no line breaks, no control or text-direction characters. */
const oneLine = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).refine(isSingleLine, SINGLE_LINE_MESSAGE);
/** A required one-line field. */
export const text = (max: number) => oneLine(max).pipe(z.string().min(1, "is required"));
/** Text that may span lines (a note, an excerpt) but holds no other control or text-direction characters. */
export const plainText = (max: number) => z.string().trim().max(max).refine(isPlainText, PLAIN_TEXT_MESSAGE);
export const slugSchema = z
  .string()
  .trim()
  .min(1, "is required")
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and dashes");

/** Language codes in any case, as the API's first clients send them (EN, DE, BG). */
export const languageSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(", ")}` }));

/** An object with one `schema` per language, each required. */
const perLanguage = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(LANGUAGES.map((language) => [language, schema])) as Record<Language, T>);

/**
 * An e-mail address by the one rule the storefront's forms apply too (contact.ts): every schema
 * that takes one uses it, so the checkout never lets through an address the API then refuses.
 */
export const emailSchema = z
  .string()
  .trim()
  .min(1, "is required")
  .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`)
  .refine(isEmailAddress, EMAIL_MESSAGE);

/**
 * What a refused postcode's issue carries for the API's error (api/src/errors.ts): the value is
 * well-formed text, but no address of that country, so it is 422 with a code of its own.
 */
export const INVALID_POSTCODE = { status: 422, code: "invalid_postcode" } as const;

/**
 * An address of an order. The postcode must be one of the address's country (postcodes.ts), and
 * is refused as 422 `invalid_postcode` (INVALID_POSTCODE). The phone is read in the address's
 * country unless it starts with "+" and is stored in E.164 ("(030) 123-456" in Germany is
 * +4930123456); one that is not a valid number is refused. Address line 2 and the company are
 * optional (empty when not given).
 */
export const addressSchema = z
  .object({
    firstName: text(100),
    lastName: oneLine(100).default(""),
    company: oneLine(100).default(""),
    address: text(200),
    addressLine2: oneLine(200).default(""),
    city: text(100),
    country: z.enum(EU_COUNTRIES, { message: "must be an EU country code" }),
    postCode: text(20),
    phone: z.string().trim().min(1, "is required").max(40, "must be at most 40 characters"),
  })
  .transform((address, context) => {
    if (!isPostcode(address.country, address.postCode)) {
      context.addIssue({
        code: "custom",
        path: ["postCode"],
        message: postcodeMessage(address.country),
        params: INVALID_POSTCODE,
      });
      return z.NEVER;
    }
    const phone = toE164(address.phone, address.country);
    if (!phone) {
      context.addIssue({ code: "custom", path: ["phone"], message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return { ...address, phone };
  });
/** An address as the API takes it: line 2 and the company `""` when the request left them out. */
export type AddressInput = z.infer<typeof addressSchema>;

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

export const orderItemSchema = z.object({
  slug: slugSchema,
  quantity: z.number().int("must be a whole number").min(1, "must be at least 1").max(MAX_LINE_QUANTITY),
  /** What the shopper saw, in euros; refused when it differs from the catalog. */
  price: z.number().nonnegative().optional(),
});

/** A discount code as the console saves it: letters, digits, dashes and underscores, stored upper-case. */
export const discountCodeSchema = z
  .string()
  .trim()
  .min(3, "must be at least 3 characters")
  .max(40, "must be at most 40 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, dashes or underscores")
  .transform((code) => code.toUpperCase());

/** The code a shopper typed, in any case; blank is no code. */
export const discountCodeInputSchema = z
  .string()
  .trim()
  .max(40, "must be at most 40 characters")
  .transform((code) => code.toUpperCase() || undefined)
  .optional();

/**
 * The payment method under the name the API's first clients send (docs/api-contract.md):
 * STRIPE meant paying by card, whoever processes it.
 */
const LEGACY_PAYMENT_PROVIDERS = { STRIPE: "CARD", PAYPAL: "PAYPAL" } as const satisfies Record<string, PaymentMethod>;

/**
 * POST /api/orders. The payment method is `paymentMethod`; the older `paymentProvider` is still
 * accepted in its place, and either way the order comes out with `paymentMethod` alone.
 */
export const createOrderSchema = z
  .object({
    customerEmail: emailSchema,
    paymentMethod: z
      .enum(PaymentMethod, { message: `must be one of ${Object.values(PaymentMethod).join(", ")}` })
      .optional(),
    paymentProvider: z.enum(["STRIPE", "PAYPAL"], { message: "must be STRIPE or PAYPAL" }).optional(),
    billingAddress: addressSchema,
    shippingAddress: addressSchema,
    items: z.array(orderItemSchema).min(1, "must hold at least one item").max(MAX_ORDER_LINES),
    language: languageSchema.optional(),
    discountCode: discountCodeInputSchema,
    /** The shopper confirmed being 18 or older; required (true) when a line is an adults-only product. */
    ageConfirmed: z.boolean({ message: "must be true or false" }).default(false),
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

/** Why a save that sends a stock without `previousStock` is refused: a figure alone would undo the sales since it was read. */
const PREVIOUS_STOCK_MESSAGE = "is required with stock: the stock as you read it (the record's previousStock)";

/** One language's text of a product, and of a post. */
const productText = { name: text(200), description: z.string().max(50_000).default("") };

/** How many claim lines a product may show in one language, and how long each may be. */
export const MAX_PRODUCT_HIGHLIGHTS = 6;
export const MAX_HIGHLIGHT_LENGTH = 160;

/**
 * The claims a product makes about itself in one language (docs/behaviour.md §13): lines of plain
 * text, trimmed, blank ones left out (the console edits them one per line).
 */
export const highlightsSchema = z
  .array(z.string().max(1000))
  .max(50)
  .transform((lines) => lines.map((line) => line.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .max(MAX_HIGHLIGHT_LENGTH, `must be at most ${MAX_HIGHLIGHT_LENGTH} characters`)
          .refine(isSingleLine, SINGLE_LINE_MESSAGE),
      )
      .max(MAX_PRODUCT_HIGHLIGHTS, `must be at most ${MAX_PRODUCT_HIGHLIGHTS} lines`),
  );
const blogPostText = {
  title: text(200),
  excerpt: plainText(500),
  content: z.string().max(200_000).default(""),
};

/** A text a form may send as null once emptied: blank, as "". Left out: undefined (kept). */
const blankable = <T extends z.ZodType<string, string>>(schema: T) =>
  schema
    .nullable()
    .transform((value) => value ?? "")
    .optional();

/**
 * A product's safety information (GPSR Art. 19, docs/behaviour.md §21) as the console saves it
 * (the inline editor's save takes it too), each field left out unchanged (a new product: none).
 * Blank is none; the EU responsible person and the GTIN are then null. Whether the product may be
 * on sale with them is the API's to say (422, api/src/catalog/product-safety.ts), since it depends
 * on what is stored.
 */
const productSafetyFields = {
  manufacturerName: blankable(oneLine(200)),
  manufacturerAddress: blankable(plainText(500)),
  manufacturerContact: blankable(
    oneLine(300).refine((contact) => contact === "" || isManufacturerContact(contact), MANUFACTURER_CONTACT_MESSAGE),
  ),
  euResponsiblePerson: plainText(500)
    .transform((person) => person || null)
    .nullable()
    .optional(),
  modelIdentifier: blankable(oneLine(100)),
  gtin: z
    .string()
    .transform((gtin) => gtin.replace(/\s/g, "") || null)
    .pipe(z.string().refine(isValidGtin, GTIN_MESSAGE).nullable())
    .nullable()
    .optional(),
  sealedForHygiene: z.boolean({ message: "must be true or false" }).optional(),
};

/** The `product` part of POST/PUT /api/products (docs/api-contract.md). */
export const productSaveSchema = z.object({
  price: priceSchema,
  /** Absent: NEW_PRODUCT_STOCK for a new product (docs/storefront.md §7), unchanged for an existing one. */
  stock: stockSchema.optional(),
  /** Absent: unchanged for an existing product; a new one is on sale when it names its manufacturer. */
  active: z.boolean().optional(),
  mainImageIndex: z.number().int().min(0).default(0),
  categories: z.array(slugSchema).max(20).default([]),
  translation: z.object({ language: languageSchema, ...productText }),
  /** Existing images to keep, by URL; uploaded files follow them in order. */
  imageUrls: z.array(z.string().max(500)).max(20).default([]),
  /** Optional for a new product; an update requires it (productUpdateSaveSchema). */
  version: productRevision.version.optional(),
  previousStock: productRevision.previousStock,
  /** The storefront's inline editor sends none: a product it creates starts off sale. */
  ...productSafetyFields,
});
export type ProductSaveInput = z.input<typeof productSaveSchema>;

/**
 * The `product` part of PUT /api/products/{slug}: the console's rule (adminProductUpdateSchema)
 * for the inline editor's save. The version the editor opened is required (a stale one is 409
 * stale_record), and a stock is only taken with the stock it was read as (`previousStock`), so
 * it is applied as a change and units sold meanwhile stay sold. Without a stock the stock is kept.
 */
export const productUpdateSaveSchema = productSaveSchema
  .extend({ version: versionSchema })
  .refine((product) => product.stock === undefined || product.previousStock !== undefined, {
    path: ["previousStock"],
    message: PREVIOUS_STOCK_MESSAGE,
  });

/** The `blog` part of POST/PUT /api/blogs. */
export const blogSaveSchema = z.object({
  author: oneLine(100).default("admin"),
  categorySlugs: z.array(slugSchema).max(20).default([]),
  translation: z.object({ language: languageSchema, ...blogPostText, excerpt: blogPostText.excerpt.optional() }),
  /** Keep the current image when no file is sent (default), or remove it. */
  removeImage: z.boolean().default(false),
  /** The post's `version` when the editor opened it; optional, as the API's first clients send none. */
  version: versionSchema.optional(),
});
export type BlogSaveInput = z.input<typeof blogSaveSchema>;

const translationsOf = <T extends z.ZodRawShape>(shape: T) => perLanguage(z.object(shape));

/**
 * A date and time the console sends (ISO 8601); null clears it. Dates PostgreSQL cannot store are
 * refused.
 */
export const optionalDateSchema = z
  .union([z.string().max(40), z.null()], { message: "must be a date" })
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === "") return null;
    const date = new Date(value);
    const year = date.getUTCFullYear();
    if (Number.isNaN(date.getTime()) || year < 2000 || year > 9999) {
      context.addIssue({ code: "custom", message: "must be a date" });
      return z.NEVER;
    }
    return date;
  });

/**
 * A product's sale (docs/behaviour.md §20): `salePrice` below `price`, charged until `saleEndsAt`
 * when given; `salePrice: null` ends the sale, left out keeps it as it is.
 */
const saleFields = {
  salePrice: priceSchema.nullable().optional(),
  saleEndsAt: optionalDateSchema,
};
/** A notified body's identification number, as printed after the CE marking: four digits. */
export const NOTIFIED_BODY_PATTERN = /^\d{4}$/;

/** A page head's title and description in one language; empty: the page's defaults. */
const seoText = { seoTitle: oneLine(70).default(""), seoDescription: oneLine(320).default("") };

/**
 * The in-vitro diagnostic information of a product (docs/behaviour.md §21) as the console saves it.
 * The CE marking is derived (`CE` and the notified body's number) and not sent; the instructions
 * are uploaded PDFs by the fileKey POST /api/admin/documents answered, null for none.
 */
export const adminIvdSchema = z.object({
  selfTest: z.boolean({ message: "must be true or false" }),
  notifiedBody: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(z.string().regex(NOTIFIED_BODY_PATTERN, "must be the notified body's four digits").nullable())
    .nullable()
    .default(null),
  intendedUse: perLanguage(plainText(2000)),
  instructionsKey: perLanguage(z.string().max(100).nullable()),
});

export const adminProductSchema = z.object({
  slug: slugSchema.optional(),
  price: priceSchema,
  ...saleFields,
  stock: stockSchema,
  active: z.boolean(),
  categoryIds: z.array(idSchema).max(20).default([]),
  /**
   * `highlights` left out keeps a product's stored claims (a new product has none); `safetyWarnings`
   * (one warning a line) left out keeps the stored warnings.
   */
  translations: translationsOf({
    ...productText,
    highlights: highlightsSchema.optional(),
    safetyWarnings: blankable(plainText(4000)),
  }),
  /** Images in display order, by the fileKey that POST /api/admin/images answered. */
  images: z
    .array(z.object({ fileKey: z.string().max(100), isMain: z.boolean().default(false) }))
    .max(20)
    .default([]),
  /** Left out: the stored IVD information stays as it is. */
  ivd: adminIvdSchema.optional(),
  /** Left out: unchanged (a new product: none). */
  adultsOnly: z.boolean({ message: "must be true or false" }).optional(),
  /** Countries the product may not be delivered to; left out: unchanged. */
  blockedCountries: z
    .array(z.enum(EU_COUNTRIES, { message: "must be an EU country code" }))
    .max(EU_COUNTRIES.length)
    .transform((codes) => [...new Set(codes)].sort())
    .optional(),
  /** Page head texts per language; left out: unchanged. */
  seo: translationsOf(seoText).optional(),
  ...productSafetyFields,
});

/**
 * PUT /api/admin/products/:id: also the product as the form opened it (productRevision), here
 * with `previousStock` required: `stock` is always applied as the change from it, so a record sent
 * back as it was read (it carries both) never puts sold units back on sale.
 */
export const adminProductUpdateSchema = adminProductSchema.extend({
  version: versionSchema,
  previousStock: z.number({ message: PREVIOUS_STOCK_MESSAGE }).pipe(stockSchema),
});

const withVersion = { version: versionSchema };

export const adminCategorySchema = z.object({
  slug: slugSchema.optional(),
  position: z.number().int().min(0).max(10_000).default(0),
  translations: translationsOf({
    name: text(100),
    seoTitle: seoText.seoTitle.optional(),
    seoDescription: seoText.seoDescription.optional(),
  }),
});
export const adminCategoryUpdateSchema = adminCategorySchema.extend(withVersion);

export const adminBlogPostSchema = z.object({
  slug: slugSchema.optional(),
  author: text(100).default("admin"),
  imageKey: z.string().max(100).nullable().default(null),
  categoryIds: z.array(idSchema).max(20).default([]),
  translations: translationsOf({
    ...blogPostText,
    excerpt: blogPostText.excerpt.default(""),
    seoTitle: seoText.seoTitle.optional(),
    seoDescription: seoText.seoDescription.optional(),
  }),
});
export const adminBlogPostUpdateSchema = adminBlogPostSchema.extend(withVersion);

/** Why money goes back: required, recorded in the order's history with the refund. */
export const refundReason = z.string().trim().min(1, "is required").max(500, "must be at most 500 characters");

/** An order line named by the console (the order record's item id). */
const orderItemIdField = z.number({ message: "must be a number" }).int("must be a whole number").positive();

/** A count of an order line's units, 1 to `max`. */
const unitsOf = (max: number) =>
  z.number({ message: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(max);

/** What a refund gives back: units of the order's lines (by the record's item ids), its shipping and/or a sum in euros. */
const refundChoice = {
  items: z
    .array(
      z.strictObject({
        orderItemId: orderItemIdField,
        quantity: unitsOf(1000),
      }),
    )
    .max(100)
    .default([]),
  amount: z
    .number({ message: "must be a number of euros" })
    .positive("must be more than 0")
    .max(1_000_000)
    .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, "must be in whole cents")
    .optional(),
  shipping: z.boolean({ message: "must be true or false" }).default(false),
};

/** At least one of items, amount and shipping; no line twice. */
function checkRefundChoice(
  refund: { items: { orderItemId: number }[]; amount?: number; shipping: boolean },
  context: z.RefinementCtx,
) {
  if (refund.items.length === 0 && refund.amount === undefined && !refund.shipping)
    context.addIssue({ code: "custom", path: ["items"], message: "or amount or shipping is required" });
  const seen = new Set<number>();
  refund.items.forEach((item, index) => {
    if (seen.has(item.orderItemId))
      context.addIssue({ code: "custom", path: ["items", index, "orderItemId"], message: "is listed twice" });
    seen.add(item.orderItemId);
  });
}

/**
 * POST /api/admin/orders/{id}/refunds (docs/behaviour.md §15): units of the order's lines (by the
 * record's item ids), its shipping and/or a sum in euros; whether the units go back to stock, and
 * why. At least one of items, amount and shipping.
 */
export const adminRefundSchema = z
  .strictObject({
    ...refundChoice,
    restock: z.boolean({ message: "must be true or false" }),
    reason: refundReason,
  })
  .superRefine(checkRefundChoice);
/**
 * POST /api/admin/orders/{id}/refunds/quote: the refund's body, checked the same way; restock and
 * reason may be left out (they change no amount), so the dialog asks before a reason is typed.
 */
export const adminRefundQuoteSchema = z
  .strictObject({
    ...refundChoice,
    restock: z.boolean({ message: "must be true or false" }).optional(),
    reason: refundReason.optional(),
  })
  .superRefine(checkRefundChoice);
/** The quote's body as a client sends it. */
export type AdminRefundQuoteRequest = z.input<typeof adminRefundQuoteSchema>;
/** The body as a client sends it (items and shipping may be left out). */
export type AdminRefundRequest = z.input<typeof adminRefundSchema>;

/**
 * POST /api/admin/orders/{id}/returned (docs/behaviour.md §15): what came back, units of the
 * order's lines (by the record's item ids) and whether their seal is intact, a line in each state
 * once at most. Without them (no body, or no units) every unit counts as intact.
 */
export const adminReturnSchema = z
  .strictObject({
    units: z
      .array(
        z.strictObject({
          orderItemId: orderItemIdField,
          quantity: unitsOf(MAX_LINE_QUANTITY),
          sealIntact: z.boolean({ message: "must be true or false" }),
        }),
      )
      .min(1, "must name at least one unit (leave them out when every unit came back intact)")
      .max(100)
      .optional(),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.units?.forEach((unit, index) => {
      const key = `${unit.orderItemId}:${unit.sealIntact}`;
      if (seen.has(key))
        context.addIssue({ code: "custom", path: ["units", index, "orderItemId"], message: "is listed twice" });
      seen.add(key);
    });
  });
/** The body as a client sends it. */
export type AdminReturnRequest = z.input<typeof adminReturnSchema>;

/** POST /api/orders/lookup: the order number (any case, dashes optional) and the e-mail it was placed with. */
export const orderLookupSchema = z.object({
  orderNumber: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().min(1, "is required").max(20, "must be at most 20 characters")),
  email: emailSchema,
});

/**
 * POST /api/orders/withdrawals: the withdrawal function's statement (docs/behaviour.md §14). The
 * order as the lookup names it (number and e-mail in any case), the shopper's name, and which of
 * its items (by slug, with how many units); no items: the whole order. The name is printed in the
 * e-mails about it, so it is a name and holds no link (person-name.ts).
 */
export const withdrawalSchema = orderLookupSchema.extend({
  name: text(200).refine(isNameWithoutLinks, NAME_NOT_LINK_MESSAGE),
  items: z
    .array(
      z.object({
        slug: slugSchema,
        quantity: z.number().int("must be a whole number").min(1, "must be at least 1").max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1, "must name at least one item (leave it out to withdraw from the whole order)")
    .max(MAX_ORDER_LINES)
    .optional(),
});
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

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

/** The console's discount codes (docs/behaviour.md §19): every field but code, kind and value is optional. */
export const adminDiscountCodeSchema = z
  .object({
    code: discountCodeSchema,
    kind: z.enum(["PERCENT", "AMOUNT"], { message: "must be PERCENT or AMOUNT" }),
    /** PERCENT: whole percent, 1 to 100; AMOUNT: euros. */
    value: z.number().finite().positive("must be more than 0").max(100000, "is too high"),
    minimumOrder: priceSchema.nullable().optional(),
    startsAt: optionalDateSchema,
    endsAt: optionalDateSchema,
    usageLimit: z.number().int().min(1).max(MAX_ID).nullable().optional(),
    usageLimitPerEmail: z.number().int().min(1).max(MAX_ID).nullable().optional(),
    productSlugs: z.array(slugSchema).max(100).default([]),
    categorySlugs: z.array(slugSchema).max(100).default([]),
    active: z.boolean().default(true),
  })
  .superRefine((code, context) => {
    if (code.kind === "PERCENT" && (!Number.isInteger(code.value) || code.value > 100))
      context.addIssue({ code: "custom", path: ["value"], message: "must be a whole percent from 1 to 100" });
    if (code.startsAt && code.endsAt && code.endsAt <= code.startsAt)
      context.addIssue({ code: "custom", path: ["endsAt"], message: "must be after startsAt" });
  });
export type AdminDiscountCodeInput = z.output<typeof adminDiscountCodeSchema>;
