import {
  MAX_LIST_PAGE,
  type AdminAccount,
  type AdminDashboard,
  type AdminOrderRecord,
  type AdminRefundQuote,
  type AdminRefundResult,
  type AdminUserWithEnrolmentCode,
  type CustomerErasure,
  type TotpConfirmation,
  type TotpEnrolment,
} from "@shop/shared";
import type { AdminRefundQuoteRequest, AdminRefundRequest, AdminReturnRequest } from "@shop/shared/schemas";
import type { OrderDocumentKind } from "../orders/orderDocuments.ts";
import type { OrderEmailKind } from "@shop/shared/order-emails";
import simpleRestProvider from "ra-data-simple-rest";
import type { DataProvider, GetListParams, GetListResult, GetOneParams, Identifier, RaRecord } from "react-admin";
import type { DownloadedFile, ShopHttpClient } from "./httpClient.ts";
import type { ImageUse, UploadedImage } from "./imageUploads.ts";
import { withSaveSchemas } from "./saveSchemas.ts";

const ADMIN_API = "/api/admin";

/**
 * The `meta` of the console's lists whose rows are not whole records (orders, products: the API
 * answers a list's columns only). react-admin seeds its getOne cache with each row of a list under
 * the list's meta, so rows kept under this one never stand in for the record a page shows.
 */
export const LIST_ROWS = { rows: "list" } as const;

