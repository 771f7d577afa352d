import { fetchUtils, HttpError } from "react-admin";
import { toHttpError } from "./apiError.ts";

export type HttpClient = typeof fetchUtils.fetchJson;

/** fetchJson with the admin token and the API's error shape. */
export function createHttpClient(getToken: () => string | null): HttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers);
    headers.set("Accept", "application/json");
    const token = getToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      if (error instanceof HttpError) throw toHttpError(error.status as number, error.body, error.message);
      throw error;
    }
  };
}
