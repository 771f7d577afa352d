// The shapes the API builds its answers with (docs/api-contract.md): its view functions, the
// order service, the pricing and the payment configuration are typed by these, each declared once.
// Clients of the public API do not import them: the storefront's typed client infers every
// answer from the routes (AppType, storefront/src/api/types.ts). The admin REST records stay
// here for the console. Prices in answers are euros as numbers (29.9), as the API's first clients
// client expects; the database and all arithmetic use integer cents.
import type { OrderStatus, PaymentGateway, PaymentMethod, RefundStatus, Role } from "./enums.ts";
import type { DeliveryDays } from "./delivery.ts";
import type { CountryCode } from "./eu.ts";
import type { Language } from "./languages.ts";
import type { NewsletterStatus } from "./newsletter.ts";
import type { AddressInput } from "./schemas.ts";

/** How shoppers reach the shop (GET /api/shop): the address its e-mails come from (MAIL_FROM). */
export interface ShopContact {
  email: string;
}

export interface CategoryRef {
  name: string;
  slug: string;
}

/** One stored image: `imageUrl` is the widest WebP; `srcSet` lists every stored width. */
export interface ImageSource {
  imageUrl: string;
  srcSet: string;
  width: number;
  height: number;
}

export interface ProductListItem {
  name: string;
  /** What is charged now: the sale price while a sale runs, else the regular price. */
  price: number;
  /**
   * Only while a reduction is shown (a sale runs): the regular price, and the lowest price charged
   * in the 30 days before the reduction began (Art. 6a of Directive 98/6/EC), which every page
   * showing the reduction shows with it. Both absent otherwise.
   */
  regularPrice?: number;
  lowestPrice30Days?: number;
  /** While a reduction is shown and the sale has an end: when it ends (ISO 8601). */
  saleEndsAt?: string;
  slug: string;
  thumbnailUrl: string | null;
  thumbnail: ImageSource | null;
  categories: CategoryRef[];
  inStock: boolean;
  /** Units left when few are (1 to LOW_STOCK, packages/shared/src/stock.ts), else null. */
  lowStock: number | null;
  /** ISO codes of the countries the product is not delivered to (docs/behaviour.md §21). */
  blockedCountries: string[];
}

/**
 * A product's in-vitro diagnostic information in one language (docs/behaviour.md §21); null for a
 * product without it (no manufacturer recorded).
 */
export interface ProductIvd {
  selfTest: boolean;
  /** "CE" and the notified body's number ("CE 0123"), or "CE" alone. */
  ceMark: string;
  notifiedBody: string | null;
  /** Name and postal address in one line, as on the label (`safety.manufacturer` has them apart). */
  manufacturer: string;
  intendedUse: string;
  /** The instructions for use (a PDF) in this language, else null. */
  instructionsUrl: string | null;
}

/**
 * A product's safety information in one language (GPSR Art. 19, docs/behaviour.md §21); null for a
 * product without a manufacturer recorded.
 */
export interface ProductSafety {
  /** `contact` is an e-mail address or a web address (http or https). */
  manufacturer: { name: string; address: string; contact: string };
  /** Name, address and contact of the responsible person in the EU, where the manufacturer is outside it. */
  euResponsiblePerson: string | null;
  /** The type or model as printed on the label; null: none recorded. */
  model: string | null;
  gtin: string | null;
  /** The warnings and safety information in this language (else in English), one per line of the label. */
  warnings: string[];
}

/** A page head's texts in one language; null: the page's defaults. */
export interface PageSeo {
  title: string | null;
  description: string | null;
}

/**
 * A product that was sold and is no longer (staff deleted it after it had been ordered, so it was
 * archived): its page says so and answers 410 Gone (GET /api/products/{slug}: 410 `product_gone`).
 */
export interface ProductGone {
  slug: string;
  gone: true;
}

