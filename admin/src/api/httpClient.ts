import { fetchUtils, HttpError } from "react-admin";
import { toHttpError } from "./apiError.ts";

export type HttpClient = typeof fetchUtils.fetchJson;

/** A file the API answered (an order's invoice as PDF), with the name it suggested. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the API named none. */
  fileName: string | null;
}

/**
 * The console's calls of the API: JSON (fetchJson's shape), and `file` for documents such as PDFs,
 * fetched with GET, or POSTed with a JSON body (`json`) where what names them must not be in the
 * path (a customer's e-mail address).
 */
export type ShopHttpClient = HttpClient & { file(url: string, json?: unknown): Promise<DownloadedFile> };

function withToken(getToken: () => string | null, headersInit: HeadersInit | undefined, accept: string): Headers {
  const headers = new Headers(headersInit);
  headers.set("Accept", accept);
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return headers;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` preferred, as RFC 6266 says). */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding: the plain name, if any, follows.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(contentDisposition);
  return plain ? (plain[1] ?? plain[2]).trim() || null : null;
}

async function errorOf(response: Response): Promise<HttpError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the status text says what happened.
  }
  return toHttpError(response.status, body, response.statusText || String(response.status));
}

/** fetchJson with the admin token and the API's error shape, and the same for files. */
export function createHttpClient(getToken: () => string | null): ShopHttpClient {
  const json: HttpClient = async (url, options = {}) => {
    const headers = withToken(getToken, options.headers, "application/json");
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      if (error instanceof HttpError) throw toHttpError(error.status as number, error.body, error.message);
      throw error;
    }
  };
  const file = async (url: string, json?: unknown): Promise<DownloadedFile> => {
    const headers = withToken(getToken, undefined, "application/pdf, application/json");
    if (json !== undefined) headers.set("Content-Type", "application/json");
    const response = await fetch(
      url,
      json === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(json) },
    );
    if (!response.ok) throw await errorOf(response);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("Content-Disposition")) };
  };
  return Object.assign(json, { file });
}
