import type { AdminDashboard, AdminOrderRecord } from "@shop/shared";
import simpleRestProvider from "ra-data-simple-rest";
import { HttpError, type DataProvider, type Identifier } from "react-admin";
import { apiErrorOf } from "./apiError.ts";
import type { HttpClient } from "./httpClient.ts";
import { withImageUploads } from "./imageUploads.ts";
import { withSaveSchemas } from "./saveSchemas.ts";

export const ADMIN_API = "/api/admin";

/** The admin REST API in ra-data-simple-rest's conventions, plus its few calls outside them. */
export interface ShopDataProvider extends DataProvider {
  getDashboard(): Promise<AdminDashboard>;
  refundOrder(id: Identifier): Promise<{ data: AdminOrderRecord }>;
  /** The CSV of every confirmed newsletter address (ADMIN only). */
  exportConfirmedSubscribers(): Promise<string>;
}

interface UploadedImage {
  fileKey: string;
}

export function createDataProvider(httpClient: HttpClient): ShopDataProvider {
  const uploadImage = async (file: File): Promise<string> => {
    const body = new FormData();
    body.append("file", file);
    try {
      const response = await httpClient(`${ADMIN_API}/images`, { method: "POST", body });
      return (response.json as UploadedImage).fileKey;
    } catch (error) {
      // Name the file that was refused (too large, not an image) rather than the API's `file` part.
      const apiError = apiErrorOf(error);
      if (!apiError || !(error instanceof HttpError)) throw error;
      const message = `${file.name}: ${apiError.message}`;
      throw new HttpError(message, error.status, { error: apiError, errors: { root: { serverError: message } } });
    }
  };

  // Images are uploaded first; then the record, with their file keys, goes by its save schema.
  const rest = withImageUploads(withSaveSchemas(simpleRestProvider(ADMIN_API, httpClient)), uploadImage);
  return {
    ...rest,
    async getDashboard() {
      const response = await httpClient(`${ADMIN_API}/dashboard`);
      return response.json as AdminDashboard;
    },
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