export interface Product extends Omit<ProductListItem, "thumbnail"> {
  description: string;
  ivd: ProductIvd | null;
  safety: ProductSafety | null;
  /**
   * Sealed for health protection or hygiene: the right of withdrawal ends once the seal is broken
   * after delivery (docs/behaviour.md §14).
   */
  sealedForHygiene: boolean;
  /** Only for shoppers of 18 or older: the order needs `ageConfirmed`. */
  adultsOnly: boolean;
  seo: PageSeo;
  /** The claims this product makes about itself, in the language asked for; often none (docs/behaviour.md §13). */
  highlights: string[];
  images: (ImageSource & { id: number; main: boolean })[];
  // No exact stock: `inStock` and `lowStock` (the units left when few are) are what shoppers are told.
  active: boolean;
  /** Changes with every edit; the inline editor sends it back so a stale save is refused (409). */
  version: number;
  updatedAt: string;
  /**
   * The product's id in analytics events: a keyed hash of its slug that only the shop can make
   * (api/src/catalog/analytics-ids.ts). Only with ANALYTICS_PRODUCT_IDS or ANALYTICS_PRODUCT_DETAILS;
   * absent otherwise, and events then name no product (docs/storefront.md §8).
   */
  analyticsId?: string;
}

export interface BlogPostListItem {
  title: string;
  excerpt: string;
  slug: string;
  imageUrl: string | null;
  image: ImageSource | null;
  categories: CategoryRef[];
  readingTime: number;
  createdAt: string;
}

export interface BlogPost {
  title: string;
  excerpt: string;
  slug: string;
  author: string;
  content: string;
  /** URL of the post's image (`image`, the field the API's first clients read). */
  image: string | null;
  imageSource: ImageSource | null;
  categories: CategoryRef[];
  readingTime: number;
  createdAt: string;
  updatedAt: string;
  /** Changes with every edit; the inline editor sends it back so a stale save is refused (409). */
  version: number;
  seo: PageSeo;
}

/** GET /api/categories: a category with its page head's texts. */
export interface CategoryListItem extends CategoryRef {
  seo: PageSeo;
}

export interface LoginResponse {
  token: string;
}

/** POST /api/admin/account/totp: the new secret, to type in or to show as a QR code. */
export interface TotpEnrolment {
  /** Base32, as authenticator apps take it when typed. */
  secret: string;
  /** otpauth://totp/… (RFC 6238, SHA-1, 30 s, 6 digits): the QR code's content. */
  otpauthUrl: string;
}

/** POST /api/admin/account/totp/confirm: the ten single-use recovery codes, shown this once. */
export interface TotpConfirmation {
  recoveryCodes: string[];
}

/** GET /api/admin/account: the signed-in staff member's own account. */
export interface AdminAccount {
  id: number;
  username: string;
  role: Role;
  totp: {
    /** A second factor is confirmed: logins need a code. */
    enabled: boolean;
    /** Unused recovery codes left (0 without a second factor). */
    recoveryCodesLeft: number;
  };
  /** STAFF_2FA=required: an account without a second factor may only enrol. */
  totpRequired: boolean;
  /**
   * Starting an enrolment needs the one-time enrolment code an administrator was shown
   * (STAFF_2FA=required, for every account but the shop's first administrator).
   */
  enrolmentCodeNeeded: boolean;
}

/**
 * A one-time enrolment code: with STAFF_2FA=required, what an account needs besides its password
 * to set up its second factor. Shown to the administrator once (creating the account, resetting
 * its second factor, or asking for a new one); only its hash is kept.
 */
export interface EnrolmentCode {
  code: string;
  /** ISO 8601: the code is refused after it. */
  expiresAt: string;
}

export interface CreateOrderResponse {
  clientSecret: string;
  orderNumber: string;
  total: number;
  /** The discount code's reduction in euros (0 without one) and the code applied. */
  discount: number;
  discountCode: string | null;
  /** Which processor the payment step must use for this order. */
  gateway: PaymentGateway;
  /** The provider's payment id (PaymentIntent id, PayPal order id, test payment id); "" when `paid`. */
  paymentReference: string;
  /**
   * True for an order with nothing to pay (a total of 0): it is paid already, and no payment was
   * created (`clientSecret` and `paymentReference` are ""); the shopper goes straight to the confirmation.
   */
  paid: boolean;
}

export interface ConfirmOrderResponse {
  orderNumber: string;
  status: OrderStatus;
  total: number;
}

/**
 * The server's pricing of a cart: what POST /api/orders will charge. A line asking for more than
 * is in stock counts with what can be bought, so the totals never drop to nothing for a cart
 * whose products are on sale; the order itself is refused until the cart asks for what there is.
 */
