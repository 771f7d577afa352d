// The one way the storefront talks to the API: same origin under /api, JSON by default,
// a 10 s timeout (docs/storefront.md §10) and the API's single error shape turned into ApiError.
import type { ApiErrorBody, Language } from "@shop/shared";

export const REQUEST_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field: string | undefined,
    /** The raw response text, for messages that quote the server verbatim. */
    readonly responseText: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  /** Admin token, sent as a Bearer credential. */
  token?: string | null;
  signal?: AbortSignal;
}

/** The language goes to the API upper-case (EN, DE, BG), as the original storefront client sent it. */
export function apiLanguage(language: Language): string {
  return language.toUpperCase();
}

export function parseErrorBody(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    if (body.error && typeof body.error.message === "string") {
      return new ApiError(status, body.error.code ?? "error", body.error.message, body.error.field, text);
    }
  } catch {
    // Not JSON (a proxy's error page, for instance): keep the text as the message.
  }
  return new ApiError(status, status === 0 ? "network_error" : "http_error", text || `HTTP ${status}`, undefined, text);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  // A plain controller rather than AbortSignal.any/timeout: older phone browsers lack them.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener("abort", abortFromCaller);

  try {
    const response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) throw parseErrorBody(response.status, text);
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    const message = timedOut ? "Request timed out" : String(cause);
    throw new ApiError(0, timedOut ? "timeout" : "network_error", message, undefined, "");
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abortFromCaller);
  }
}

/** SWR fetcher: the key is the API path. */
export function fetchJson<T>(path: string): Promise<T> {
  return apiRequest<T>(path);
}