/** The admin REST API in ra-data-simple-rest's conventions, plus its few calls outside them. */
export interface ShopDataProvider extends DataProvider {
  getDashboard(): Promise<AdminDashboard>;
  /** The full refund: everything not refunded yet; units back to stock only when `restock`. */
  refundOrder(id: Identifier, choice: { restock: boolean; reason?: string }): Promise<{ data: AdminOrderRecord }>;
  /** A refund of chosen units, the shipping and/or a sum; `key` makes a repeated request answer the same refund. */
  refundPart(id: Identifier, refund: AdminRefundRequest, key: string): Promise<AdminRefundResult>;
  /** What that refund would give back, as the API decides it; nothing is written. */
  quoteRefund(id: Identifier, choice: AdminRefundQuoteRequest, signal?: AbortSignal): Promise<AdminRefundQuote>;
  /** Marks a returned parcel received: its refund is due within 14 days. */
  /** A returned parcel received, with its units and their seals (none: every unit intact). */
  markReturned(id: Identifier, received?: AdminReturnRequest): Promise<{ data: AdminOrderRecord }>;
  /** One refund's credit note as PDF. */
  creditNote(id: Identifier, number: string): Promise<DownloadedFile>;
  /** Uploads a chosen image; the API checks its content and size at once (400 or 413 when refused). */
  uploadImage(file: File, use: ImageUse): Promise<UploadedImage>;
  /** Uploads a product's instructions for use; the API refuses a file that is not a PDF (400). */
  uploadDocument(file: File): Promise<{ fileKey: string; url: string }>;
  /** Sends one of the shopper's e-mails again; the order's history records it once it has gone. */
  resendOrderEmail(id: Identifier, kind: OrderEmailKind): Promise<void>;
  /** The order's invoice or credit note as PDF. */
  orderDocument(id: Identifier, kind: OrderDocumentKind): Promise<DownloadedFile>;
  /** The CSV of every confirmed newsletter address (ADMIN only). */
  exportConfirmedSubscribers(): Promise<string>;
  /** The signed-in staff member's own account and its second factor. */
  getAccount(): Promise<AdminAccount>;
  /**
   * Starts (or starts over) enrolling a second factor: its secret and otpauth URL. With
   * STAFF_2FA=required, with the one-time enrolment code an administrator handed over.
   */
  startTotpEnrolment(enrolmentCode?: string): Promise<TotpEnrolment>;
  /** Confirms the enrolment with a code; the ten recovery codes, shown once. */
  confirmTotp(code: string): Promise<TotpConfirmation>;
  /** Turns the own second factor off with a code (or a recovery code). */
  turnOffTotp(code: string): Promise<void>;
  /** An administrator removes another account's second factor (ADMIN only); its new enrolment code with STAFF_2FA=required. */
  resetUserTotp(id: Identifier): Promise<{ data: AdminUserWithEnrolmentCode }>;
  /** A new one-time enrolment code for an account without a second factor (ADMIN only), shown once. */
  issueEnrolmentCode(id: Identifier): Promise<AdminUserWithEnrolmentCode>;
  /** Everything the shop holds about one e-mail address, as a JSON file (ADMIN only). */
  exportCustomerData(email: string): Promise<DownloadedFile>;
  /** Erases one e-mail address's personal data (ADMIN only); answers what went and what was kept. */
  eraseCustomer(email: string, reason: string): Promise<CustomerErasure>;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A list asked for more rows than the API answers at once (MAX_LIST_PAGE; react-admin's export
 * asks for 1,000), read as pages of at most that size one after the other, until one comes back
 * short. Each page's size divides the first row's index, so each is a page in react-admin's terms.
 */
async function listInPages<RecordType extends RaRecord>(
  rest: DataProvider,
  resource: string,
  params: GetListParams,
): Promise<GetListResult<RecordType>> {
  const { page = 1, perPage = MAX_LIST_PAGE } = params.pagination ?? {};
  if (perPage <= MAX_LIST_PAGE) return rest.getList<RecordType>(resource, params);
  const first = (page - 1) * perPage;
  const size = gcd(MAX_LIST_PAGE, first);
  const read = (start: number) =>
    rest.getList<RecordType>(resource, { ...params, pagination: { page: start / size + 1, perPage: size } });
  let answer = await read(first);
  const data = [...answer.data];
  for (let start = first + size; answer.data.length === size && start < first + perPage; start += size) {
    answer = await read(start);
    data.push(...answer.data);
  }
  return { ...answer, data: data.slice(0, perPage) };
}

export function createDataProvider(httpClient: ShopHttpClient): ShopDataProvider {
  // Records go by their save schemas; images are uploaded (and checked) as soon as they are chosen.
  const rest = withSaveSchemas(simpleRestProvider(ADMIN_API, httpClient));
  return {
    ...rest,
    // `Content-Range: orders 0-24/*`: more rows match than the API counts (LIST_COUNT_CAP), and
    // at least one follows the page. No total then: react-admin pages on with next and previous.
    async getList<RecordType extends RaRecord>(resource: string, params: GetListParams) {
      const page = await listInPages<RecordType>(rest, resource, params);
      if (page.total === undefined || !Number.isNaN(page.total)) return page;
      const { page: number } = params.pagination ?? { page: 1 };
      const answer: GetListResult<RecordType> = {
        data: page.data,
        pageInfo: { hasNextPage: true, hasPreviousPage: number > 1 },
      };
      return answer;
    },
    // One customer is looked up by the e-mail address that is its id, sent in the body: the
    // console's own address (its hash) may name it, the API's request log must not.
    async getOne<RecordType extends RaRecord>(resource: string, params: GetOneParams<RecordType>) {
      if (resource !== "customers") return rest.getOne<RecordType>(resource, params);
      const response = await httpClient(`${ADMIN_API}/customers/lookup`, {
        method: "POST",
        body: JSON.stringify({ email: String(params.id) }),
        signal: params.signal,
      });
      return { data: response.json as RecordType };
    },
    async getDashboard() {
      const response = await httpClient(`${ADMIN_API}/dashboard`);
      return response.json as AdminDashboard;
    },
    async uploadImage(file, use) {
      const body = new FormData();
      body.append("file", file);
      const response = await httpClient(`${ADMIN_API}/images?for=${use}`, { method: "POST", body });
      return response.json as UploadedImage;
    },
    async uploadDocument(file) {
      const body = new FormData();
      body.append("file", file);
      const response = await httpClient(`${ADMIN_API}/documents`, { method: "POST", body });
      return response.json as { fileKey: string; url: string };
    },
    async resendOrderEmail(id, kind) {
      await httpClient(`${ADMIN_API}/orders/${encodeURIComponent(id)}/emails`, {
        method: "POST",
        body: JSON.stringify({ kind }),
      });
    },
    orderDocument: (id, kind) => httpClient.file(`${ADMIN_API}/orders/${encodeURIComponent(id)}/${kind}`),
    async refundOrder(id, choice) {
      const response = await httpClient(`${ADMIN_API}/orders/${encodeURIComponent(id)}/refund`, {
        method: "POST",
        body: JSON.stringify(choice),
      });
      return { data: response.json as AdminOrderRecord };
    },
    async refundPart(id, refund, key) {
      const response = await httpClient(`${ADMIN_API}/orders/${encodeURIComponent(id)}/refunds`, {
        method: "POST",
        body: JSON.stringify(refund),
        headers: new Headers({ "Idempotency-Key": key }),
      });
      return response.json as AdminRefundResult;
    },
    async quoteRefund(id, choice, signal) {
      const response = await httpClient(`${ADMIN_API}/orders/${encodeURIComponent(id)}/refunds/quote`, {
        method: "POST",
        body: JSON.stringify(choice),
        signal,
      });
      return response.json as AdminRefundQuote;
    },
    async markReturned(id, received) {
      const response = await httpClient(`${ADMIN_API}/orders/${encodeURIComponent(id)}/returned`, {
        method: "POST",
        ...(received ? { body: JSON.stringify(received) } : {}),
      });
      return { data: response.json as AdminOrderRecord };
    },
    creditNote: (id, number) =>
      httpClient.file(`${ADMIN_API}/orders/${encodeURIComponent(id)}/credit-notes/${encodeURIComponent(number)}`),
    // A customer's address goes in the body, never the path: request logs keep paths.
    exportCustomerData: (email) => httpClient.file(`${ADMIN_API}/customers/export`, { email }),
    async eraseCustomer(email, reason) {
      const response = await httpClient(`${ADMIN_API}/customers/erase`, {
        method: "POST",
        body: JSON.stringify({ email, reason }),
      });
      return response.json as CustomerErasure;
    },
    async exportConfirmedSubscribers() {
      // fetchJson keeps the body's text (and finds no JSON in it).
      const response = await httpClient(`${ADMIN_API}/newsletter-subscribers.csv`);
      return response.body;
    },
    async getAccount() {
      return (await httpClient(`${ADMIN_API}/account`)).json as AdminAccount;
    },
    async startTotpEnrolment(enrolmentCode) {
      const response = await httpClient(`${ADMIN_API}/account/totp`, {
        method: "POST",
        ...(enrolmentCode ? { body: JSON.stringify({ enrolmentCode }) } : {}),
      });
      return response.json as TotpEnrolment;
    },
    async confirmTotp(code) {
      const response = await httpClient(`${ADMIN_API}/account/totp/confirm`, {
        method: "POST",
        body: JSON.stringify({ code }),
      });
      return response.json as TotpConfirmation;
    },
    async turnOffTotp(code) {
      await httpClient(`${ADMIN_API}/account/totp`, { method: "DELETE", body: JSON.stringify({ code }) });
    },
    async resetUserTotp(id) {
      const response = await httpClient(`${ADMIN_API}/users/${encodeURIComponent(id)}/totp`, { method: "DELETE" });
      return { data: response.json as AdminUserWithEnrolmentCode };
    },
    async issueEnrolmentCode(id) {
      const response = await httpClient(`${ADMIN_API}/users/${encodeURIComponent(id)}/enrolment-code`, {
        method: "POST",
      });
      return response.json as AdminUserWithEnrolmentCode;
    },
  };
}
