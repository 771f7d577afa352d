// Catalog answers are read far more often than written: each is serialised and gzipped once,
// kept in memory with its ETag, and thrown away when a catalog write changes what it shows (in
// every instance, when Redis is configured). A hit is a map lookup and a header comparison.
//
// A write costs what it changes: an answer carries tags naming what it shows (`product:<slug>`
// for one product's answer, PRODUCT_LISTS for every answer listing products, none for the rest),
// and a change of some products (CatalogChange) drops only the answers tagged with one of them or
// with PRODUCT_LISTS, whose pages the change may reorder; every other product's answer, the
// categories and the blog stay. A write of anything else (a category, a post, the seed) drops all.
//
// Memory: the entries are bounded in number and in bytes (each holds its JSON and its gzip, off the
// JS heap, so the heap's limit does not bound them); the least recently used go first. Anyone can
// ask for pages of 100 kits in every order, language, category and country, each a new entry of
// a hundred kilobytes or more: bounded by number alone, such answers once held hundreds of
// megabytes (docs/performance.md, "Memory").
//
// The cache also remembers which request targets (path and query, as sent) its routes answered
// from which entry, so the server's fast path (http/cached-reads.ts) can answer a repeated target
// before the app runs. It learns a target only from a route that validated it, and forgets all
// of them with the entries.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context, TypedResponse } from "hono";
import { routePath } from "hono/route";
import type { JSONParsed } from "hono/utils/types";
import { learntTargets, requestTarget, type CachedReader } from "../platform/cached-reads.ts";
import { currentRequest } from "../platform/request-context.ts";

/** The tag of every answer that lists products (a page of the shop, a search, random picks). */
export const PRODUCT_LISTS = "products";

/** The tag of the answers that show one product (its own answer, a page naming it). */
export const productTag = (slug: string) => `product:${slug}`;

/**
 * What a write changed: some products, by slug (a renamed product's old and new slug), or, when
 * undefined, anything (a category, a blog post, the seed): then every answer is dropped.
 */
export interface CatalogChange {
  products: readonly string[];
}

interface Entry {
  /** What the entry holds in memory: its bodies and headers (an estimate of the headers). */
  bytes: number;
  /** What the answer shows; null: anything (dropped by every change). */
  tags: readonly string[] | null;
  etag: string;
  /** The JSON's UTF-8 bytes. */
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | null;
  plainHeaders: Record<string, string>;
  gzipHeaders: Record<string, string>;
  notModifiedHeaders: Record<string, string>;
}

