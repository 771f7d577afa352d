// Caches that can answer a repeated read before the app runs register a reader here (deps.cachedReads);
// the node server's fast path (http/cached-reads.ts) asks them in turn.
import type { IncomingHttpHeaders } from "node:http";

/** A cached answer, ready to send. */
interface CachedRead {
  /** The pattern of the route that answered the target (for the log and the metrics), e.g. `/api/products/:slug`. */
  route: string;
  status: number;
  /** Every header of the answer but X-Request-Id, Content-Length included when there is a body. */
  headers: Readonly<Record<string, string>>;
  body: Uint8Array | string | null;
}

/**
 * A cache's answer to a GET of `target` (exactly as the client sent it) with these request headers,
 * or undefined when it has none. A reader answers only targets one of its routes answered from
 * the same cache: the route validated the target and decided the answer is the same for everyone.
 */
export type CachedReader = (target: string, headers: IncomingHttpHeaders) => CachedRead | undefined;

export interface CachedReads {
  add(reader: CachedReader): void;
  read(target: string, headers: IncomingHttpHeaders): CachedRead | undefined;
}

export function createCachedReads(): CachedReads {
  const readers: CachedReader[] = [];
  return {
    add(reader) {
      readers.push(reader);
    },
    read(target, headers) {
      for (const reader of readers) {
        const answer = reader(target, headers);
        if (answer) return answer;
      }
      return undefined;
    },
  };
}

/**
 * A request's target as the client sent it (path and query), from the URL the node server built
 * for the app (origin + target): what the fast path looks a cached read up by.
 */
export function requestTarget(url: string): string {
  return url.slice(url.indexOf("/", url.indexOf("//") + 2));
}

/**
 * The request targets a cache's routes answered, each with its cache key and route pattern:
 * learnt once each, bounded (the oldest leaves first), forgotten all at once with the cache.
 */
export function learntTargets(max: number) {
  const targets = new Map<string, { key: string; route: string }>();
  return {
    learn(target: string, key: string, route: string) {
      if (targets.has(target)) return;
      if (targets.size >= max) targets.delete(targets.keys().next().value as string);
      targets.set(target, { key, route });
    },
    get: (target: string) => targets.get(target),
    clear: () => targets.clear(),
  };
}