export interface CartQuote {
  items: {
    slug: string;
    name: string;
    unitPrice: number;
    quantity: number;
    /** unitPrice × the units that can be bought (`availableQuantity`). */
    lineTotal: number;
    /** Every unit asked for can be bought. */
    available: boolean;
    /** How many of the units asked for can be bought now: all of them, fewer (the stock), or 0. */
    availableQuantity: number;
    thumbnailUrl: string | null;
    /** The line's share of the discount (euros, for all its units); 0 without a code. */
    discount: number;
    /** The checkout asks for the shopper's age confirmation. */
    adultsOnly: boolean;
    /** ISO codes of the countries the product is not delivered to. */
    blockedCountries: string[];
  }[];
  subtotal: number;
  /** The discount code's reduction (euros, already taken off `total`); 0 without a code. */
  discount: number;
  /** The code applied, upper-case; null without one. */
  discountCode: string | null;
  shipping: number;
  vat: number;
  total: number;
  currency: "EUR";
  /** With `shipTo` in the request: the working days after dispatch to its country (delivery.ts); else null. */
  delivery: ({ country: CountryCode } & DeliveryDays) | null;
}

/**
 * What the payment step needs to know: which methods are offered, by which processor, with their
 * public keys. With no payment keys configured at all the shop is in test mode: the built-in test
 * provider takes both methods and the storefront says so. Otherwise the test provider does not
 * exist, and a method whose provider has no keys is null (not offered).
 */
export interface PaymentConfig {
  testMode: boolean;
  /**
   * The methods the shop takes now, in the order the checkout offers them (the footer shows their
   * logos); an order for another method is refused. CARD includes Apple Pay and Google Pay with Stripe.
   */
  methods: PaymentMethod[];
  /**
   * Who takes the Stripe methods (cards, SEPA Direct Debit, Klarna): the keys Stripe.js needs.
   * scriptUrl: a stand-in Stripe.js, only in the shop's own payment tests; otherwise js.stripe.com.
   */
  card: { gateway: Extract<PaymentGateway, "TEST" | "STRIPE">; publishableKey?: string; scriptUrl?: string } | null;
  /** sdkUrl: a stand-in PayPal JS SDK, only in the shop's own payment tests; otherwise PayPal's. */
  paypal: { gateway: Extract<PaymentGateway, "TEST" | "PAYPAL">; clientId?: string; sdkUrl?: string } | null;
}

/** Every 4xx and 5xx answer (api/src/errors.ts builds it); clients read it by hand, it is never inferred. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

export type Translations<T> = Record<Language, T>;

/** A page head's texts as the console edits them; empty: the page's defaults. */
export type SeoTexts = {
  seoTitle: string;
  seoDescription: string;
};

/** A product's IVD information as the console edits it (adminIvdSchema), every language at once. */
export interface AdminProductIvd {
  selfTest: boolean;
  /** Derived: "CE" and the notified body's number; read only. */
  ceMark: string;
  notifiedBody: string | null;
  intendedUse: Translations<string>;
  /** The uploaded PDFs' keys (sent back with a save) and links, per language; null for none. */
  instructionsKey: Translations<string | null>;
  instructionsUrl: Translations<string | null>;
}

/** Admin REST records (ra-data-simple-rest): every translation at once. */
export interface AdminProductRecord {
  id: number;
  slug: string;
  /** The regular price; `salePrice` (null: no sale) is charged instead until `saleEndsAt`. */
  price: number;
  salePrice: number | null;
  saleEndsAt: string | null;
  stock: number;
  active: boolean;
  categoryIds: number[];
  /** `safetyWarnings`: the product's warnings in that language, one a line. */
  translations: Translations<{ name: string; description: string; highlights: string[]; safetyWarnings: string }>;
  images: { id: number; fileKey: string; imageUrl: string; srcSet: string; isMain: boolean }[];
  ivd: AdminProductIvd;
  /**
   * Product safety information (GPSR, docs/behaviour.md §21): the manufacturer's name, postal
   * address and contact (an e-mail or web address; all three needed to be on sale), the EU
   * responsible person (null: none), the type or model and the GTIN (null: none).
   */
  manufacturerName: string;
  manufacturerAddress: string;
  manufacturerContact: string;
  euResponsiblePerson: string | null;
  modelIdentifier: string;
  gtin: string | null;
  /** Sealed for health protection or hygiene: the right of withdrawal ends once the seal is broken. */
  sealedForHygiene: boolean;
  adultsOnly: boolean;
  blockedCountries: string[];
  seo: Translations<SeoTexts>;
  thumbnailUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** Sent back with every save: a save over a newer version is refused (409 stale_record). */
  version: number;
  /**
   * The stock as read, sent back with every save: `stock` is applied as the change from it, so the
   * record sent back unchanged changes no stock, whatever was sold meanwhile.
   */
  previousStock: number;
  /**
   * When staff deleted it after it had been ordered (ISO 8601): archived, it stays for its orders
   * and invoices, is never on sale again and cannot be changed; null for a product in the catalog.
   */
  archivedAt: string | null;
}

