// Catalog answers are read far more often than written: each is serialised and gzipped once,
// kept in memory with its ETag, and thrown away on any catalog write (in every instance, when
// Redis is configured). A hit is a map lookup and a header comparison.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { currentRequest } from "../platform/request-context.ts";

interface Entry {
  etag: string;
  body: string;
  gzip: Uint8Array<ArrayBuffer> | null;
  plainHeaders: Record<string, string>;
  gzipHeaders: Record<string, string>;
  notModifiedHeaders: Record<string, string>;
}

function entryOf(json: string, headers: Record<string, string>): Entry {
  const etag = `"${createHash("sha1").update(json).digest("base64url")}"`;
  const common = {
    ...headers,
    ETag: etag,
    "Cache-Control": "public, no-cache",
    Vary: "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  };
  return {
    etag,
    body: json,
    gzip: json.length >= GZIP_MIN_BYTES ? new Uint8Array(gzipSync(json)) : null,
    plainHeaders: { ...common, "Content-Type": "application/json" },
    gzipHeaders: { ...common, "Content-Type": "application/json", "Content-Encoding": "gzip" },
    notModifiedHeaders: common,
  };
}

/**
 * A cached answer typed like `c.json(body)`, so a typed client (hono/client) knows its body:
 * JSON of `T` with status 200. (A 304 to a conditional request has no body; browsers answer
 * fetch() from their cache then.)
 */
type CachedJson<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;

export interface ResponseCache {
  /** Answers from the cache, or computes, stores and answers. */
  respond<T>(
    c: Context,
    key: string,
    compute: () => Promise<{ body: T; headers?: Record<string, string> }>,
  ): Promise<CachedJson<T>>;
  /** Memoises a value (not a response) with the same lifetime as the cached answers. */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Drops everything (after a write); `broadcast` tells other instances too. */
  invalidate(broadcast?: boolean): void;
  onInvalidate(listener: () => void): void;
  readonly size: number;
  /** Counts the invalidations: what was computed under an older one is stale (web/page-cache.ts). */
  readonly generation: number;
}

const GZIP_MIN_BYTES = 256;
const MAX_ENTRIES = 2000;

export function createResponseCache(): ResponseCache {
  const entries = new Map<string, Entry>();
  const memos = new Map<string, Promise<unknown>>();
  const listeners: (() => void)[] = [];
  let generation = 0;

  // Responses are built from plain, precomputed header objects: the node server writes those
  // straight to the socket, which is what makes a cache hit nearly as cheap as a bare route.
  // The request's id goes into that object too (http/request-log.ts sets it on answers built through c).
  const send = (c: Context, entry: Entry): Response => {
    const requestId = currentRequest()?.requestId;
    const withId = (headers: Record<string, string>) =>
      requestId ? { ...headers, "X-Request-Id": requestId } : headers;
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch && (ifNoneMatch === entry.etag || ifNoneMatch.split(/\s*,\s*/).includes(entry.etag))) {
      return new Response(null, { status: 304, headers: withId(entry.notModifiedHeaders) });
    }
    if (entry.gzip && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
      return new Response(entry.gzip, { status: 200, headers: withId(entry.gzipHeaders) });
    }
    return new Response(entry.body, { status: 200, headers: withId(entry.plainHeaders) });
  };

  return {
    async respond<T>(
      c: Context,
      key: string,
      compute: () => Promise<{ body: T; headers?: Record<string, string> }>,
    ): Promise<CachedJson<T>> {
      const hit = entries.get(key);
      // The type only describes the body stored under this key: the same JSON the first caller computed.
      if (hit) return send(c, hit) as CachedJson<T>;
      const started = generation;
      const { body, headers = {} } = await compute();
      const entry = entryOf(JSON.stringify(body), headers);
      // A write that happened while computing makes this answer stale: serve it once, keep it not.
      if (started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      return send(c, entry) as CachedJson<T>;
    },
    memo<T>(key: string, compute: () => Promise<T>) {
      let value = memos.get(key) as Promise<T> | undefined;
      if (!value) {
        const started = generation;
        value = compute();
        memos.set(key, value);
        // Failures and answers overtaken by a write are not kept.
        value.then(
          () => started !== generation && memos.get(key) === value && memos.delete(key),
          () => memos.get(key) === value && memos.delete(key),
        );
      }
      return value;
    },
    invalidate(broadcast = true) {
      generation++;
      entries.clear();
      memos.clear();
      if (broadcast) for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
  };
}
