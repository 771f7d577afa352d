// Server-rendered storefront pages, kept like the catalog's JSON answers (catalog/response-cache.ts):
// per path and language, until a catalog write changes what the page shows (on any instance: each
// page carries the tags of the reads it was rendered from, and the catalog cache says whether an
// invalidation since touched them) or until they are `ttlMs` old (the random rows of the home and
// product pages change now and then). A page is kept as the text between its nonce slots,
// plain and compressed once (web/spliced-gzip.ts), so a hit costs no rendering and no compression.
// The memory it takes is bounded (least recently used pages leave first), and a page being rendered
// is rendered once however many requests wait for it. Only pages that exist (200) are kept.
import { compressAroundSlots, type SplicedGzip } from "./spliced-gzip.ts";

export interface CachedPage {
  status: number;
  /** The page's HTML split at its CSP nonce: joined with each answer's own nonce. */
  parts: string[];
  gzip: SplicedGzip;
  bytes: number;
}

interface Slot {
  page: CachedPage;
  generation: number;
  tags: readonly string[] | null;
  storedAt: number;
}

export interface PageCacheOptions {
  /** The catalog's current generation, moved by every invalidation. */
  generation: () => number;
  /** Whether an invalidation since `generation` touched what `tags` name (ResponseCache.staleSince). */
  staleSince: (generation: number, tags: readonly string[] | null) => boolean;
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

export interface PageCache {
  /** The page under `key`, rendered by `render` (once for concurrent callers) when not kept. */
  get(
    key: string,
    render: () => Promise<{ status: number; html: string; nonce: string; tags?: readonly string[] | null }>,
  ): Promise<CachedPage>;
  /** The page kept under `key` when it is still fresh (no rendering): what the server's fast path answers. */
  peek(key: string): CachedPage | undefined;
  readonly size: number;
  readonly bytes: number;
}

/** Splits a rendered page at its nonce and compresses the parts (every nonce has one length). */
export function cachedPage(status: number, html: string, nonce: string): CachedPage {
  const parts = html.split(nonce);
  const gzip = compressAroundSlots(parts, Buffer.byteLength(nonce));
  // The text twice (UTF-16 in memory), the gzip member, and the checksum tables (4 KiB a part).
  const bytes = gzip.rawLength * 2 + gzip.template.length + parts.length * 4096;
  return { status, parts, gzip, bytes };
}

export function createPageCache({
  generation,
  staleSince,
  maxBytes,
  ttlMs,
  now = Date.now,
}: PageCacheOptions): PageCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recent first.
  const slots = new Map<string, Slot>();
  const rendering = new Map<string, Promise<CachedPage>>();
  let bytes = 0;

  const drop = (key: string) => {
    const slot = slots.get(key);
    if (!slot) return;
    slots.delete(key);
    bytes -= slot.page.bytes;
  };

  /** The fresh page under `key`, now the most recently used; a stale one is dropped. */
  const fresh = (key: string) => {
    const slot = slots.get(key);
    if (!slot) return undefined;
    if (now() - slot.storedAt >= ttlMs || staleSince(slot.generation, slot.tags)) {
      drop(key);
      return undefined;
    }
    slots.delete(key);
    slots.set(key, slot);
    return slot.page;
  };

  return {
    async get(key, render) {
      const kept = fresh(key);
      if (kept) return kept;
      let pending = rendering.get(key);
      if (!pending) {
        const started = generation();
        pending = render()
          .then(({ status, html, nonce, tags = null }) => {
            const page = cachedPage(status, html, nonce);
            // A write while rendering makes the page stale: answer with it once, keep it not. Pages
            // that do not exist are not kept: anyone can ask for endless made-up paths.
            if (status === 200 && !staleSince(started, tags) && page.bytes <= maxBytes) {
              drop(key);
              slots.set(key, { page, generation: started, tags, storedAt: now() });
              bytes += page.bytes;
              for (const oldest of slots.keys()) {
                if (bytes <= maxBytes) break;
                drop(oldest);
              }
            }
            return page;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
    peek: fresh,
    get size() {
      return slots.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