/**
 * A row of the console's product list (GET /api/admin/products): the names alone of its
 * translations, the main image's thumbnail; the whole record is the product's own.
 */
export type AdminProductListRow = Pick<
  AdminProductRecord,
  | "id"
  | "slug"
  | "price"
  | "salePrice"
  | "stock"
  | "active"
  | "categoryIds"
  | "thumbnailUrl"
  | "createdAt"
  | "updatedAt"
  | "archivedAt"
> & { translations: Translations<{ name: string }> };

export interface AdminCategoryRecord {
  id: number;
  slug: string;
  position: number;
  translations: Translations<{ name: string } & SeoTexts>;
  productCount: number;
  /** Sent back with every save: a save over a newer version is refused (409 stale_record). */
  version: number;
}

export interface AdminBlogPostRecord {
  id: number;
  slug: string;
  author: string;
  imageKey: string | null;
  imageUrl: string | null;
  categoryIds: number[];
  translations: Translations<{ title: string; excerpt: string; content: string } & SeoTexts>;
  createdAt: string;
  updatedAt: string;
  /** Sent back with every save: a save over a newer version is refused (409 stale_record). */
  version: number;
}

/** An address of an order, under the names the order was placed with (addressSchema). */
export type AdminAddress = Record<keyof AddressInput, string>;

export interface AdminOrderRecord {
  id: number;
  number: string;
  email: string;
  customerName: string;
  language: Language;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentGateway: PaymentGateway;
  paymentReference: string | null;
  currency: "EUR";
  subtotal: number;
  /** The discount code's reduction (euros; 0 without a code) and the code. */
  discount: number;
  discountCode: string | null;
  shipping: number;
  vat: number;
  total: number;
  itemCount: number;
  /** The shopper confirmed being 18 or older at checkout (asked only for adults-only products). */
  ageConfirmed: boolean;
  /**
   * id: the orderItemId a refund names; vatRate: the percent the line was charged, recorded when the
   * order was placed; refundedQuantity: units given back by refunds so far.
   */
  items: {
    id: number;
    slug: string;
    name: string;
    unitPrice: number;
    quantity: number;
    lineTotal: number;
    /** The line's share of the discount (euros, all its units): a refunded unit gives back its price less its share. */
    discount: number;
    vatRate: number;
    refundedQuantity: number;
    /** Units that came back opened although sealed for hygiene: never refunded as units. */
    keptQuantity: number;
    /** The product is sealed for hygiene: an opened unit that comes back is not refunded. */
    sealedForHygiene: boolean;
  }[];
  shippingAddress: AdminAddress | null;
  billingAddress: AdminAddress | null;
  /**
   * The history as codes (paid, status_shipped, email_sent, note…) with their parameters, which
   * the console words in its language; `message` is the English line (a note: its text).
   */
  events: {
    id: number;
    type: string;
    params: Record<string, string | number | boolean | null> | null;
    message: string | null;
    actor: string;
    createdAt: string;
  }[];
  createdAt: string;
  paidAt: string | null;
  updatedAt: string;
  /**
   * When the provider last declined a payment attempt (a `payment_failed` event) of an order that
   * has not been paid since; null otherwise. A pending order with it waits for a new attempt or expires.
   */
  paymentDeclinedAt: string | null;
  /** Set once shipped: the carrier's code (@shop/shared/carriers), the tracking number and page. */
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  /**
   * When the goods arrived (the order's delivered event). With shippedAt, what the goods' moves read
   * of a partly refunded order, which keeps its status while the rest of it ships (OrderProgress).
   */
  deliveredAt: string | null;
  /**
   * The invoice of a paid order (GET /api/admin/orders/{id}/invoice), and the latest refund's credit
   * note (GET .../credit-note; each refund's: GET .../credit-notes/{number}).
   */
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  /** The shopper's withdrawals from the order's contract, oldest first (docs/behaviour.md §14). */
  withdrawals: AdminWithdrawal[];
  /** Whether there is any: the order list shows it without the withdrawals themselves. */
  withdrawn: boolean;
  /**
   * Whether a withdrawal's refund is still due: none was made since it was received, nor did a
   * returned parcel received since leave one due (docs/behaviour.md §14).
   */
  withdrawalOpen: boolean;
  /** Money given back so far, oldest first (docs/behaviour.md §15); refunded: their sum in euros. */
  refunds: AdminRefund[];
  refunded: number;
  /** What can still be refunded, in euros, and whether the shipping was refunded already. */
  refundable: number;
  shippingRefunded: boolean;
  /**
   * A returned parcel staff marked received (the `returned` event), and the day its refund is due
   * by (14 days later); refundDueBy is null once a refund was made after it.
   */
  returnReceivedAt: string | null;
  refundDueBy: string | null;
  /**
   * What that parcel held as staff recorded it: units of each line, whether their seal was intact
   * and whether they are refunded (opened kits sealed for hygiene are not); empty for a parcel
   * recorded as a whole.
   */
  returnedUnits: { orderItemId: number; name: string; quantity: number; sealIntact: boolean; refunded: boolean }[];
}

