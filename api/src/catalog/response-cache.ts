// Catalog answers are read far more often than written: each is serialised and gzipped once,
// kept in memory with its ETag, and thrown away on any catalog write (in every instance, when
// Redis is configured). A hit is a map lookup and a header comparison.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";

interface Entry {
  etag: string;
  body: string;
  gzip: Buffer | null;
  headers: Record<string, string>;
}

export interface ResponseCache {
  /** Answers from the cache, or computes, stores and answers. */
  respond(c: Context, key: string, compute: () => Promise<{ body: unknown; headers?: Record<string, string> }>): Promise<Response>;
  /** Memoises a value (not a response) with the same lifetime as the cached answers. */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Drops everything (after a write); `broadcast` tells other instances too. */
  invalidate(broadcast?: boolean): void;
  onInvalidate(listener: () => void): void;
  readonly size: number;
}

const GZIP_MIN_BYTES = 1024;
const MAX_ENTRIES = 2000;

export function createResponseCache(): ResponseCache {
  const entries = new Map<string, Entry>();
  const memos = new Map<string, Promise<unknown>>();
  const listeners: (() => void)[] = [];
  let generation = 0;

  const send = (c: Context, entry: Entry) => {
    const headers: Record<string, string> = {
      ...entry.headers,
      ETag: entry.etag,
      "Cache-Control": "public, no-cache",
      Vary: "Accept-Encoding",
    };
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch && (ifNoneMatch === entry.etag || ifNoneMatch.split(/\s*,\s*/).includes(entry.etag))) {
      return c.body(null, 304, headers);
    }
    if (entry.gzip && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
      return c.body(new Uint8Array(entry.gzip), 200, { ...headers, "Content-Type": "application/json", "Content-Encoding": "gzip" });
    }
    return c.body(entry.body, 200, { ...headers, "Content-Type": "application/json" });
  };

  return {
    async respond(c, key, compute) {
      const hit = entries.get(key);
      if (hit) return send(c, hit);
      const started = generation;
      const { body, headers = {} } = await compute();
      const json = JSON.stringify(body);
      const entry: Entry = {
        etag: `"${createHash("sha1").update(json).digest("base64url")}"`,
        body: json,
        gzip: json.length >= GZIP_MIN_BYTES ? gzipSync(json) : null,
        headers,
      };
      // A write that happened while computing makes this answer stale: serve it once, keep it not.
      if (started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      return send(c, entry);
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
  };
}
