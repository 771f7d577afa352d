import type { PlatformEnv, PlatformServices } from "./platform/services.ts";
import type { TokenService, AdminClaims } from "./auth/tokens.ts";
import type { AttemptCounter } from "./auth/rate-limit.ts";
import type { Sessions } from "./auth/sessions.ts";
import type { TotpSecrets } from "./auth/totp-secrets.ts";
import type { ResponseCache } from "./catalog/response-cache.ts";
import type { CatalogIndex } from "./catalog/catalog-index.ts";
import type { SearchCache } from "./catalog/search-cache.ts";
import type { UploadStore } from "./uploads/store.ts";
import type { Sitemaps } from "./catalog/sitemaps.ts";
import type { Payments } from "./payments/payments.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { OutboxSignal } from "./outbox/signal.ts";
import type { Language } from "@shop/shared";
import type { InvoiceSeller } from "./invoices/invoice-document.ts";
import type { LegalPageSet } from "./mail/legal-pages.ts";
import type { LegalTexts } from "./mail/legal-texts.ts";
import type { DocumentLinks } from "./invoices/document-links.ts";
import type { NewsletterTokens } from "./newsletter/newsletter-tokens.ts";
import type { RestockTokens } from "./restock-alerts/restock-tokens.ts";
import type { AnalyticsProductId } from "./catalog/analytics-ids.ts";

/**
 * Everything a request handler may use, the platform's services (platform/services.ts) and the
 * folders' above them; built once per process by server.ts (or by a test).
 */
export interface Deps extends PlatformServices {
  tokens: TokenService;
  /** Signs and checks the newsletter e-mail's confirm and unsubscribe links (same secret, own audiences). */
  newsletterTokens: NewsletterTokens;
  /** Signs and checks the restock alert e-mail's confirmation link (same secret, its own audience). */
  restockTokens: RestockTokens;
  sessions: Sessions;
  /** Seals the second factors' TOTP secrets at rest (a key derived from the signing secret). */
  totpSecrets: TotpSecrets;
  /** Failed logins per client address and username (LOGIN_MAX_FAILURES in LOGIN_WINDOW_SECONDS). */
  loginAttempts: AttemptCounter;
  /**
   * The sign-in's other limits (auth/login.routes.ts): failed sign-ins per client address whatever
   * the usernames, and of all clients together; wrong second-factor codes per account from any
   * address (at sign-in, enrolment and turning it off).
   */
  signInLimits: { perClient: AttemptCounter; overall: AttemptCounter; secondFactor: AttemptCounter };
  /** Order lookups that found nothing, per client (POST /api/orders/lookup is rate-limited on them). */
  lookupMisses: AttemptCounter;
  /**
   * Withdrawals that named no order, per client (POST /api/orders/withdrawals): the lookup's limit
   * on a counter of its own, so misses on the status page never lock a shopper out of withdrawing.
   */
  withdrawalMisses: AttemptCounter;
  /** E-mails sent again from the console, per order and per staff member (an hour's window each). */
  resends: { perOrder: AttemptCounter; perStaff: AttemptCounter };
  /** Newsletter sign-ups per client (NEWSLETTER_LIMIT_PER_HOUR in an hour). */
  newsletterSignups: AttemptCounter;
  /** Restock alerts asked for per client (RESTOCK_ALERT_LIMIT_PER_HOUR in an hour). */
  restockAlertRequests: AttemptCounter;
  /**
   * Confirmation e-mails (newsletter, restock alerts) per mailbox, by its emailKey, whichever
   * clients asked for them (CONFIRMATION_EMAILS_PER_MAILBOX_PER_DAY in 24 hours).
   */
  confirmationsPerMailbox: AttemptCounter;
  /** Barrier reports sent per client (BARRIER_REPORT_LIMIT_PER_HOUR in an hour). */
  barrierReports: AttemptCounter;
  /** Signed download links of invoices and credit notes for shoppers. */
  documentLinks: DocumentLinks;
  /**
   * A product's keyed id in analytics events, which the product answer carries (catalog/analytics-ids.ts);
   * null unless ANALYTICS_PRODUCT_IDS or ANALYTICS_PRODUCT_DETAILS is on: then events name no product.
   */
  analyticsProductId: AnalyticsProductId | null;
  /**
   * The seller on invoices and in e-mails, the e-mails' legal texts (SELLER_*, LEGAL_TEXTS_FILE),
   * and the terms and withdrawal information as the storefront's pages have them (legal-pages.ts).
   */
  shop: { seller: InvoiceSeller; legal: Record<Language, LegalTexts>; legalPages: LegalPageSet };
  catalogCache: ResponseCache;
  /** The products on sale as the storefront lists them, patched by every catalog write (catalog/catalog-index.ts). */
  catalogIndex: CatalogIndex;
  /** The latest searches' answers, emptied by every catalog write (catalog/search-cache.ts). */
  searchCache: SearchCache;
  /** The sitemap index and its children, built after a catalog or blog write (catalog/sitemaps.ts). */
  sitemaps: Sitemaps;
  uploads: UploadStore;
  payments: Payments;
  mailer: Mailer;
  /** Wakes this process's outbox worker after a commit that enqueued a message (api/src/outbox/). */
  outbox: OutboxSignal;
}

export interface AppEnv extends PlatformEnv {
  Variables: {
    deps: Deps;
    admin: AdminClaims;
    /** Set when the request body went over its route's limit while it was being read (→ 413). */
    bodyTooLarge?: boolean;
  };
}