/**
 * A row of the console's order list (GET /api/admin/orders): what the list shows, read with one
 * query per page; the whole record is the order's own (GET /api/admin/orders/{id}).
 */
export type AdminOrderListRow = Pick<
  AdminOrderRecord,
  | "id"
  | "number"
  | "email"
  | "customerName"
  | "status"
  | "paymentMethod"
  | "paymentGateway"
  | "total"
  | "itemCount"
  | "createdAt"
  | "paidAt"
  | "paymentDeclinedAt"
  | "withdrawn"
  | "withdrawalOpen"
  | "refunded"
>;

/**
 * The console's lists count their matches up to this many: past it, Content-Range says `*` (more
 * than that, and at least one row after the page) instead of a total (docs/performance.md).
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * The most rows a console list answers per request: a larger range is cut to this many from its
 * start, and its Content-Range says which rows came. Reads of personal data stay in pages a person
 * reads (each one in the audit log); the console's exports page through (admin/src/api/dataProvider.ts).
 */
export const MAX_LIST_PAGE = 100;

/** A refund as the console lists it. */
export interface AdminRefund {
  id: number;
  /** pending while the payment provider is being asked; done once it paid the money back. */
  status: RefundStatus;
  /** Everything given back, in euros: the units, the shipping and the sum. */
  amount: number;
  items: { orderItemId: number; name: string; quantity: number }[];
  shipping: number;
  /** A sum given back besides whole units, in euros. */
  sum: number;
  restock: boolean;
  reason: string;
  /** The credit note issued for exactly this refund (null: the order had no invoice). */
  creditNoteNumber: string | null;
  /** Who made it: a staff member's username, or the provider's webhook. */
  actor: string;
  createdAt: string;
}

/** POST /api/admin/orders/{id}/refunds: the refund made (201), and the order as it is now. */
export interface AdminRefundResult {
  refund: AdminRefund;
  order: AdminOrderRecord;
}

/**
 * POST /api/admin/orders/{id}/refunds/quote: what a refund of that body would give back, in euros,
 * decided as the refund itself decides it; nothing is written.
 */
export interface AdminRefundQuote {
  /** Each line's units chosen and what they give back: their price less their share of its discount. */
  lines: { orderItemId: number; quantity: number; amount: number }[];
  shipping: number;
  sum: number;
  /** Everything the refund gives back. */
  total: number;
  /** What can still be refunded once it is made. */
  refundableAfter: number;
}

/** GET /api/admin/dashboard's returns: parcels received back whose refund is still due. */
export interface AwaitingReturnRefund {
  id: number;
  number: string;
  customerName: string;
  returnReceivedAt: string;
  refundDueBy: string;
}