function entryOf(json: string, headers: Record<string, string>, tags: readonly string[] | null): Entry {
  const etag = `"${createHash("sha1").update(json).digest("base64url")}"`;
  const common = {
    ...headers,
    ETag: etag,
    "Cache-Control": "public, no-cache",
    Vary: "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  };
  const body = new TextEncoder().encode(json);
  const gzip = json.length >= GZIP_MIN_BYTES ? new Uint8Array(gzipSync(body)) : null;
  // The lengths are known: the fast path (http/cached-reads.ts) writes the headers itself.
  return {
    bytes: body.byteLength + (gzip?.byteLength ?? 0) + ENTRY_OVERHEAD_BYTES,
    tags,
    etag,
    body,
    gzip,
    plainHeaders: { ...common, "Content-Type": "application/json", "Content-Length": String(body.byteLength) },
    gzipHeaders: gzip
      ? {
          ...common,
          "Content-Type": "application/json",
          "Content-Encoding": "gzip",
          "Content-Length": String(gzip.byteLength),
        }
      : {},
    notModifiedHeaders: common,
  };
}

/** What a cached entry answers a request with these headers: a 304, the stored gzip or the JSON. */
interface CachedAnswer {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  body: Uint8Array<ArrayBuffer> | null;
}

function answerOf(entry: Entry, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): CachedAnswer {
  if (ifNoneMatch && (ifNoneMatch === entry.etag || ifNoneMatch.split(/\s*,\s*/).includes(entry.etag))) {
    return { status: 304, headers: entry.notModifiedHeaders, body: null };
  }
  if (entry.gzip && acceptEncoding && /\bgzip\b/.test(acceptEncoding)) {
    return { status: 200, headers: entry.gzipHeaders, body: entry.gzip };
  }
  return { status: 200, headers: entry.plainHeaders, body: entry.body };
}

/**
 * A cached answer typed like `c.json(body)`, so a typed client (hono/client) knows its body:
 * JSON of `T` with status 200. (A 304 to a conditional request has no body; browsers answer
 * fetch() from their cache then.)
 */
type CachedJson<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;

export interface ResponseCache {
  /**
   * Answers from the cache, or computes, stores and answers. Only for public answers, the same for
   * every caller: the server's fast path answers the same target again without the app, so
   * without its permission checks (routes under /api/admin are never learnt, whatever they call).
   */
  respond<T>(
    c: Context,
    key: string,
    compute: () => Promise<{ body: T; headers?: Record<string, string>; tags?: readonly string[] }>,
  ): Promise<CachedJson<T>>;
  /** Memoises a value (not a response) with the same lifetime as the cached answers of `tags`. */
  memo<T>(key: string, compute: () => Promise<T>, tags?: readonly string[]): Promise<T>;
  /**
   * Drops what `change` makes stale, everything when it is undefined (after a write); `broadcast`
   * tells other instances too.
   */
  invalidate(change?: CatalogChange, broadcast?: boolean): void;
  /** Called on every invalidation, this instance's own and those other instances broadcast. */
  onChange(listener: (change: CatalogChange | undefined) => void): void;
  /** Called on this instance's own invalidations that are to be broadcast. */
  onInvalidate(listener: (change: CatalogChange | undefined) => void): void;
  /**
   * Whether an invalidation since `generation` touched what `tags` name (null: anything): what was
   * computed then is stale (web/page-cache.ts keeps its pages by this).
   */
  staleSince: (generation: number, tags: readonly string[] | null) => boolean;
  /**
   * The cached answer to a GET of a request target (`/api/products?lang=EN`, exactly as sent)
   * that a route answered from this cache since the last invalidation; undefined for any other.
   */
  read: CachedReader;
  readonly size: number;
  /** What the entries hold in memory, at most `maxBytes` (RESPONSE_CACHE_BYTES). */
  readonly bytes: number;
  /** Counts the invalidations: what was computed under an older one is stale (web/page-cache.ts). */
  readonly generation: number;
}

const GZIP_MIN_BYTES = 256;
const MAX_ENTRIES = 2000;
/** The bytes the entries may hold together (their bodies, plain and compressed). */
const RESPONSE_CACHE_BYTES = 48 * 1024 * 1024;
/** The header objects and the map's own entry, roughly. */
const ENTRY_OVERHEAD_BYTES = 2048;
/** The invalidations remembered for staleSince; anything computed before the oldest is stale. */
const KEPT_CHANGES = 512;

/** Whether a change makes an answer with `tags` stale. */
function touches(change: CatalogChange | undefined, tags: readonly string[] | null): boolean {
  if (!change || !tags) return true;
  if (tags.includes(PRODUCT_LISTS)) return true;
  return change.products.some((slug) => tags.includes(productTag(slug)));
}

export function createResponseCache({
  maxEntries = MAX_ENTRIES,
  maxBytes = RESPONSE_CACHE_BYTES,
}: { maxEntries?: number; maxBytes?: number } = {}): ResponseCache {
  // A Map iterates in insertion order: a hit is moved to the end, so the first key is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const targets = learntTargets(maxEntries);
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const store = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  const used = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
  };
  const memos = new Map<string, { value: Promise<unknown>; tags: readonly string[] | null }>();
  const broadcastListeners: ((change: CatalogChange | undefined) => void)[] = [];
  const changeListeners: ((change: CatalogChange | undefined) => void)[] = [];
  /** The latest invalidations, oldest first: `changes[i]` moved the generation to `firstChange + i + 1`. */
  const changes: (CatalogChange | undefined)[] = [];
  let firstChange = 0;
  let generation = 0;

  const staleSince = (since: number, tags: readonly string[] | null) => {
    if (since === generation) return false;
    if (since < firstChange) return true;
    for (let i = since - firstChange; i < changes.length; i++) if (touches(changes[i], tags)) return true;
    return false;
  };

  // Responses are built from plain, precomputed header objects: the node server writes those
  // straight to the socket, which is what makes a cache hit nearly as cheap as a bare route.
  // The request's id goes into that object too (http/request-log.ts sets it on answers built through c).
  const send = (c: Context, entry: Entry): Response => {
    const requestId = currentRequest()?.requestId;
    const { status, headers, body } = answerOf(entry, c.req.header("if-none-match"), c.req.header("accept-encoding"));
    return new Response(body, { status, headers: requestId ? { ...headers, "X-Request-Id": requestId } : headers });
  };

  // The target as the client sent it: the URL without its origin (the node server builds the
  // request's URL from the host header and the raw target). Learnt once per target, bounded.
  const learn = (c: Context, key: string) => {
    const target = requestTarget(c.req.url);
    if (!target.startsWith("/api/admin")) targets.learn(target, key, routePath(c));
  };

  return {
    async respond<T>(
      c: Context,
      key: string,
      compute: () => Promise<{ body: T; headers?: Record<string, string>; tags?: readonly string[] }>,
    ): Promise<CachedJson<T>> {
      const hit = entries.get(key);
      // The type only describes the body stored under this key: the same JSON the first caller computed.
      if (hit) {
        used(key, hit);
        learn(c, key);
        return send(c, hit) as CachedJson<T>;
      }
      const started = generation;
      const { body, headers = {}, tags = null } = await compute();
      const entry = entryOf(JSON.stringify(body), headers, tags);
      // A write that happened while computing makes this answer stale: serve it once, keep it not.
      if (!staleSince(started, tags) && entry.bytes <= maxBytes) {
        store(key, entry);
        learn(c, key);
      }
      return send(c, entry) as CachedJson<T>;
    },
    memo<T>(key: string, compute: () => Promise<T>, tags: readonly string[] | null = null) {
      const kept = memos.get(key);
      if (kept) return kept.value as Promise<T>;
      const started = generation;
      const value = compute();
      const memo = { value, tags };
      memos.set(key, memo);
      // Failures and answers overtaken by a write are not kept.
      value.then(
        () => staleSince(started, tags) && memos.get(key) === memo && memos.delete(key),
        () => memos.get(key) === memo && memos.delete(key),
      );
      return value;
    },
    invalidate(change, broadcast = true) {
      generation++;
      changes.push(change);
      if (changes.length > KEPT_CHANGES) {
        changes.shift();
        firstChange++;
      }
      if (!change) {
        entries.clear();
        bytes = 0;
        targets.clear();
        memos.clear();
      } else {
        // The learnt targets stay: one whose entry is gone is answered by the app (and learnt anew).
        for (const [key, entry] of entries) if (touches(change, entry.tags)) drop(key);
        for (const [key, memo] of memos) if (touches(change, memo.tags)) memos.delete(key);
      }
      for (const listener of changeListeners) listener(change);
      if (broadcast) for (const listener of broadcastListeners) listener(change);
    },
    onChange(listener) {
      changeListeners.push(listener);
    },
    onInvalidate(listener) {
      broadcastListeners.push(listener);
    },
    staleSince,
    read(target, headers) {
      const known = targets.get(target);
      const entry = known && entries.get(known.key);
      if (!entry) return undefined;
      used(known.key, entry);
      return { route: known.route, ...answerOf(entry, headers["if-none-match"], headers["accept-encoding"]) };
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    get generation() {
      return generation;
    },
  };
}
