// The one way the storefront talks to the API: same origin under /api, JSON by default,
// a 10 s timeout (docs/storefront.md §10) and the API's single error shape turned into ApiError.
// Calls go through `api`, a hono/client typed by the API's routes (AppType): a path, a query
// parameter or an answer's field that the API no longer has fails `npm run typecheck`.
import type { ApiErrorBody, Language } from "@shop/shared";
import { hc } from "hono/client";
// A type only: no server code reaches the bundle.
import type { AppType } from "@shop/api/app";

export const REQUEST_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field: string | undefined,
    /** The raw response text, for messages that quote the server verbatim. */
    readonly responseText: string,
    /** A 429's or 503's Retry-After, in seconds, when the server sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The language goes to the API upper-case (EN, DE, BG), as the API's first clients sent it. */
export function apiLanguage(language: Language): string {
  return language.toUpperCase();
}

export function parseErrorBody(status: number, text: string, retryAfter?: string | null): ApiError {
  const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    if (body.error && typeof body.error.message === "string") {
      return new ApiError(status, body.error.code ?? "error", body.error.message, body.error.field, text, seconds);
    }
  } catch {
    // Not JSON (a proxy's error page, for instance): keep the text as the message.
  }
  const code = status === 0 ? "network_error" : "http_error";
  return new ApiError(status, code, text || `HTTP ${status}`, undefined, text, seconds);
}

/** A failure that is not the API's answer (no connection, timed out, an unreadable body). */
function transportError(cause: unknown, timedOut = false): ApiError {
  if (cause instanceof ApiError) return cause;
  const message = timedOut ? "Request timed out" : String(cause);
  return new ApiError(0, timedOut ? "timeout" : "network_error", message, undefined, "");
}

/**
 * The fetch behind every call: accepts JSON, gives up after REQUEST_TIMEOUT_MS (the body's
 * download included: the answer is read here), follows the caller's abort signal, and throws
 * ApiError for an error status or a failed request. What it returns is a successful answer.
 */
async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");

  // A plain controller rather than AbortSignal.any/timeout: older phone browsers lack them.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const callerSignal = init.signal;
  const abortFromCaller = () => controller.abort();
  callerSignal?.addEventListener("abort", abortFromCaller);

  try {
    const response = await fetch(input, { ...init, headers, signal: controller.signal });
    const text = await response.text();
    if (!response.ok) throw parseErrorBody(response.status, text, response.headers.get("retry-after"));
    return new Response(text || null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch (cause) {
    throw transportError(cause, timedOut);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener("abort", abortFromCaller);
  }
}

/** The API, typed by its routes: `api.products[":slug"].$get({ param, query })`. */
export const api = hc<AppType>("/api", { fetch: apiFetch });

/**
 * The JSON body of a typed call's answer. Failures were thrown by apiFetch already; a body that
 * is not JSON is one too, as apiRequest treats it.
 */
export async function readJson<R extends { json(): Promise<unknown> }>(
  call: Promise<R>,
): Promise<Awaited<ReturnType<R["json"]>>> {
  const response = await call;
  try {
    return (await response.json()) as Awaited<ReturnType<R["json"]>>;
  } catch (cause) {
    throw transportError(cause);
  }
}

/**
 * A path param as the URL needs it: hono/client puts params into the path as they are, so a slug
 * or an order number is encoded here.
 */
export const pathParam = (value: string): string => encodeURIComponent(value);

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

/**
 * An untyped call by path, through the same fetch: the inline editor's multipart saves
 * (storefront/src/admin) use it; every other call goes through `api`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await apiFetch(`/api${path}`, {
    method: options.method ?? "GET",
    headers,
    body,
    signal: options.signal,
  });
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (cause) {
    throw transportError(cause);
  }
}