/** The order's items a withdrawal names, as ordered (names in the order's language). */
export interface WithdrawnItem {
  slug: string;
  name: string;
  quantity: number;
}

/** A withdrawal as the console shows it: the statement as the shopper gave it. */
export interface AdminWithdrawal {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  /** null: the whole order. */
  items: WithdrawnItem[] | null;
  language: Language;
}

/** POST /api/orders/withdrawals: the withdrawal received (201), or the earlier one that covers it (200). */
export interface WithdrawalReceipt {
  withdrawalId: number;
  receivedAt: string;
  /** Whether the goods had gone out when it was received: else there is nothing to send back. */
  shipped: boolean;
}

/** POST /api/admin/customers/lookup `{email}`: the orders placed with one e-mail address (any case), in sum. */
export interface AdminCustomerRecord {
  /** The e-mail address as asked for. */
  id: string;
  /** The address as orders store it (lower case). */
  email: string;
  /** The name on the latest order's shipping address. */
  customerName: string;
  orderCount: number;
  /** Orders paid and not refunded in full (REVENUE_STATUSES). */
  paidOrderCount: number;
  /** What the customer paid, less what was refunded to them, in euros. */
  paidTotal: number;
  /** What was refunded to them, in euros. */
  refundedTotal: number;
  firstOrderAt: string;
  lastOrderAt: string;
}

/** An e-mail the shop sent (or was about to send) about an order or a subscription: its outbox row. */
export interface CustomerEmailRecord {
  /** The outbox kind (`order-confirmation`, `order-email`, `order-withdrawal`, `newsletter-confirmation`). */
  kind: string;
  /** What it was about, as the outbox row names it (`{orderId, to: "customer"}`, `{kind: "shipped"}`…). */
  about: Record<string, unknown>;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
}

/**
 * POST /api/admin/customers/export `{email}`: everything the shop holds about one e-mail address
 * (GDPR Art. 15 and 20), as one JSON document.
 */
export interface CustomerDataExport {
  format: 1;
  /** The address asked for, lower case (as orders and subscriptions store it). */
  email: string;
  exportedAt: string;
  /** Every order placed with it, oldest first, as the console reads it, with its documents and e-mails. */
  orders: (AdminOrderRecord & {
    placedAt: string;
    paidAt: string | null;
    /** The invoice and credit notes issued for it (their numbers; the documents themselves are the shop's). */
    documents: { kind: string; number: string; issuedAt: string }[];
    emails: CustomerEmailRecord[];
  })[];
  /** The newsletter subscription of the address, if any. */
  newsletter: (Omit<AdminNewsletterSubscriberRecord, "id"> & { emails: CustomerEmailRecord[] }) | null;
  /** The address's restock alerts: which product (slug), when asked, confirmed and sent, and their e-mails. */
  restockAlerts: {
    product: string;
    language: Language;
    createdAt: string;
    confirmedAt: string | null;
    notifiedAt: string | null;
    emails: CustomerEmailRecord[];
  }[];
}

/** What an erasure removed, per kind of record. */
export interface CustomerErasureCounts {
  /** Orders whose personal data was removed (names, addresses, phone, e-mail, notes). */
  orders: number;
  addresses: number;
  withdrawals: number;
  /** History entries whose text went (staff notes, tracking numbers). */
  historyEntries: number;
  /** E-mails in the outbox (sent or waiting) about the orders or the subscription. */
  emails: number;
  /** Copies of sent e-mails on disk (a shop without SMTP keeps them in DATA_DIR/outbox). */
  emailCopies: number;
  newsletterSubscriptions: number;
  /** Restock alerts deleted (with their e-mails, counted in `emails`). */
  restockAlerts: number;
}

/** What an erasure kept, and why: `kind` is a code the console words; `reason` the API's English line. */
export interface CustomerErasureKept {
  kind: "issued_documents" | "order_records";
  count: number;
  reason: string;
  /** issued_documents: each document and the last day it is kept. */
  documents?: { kind: string; number: string; keptUntil: string }[];
}

