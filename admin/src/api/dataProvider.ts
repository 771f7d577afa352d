import type { AdminDashboard, AdminOrderRecord } from "@shop/shared";
import type { OrderDocumentKind } from "../orders/orderDocuments.ts";
import type { OrderEmailKind } from "@shop/shared/order-emails";
import simpleRestProvider from "ra-data-simple-rest";
import type { DataProvider, Identifier } from "react-admin";
import type { DownloadedFile, ShopHttpClient } from "./httpClient.ts";
import type { ImageUse, UploadedImage } from "./imageUploads.ts";
import { withSaveSchemas } from "./saveSchemas.ts";

export const ADMIN_API = "/api/admin";

/** The admin REST API in ra-data-simple-rest's conventions, plus its few calls outside them. */
export interface ShopDataProvider extends DataProvider {
  getDashboard(): Promise<AdminDashboard>;
  refundOrder(id: Identifier): Promise<{ data: AdminOrderRecord }>;
  /** Uploads a chosen image; the API checks its content and size at once (400 or 413 when refused). */
  uploadImage(file: File, use: ImageUse): Promise<UploadedImage>;
  /** Sends one of the shopper's e-mails again; the order's history records it once it has gone. */
  resendOrderEmail(id: Identifier, kind: OrderEmailKind): Promise<void>;
  /** The order's invoice or credit note as PDF. */
  orderDocument(id: Identifier, kind: OrderDocumentKind): Promise<DownloadedFile>;
  /** The CSV of every confirmed newsletter address (ADMIN only). */
  exportConfirmedSubscribers(): Promise<string>;
}

export function createDataProvider(httpClient: ShopHttpClient): ShopDataProvider {
  // Records go by their save schemas; images are uploaded (and checked) as soon as they are chosen.
  const rest = withSaveSchemas(simpleRestProvider(ADMIN_API, httpClient));
  return {
    ...rest,
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
    async resendOrderEmail(id, kind) {
      await httpClient(`${ADMIN_API}/orders/${encodeURIComponent(id)}/emails`, {
        method: "POST",
        body: JSON.stringify({ kind }),
      });
    },
    orderDocument: (id, kind) => httpClient.file(`${ADMIN_API}/orders/${encodeURIComponent(id)}/${kind}`),
    async refundOrder(id) {
      const response = await httpClient(`${ADMIN_API}/orders/${encodeURIComponent(id)}/refund`, { method: "POST" });
      return { data: response.json as AdminOrderRecord };
    },
    async exportConfirmedSubscribers() {
      // fetchJson keeps the body's text (and finds no JSON in it).
      const response = await httpClient(`${ADMIN_API}/newsletter-subscribers.csv`);
      return response.body;
    },
  };
}
