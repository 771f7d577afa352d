// A read of the API as both sides of server rendering need it: its SWR key (the API path it calls,
// language included), how the browser fetches it (a typed call of the API client), and how the
// server loads the same data without HTTP (the StorefrontReads the API gives the renderer,
// storefront/src/entry-server.tsx). The server puts what it loaded under the key into SWR's
// fallback, so the page's own useSWR finds its data in the first render and fetches nothing.
import type { StorefrontReads } from "@shop/shared";
import { ApiError } from "./client.ts";

export interface Read<T> {
  key: string;
  fetch: () => Promise<T>;
  load: (source: StorefrontReads) => Promise<T>;
}

/**
 * A read of one thing that may not exist: a 404 is data (null, "not found"), not a failure, so the
 * server can render the not-found view and the browser shows the same without retrying.
 */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