/** POST /api/admin/customers/erase `{email, reason}`: the answer. */
export interface CustomerErasure {
  email: string;
  erasedAt: string;
  erased: CustomerErasureCounts;
  kept: CustomerErasureKept[];
}

/** A step of an order as its shopper sees it on the order status page. */
export interface OrderStatusStep {
  step:
    | "placed"
    | "processing"
    | "paid"
    | "shipped"
    | "delivered"
    | "withdrawn"
    | "cancelled"
    | "partially_refunded"
    | "refunded";
  at: string;
  /** A refund's step: what it gave back, in euros. */
  amount?: number;
}

/** POST /api/orders/lookup: one order as its shopper may see it (never the staff's notes). */
export interface OrderStatusView {
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  paymentMethod: PaymentMethod;
  currency: "EUR";
  items: { slug: string; name: string; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  /** The discount code's reduction (euros, taken off the total; 0 without a code) and the code. */
  discount: number;
  discountCode: string | null;
  shipping: number;
  /** VAT included in the total, at the rate the order's lines recorded when it was placed (the destination's). */
  vat: number;
  vatRate: number;
  total: number;
  /** What was refunded so far, in euros (0: nothing). */
  refunded: number;
  shippingAddress: {
    firstName: string;
    lastName: string;
    /** Empty when the shopper gave none, as is addressLine2. */
    company: string;
    address: string;
    addressLine2: string;
    city: string;
    postCode: string;
    country: string;
  };
  history: OrderStatusStep[];
  /** Set once shipped: the carrier's name (null for another carrier), the number, the carrier's tracking page. */
  shipment: { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null } | null;
  /** Links that download the PDFs for a while (they carry a signed token), with the documents' numbers. */
  invoice: { number: string; url: string } | null;
  creditNote: { number: string; url: string } | null;
  /**
   * Whether the withdrawal function takes the order now (paid, not cancelled or refunded, within
   * its period): `until` is the period's end, null while it has not begun (not shipped yet); null
   * when it cannot be withdrawn from.
   */
  withdrawal: { until: string | null } | null;
  /**
   * A SEPA debit or Klarna payment the order still waits for (the bank returned the debit, or the
   * shopper never finished) while the order is open: what the status page needs to pay it again
   * through the same payment (its processor, id and client secret), and whether an attempt failed.
   * Null otherwise.
   */
  payAgain: { gateway: PaymentGateway; paymentReference: string; clientSecret: string; failed: boolean } | null;
}

export interface AdminUserRecord {
  id: number;
  username: string;
  role: Role;
  createdAt: string;
  /** Sent back with every save: a save over a newer version is refused (409 stale_record). */
  version: number;
  /** The account has a confirmed second factor (an administrator can reset it). */
  totpEnabled: boolean;
}

/**
 * POST /api/admin/users and DELETE /api/admin/users/{id}/totp: the account, with its one-time
 * enrolment code while STAFF_2FA=required (shown this once).
 */
export interface AdminUserWithEnrolmentCode extends AdminUserRecord {
  enrolmentCode?: EnrolmentCode;
}

export interface AdminNewsletterSubscriberRecord {
  id: number;
  email: string;
  language: Language;
  status: NewsletterStatus;
  /** When the address first subscribed. */
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface AdminDashboard {
  days: { date: string; revenue: number; orders: number }[];
  revenue30d: number;
  orders30d: number;
  awaitingShipment: number;
  /** Orders with a withdrawal whose refund has not happened yet (not refunded or cancelled). */
  openWithdrawals: number;
  /** Returned parcels received whose refund is still due, the earliest deadline first. */
  returnsAwaitingRefund: AwaitingReturnRefund[];
  lowStock: { id: number; slug: string; name: string; stock: number }[];
}

/** GET /api/admin/discount-codes: a code as the console edits it (docs/behaviour.md §19). */
export interface AdminDiscountCodeRecord {
  id: number;
  code: string;
  kind: "PERCENT" | "AMOUNT";
  /** PERCENT: whole percent; AMOUNT: euros. */
  value: number;
  /** Euros; null: none. */
  minimumOrder: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usageLimitPerEmail: number | null;
  productSlugs: string[];
  categorySlugs: string[];
  active: boolean;
  /** Uses held by orders not cancelled or expired unpaid (read-only). */
  usageCount: number;
  createdAt: string;
  updatedAt: string;
}
