// The shapes the API builds its answers with (docs/api-contract.md): its view functions, the
// order service, the pricing and the payment configuration are typed by these, each declared once.
// Clients of the public API do not import them: the storefront's typed client infers every
// answer from the routes (AppType, storefront/src/api/types.ts). The admin REST records stay
// here for the console. Prices in answers are euros as numbers (29.9), as the original storefront
// client expects; the database and all arithmetic use integer cents.
import type { Language, OrderStatus, PaymentGateway, PaymentMethod, Role } from "./enums.ts";
import type { NewsletterStatus } from "./newsletter.ts";
import type { AddressInput } from "./schemas.ts";

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
  price: number;
  slug: string;
  thumbnailUrl: string | null;
  thumbnail: ImageSource | null;
  categories: CategoryRef[];
  inStock: boolean;
  /** Units left when few are (1 to LOW_STOCK, packages/shared/src/stock.ts), else null. */
  lowStock: number | null;
}

export interface Product extends Omit<ProductListItem, "thumbnail"> {
  description: string;
  images: (ImageSource & { id: number; main: boolean })[];
  stock: number;
  active: boolean;
  /** Changes with every edit; the inline editor sends it back so a stale save is refused (409). */
  version: number;
  updatedAt: string;
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
  /** URL of the post's image (`image`, the field the original storefront client reads). */
  image: string | null;
  imageSource: ImageSource | null;
  categories: CategoryRef[];
  readingTime: number;
  createdAt: string;
  updatedAt: string;
  /** Changes with every edit; the inline editor sends it back so a stale save is refused (409). */
  version: number;
}

export interface LoginResponse {
  token: string;
}

export interface CreateOrderResponse {
  clientSecret: string;
  orderNumber: string;
  total: number;
  /** Which processor the payment step must use for this order. */
  gateway: PaymentGateway;
  /** The provider's payment id (PaymentIntent id, PayPal order id, test payment id). */
  paymentReference: string;
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
  }[];
  subtotal: number;
  shipping: number;
  vat: number;
  total: number;
  currency: "EUR";
}

/**
 * What the payment step needs to know: which methods are offered, by which processor, with their
 * public keys. With no payment keys configured at all the shop is in test mode: the built-in test
 * provider takes both methods and the storefront says so. Otherwise the test provider does not
 * exist, and a method whose provider has no keys is null (not offered).
 */
export interface PaymentConfig {
  testMode: boolean;
  /** scriptUrl: a stand-in Stripe.js, only in the shop's own payment tests; otherwise js.stripe.com. */
  card: { gateway: Extract<PaymentGateway, "TEST" | "STRIPE">; publishableKey?: string; scriptUrl?: string } | null;
  /** sdkUrl: a stand-in PayPal JS SDK, only in the shop's own payment tests; otherwise PayPal's. */
  paypal: { gateway: Extract<PaymentGateway, "TEST" | "PAYPAL">; clientId?: string; sdkUrl?: string } | null;
}

/** Every 4xx and 5xx answer (api/src/errors.ts builds it); clients read it by hand, it is never inferred. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

export type Translations<T> = Record<Language, T>;

/** Admin REST records (ra-data-simple-rest): every translation at once. */
export interface AdminProductRecord {
  id: number;
  slug: string;
  price: number;
  stock: number;
  active: boolean;
  categoryIds: number[];
  translations: Translations<{ name: string; description: string }>;
  images: { id: number; fileKey: string; imageUrl: string; srcSet: string; isMain: boolean }[];
  thumbnailUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** Sent back with every save: a save over a newer version is refused (409 stale_record). */
  version: number;
}

export interface AdminCategoryRecord {
  id: number;
  slug: string;
  position: number;
  translations: Translations<{ name: string }>;
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
  translations: Translations<{ title: string; excerpt: string; content: string }>;
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
  shipping: number;
  vat: number;
  total: number;
  itemCount: number;
  items: { slug: string; name: string; unitPrice: number; quantity: number; lineTotal: number }[];
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
  /** The invoice of a paid order (GET /api/admin/orders/{id}/invoice), and a refund's credit note. */
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
}

/** GET /api/admin/customers/{email}: the orders placed with one e-mail address (any case), in sum. */
export interface AdminCustomerRecord {
  /** The e-mail address as asked for. */
  id: string;
  /** The address as orders store it (lower case). */
  email: string;
  /** The name on the latest order's shipping address. */
  customerName: string;
  orderCount: number;
  /** Orders paid and not refunded (REVENUE_STATUSES), and their total in euros. */
  paidOrderCount: number;
  paidTotal: number;
  firstOrderAt: string;
  lastOrderAt: string;
}

/** A step of an order as its shopper sees it on the order status page. */
export interface OrderStatusStep {
  step: "placed" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";
  at: string;
}

/** POST /api/orders/lookup: one order as its shopper may see it (never the staff's notes). */
export interface OrderStatusView {
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  paymentMethod: PaymentMethod;
  currency: "EUR";
  items: { name: string; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  shipping: number;
  /** VAT included in the total, at the destination country's rate. */
  vat: number;
  vatRate: number;
  total: number;
  shippingAddress: {
    firstName: string;
    lastName: string;
    address: string;
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
}

export interface AdminUserRecord {
  id: number;
  username: string;
  role: Role;
  createdAt: string;
  /** Sent back with every save: a save over a newer version is refused (409 stale_record). */
  version: number;
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
  lowStock: { id: number; slug: string; name: string; stock: number }[];
}
