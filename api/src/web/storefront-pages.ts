// The storefront's pages, rendered on the server (storefront/src/entry-server.tsx) in this process.
// Before any HTML, the language rules (docs/storefront.md §1, packages/shared/src/language-path.ts):
// - `/` and paths without a language (`/shop`) go to the visitor's language: the language cookie
//   the storefront sets, else Accept-Language, else English (302, varying on both);
// - a regional or unsupported prefix (`/de-AT/shop`, `/fr/shop`) is the same page for everyone (301).
// A page is then rendered with its data loaded through the API's own services, kept in the page
// cache (web/page-cache.ts) when it is the same for every visitor, and answered with a fresh CSP
// nonce spliced into it. A path that names nothing is the rendered not-found page with 404.
import type { Context } from "hono";
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LOCALIZED_SEGMENTS,
  preferredLanguage,
  resolveLanguagePrefix,
  type Language,
  type StorefrontRenderer,
} from "@shop/shared";
import { getCookie } from "hono/cookie";
import type { AppEnv, Deps } from "../context.ts";
import { newNonce, type PagePolicy } from "./content-security-policy.ts";
import { cachedPage, createPageCache, type CachedPage } from "./page-cache.ts";
import { gzipWithSlots } from "./spliced-gzip.ts";
import { storefrontReads } from "./storefront-reads.ts";

/** Query parameters a page renders differently by; any other one (utm_*, gclid) bypasses the cache. */
const PAGE_PARAMETERS = new Set(["category", "sort"]);

const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** The home and product pages show random picks: they change every few minutes, not per visit. */
const PAGE_CACHE_TTL_MS = 5 * 60 * 1000;

export interface StorefrontPagesOptions {
  renderer: StorefrontRenderer;
  policy: PagePolicy;
  /**
   * The storefront's plain index.html, which renders in the browser alone: the answer when a page
   * cannot be rendered (the database is down), so the shopper gets the shop's own error and retry.
   */
  shell: () => string | null;
  withNonce: (html: string, nonce: string) => string;
}

/** The cache key of a request, or null when its query string has parameters no page reads. */
function cacheKey(path: string, search: URLSearchParams, language: Language): string | null {
  const kept: string[] = [];
  for (const [name, value] of search) {
    if (!PAGE_PARAMETERS.has(name)) return null;
    kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return `${language} ${path}${kept.length ? `?${kept.sort().join("&")}` : ""}`;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

export function storefrontPages(deps: Deps, options: StorefrontPagesOptions) {
  const cache = createPageCache({
    generation: () => deps.catalogCache.generation,
    maxBytes: PAGE_CACHE_BYTES,
    ttlMs: PAGE_CACHE_TTL_MS,
  });
  const reads = storefrontReads(deps);

  const answer = (c: Context<AppEnv>, page: CachedPage, varies: boolean) => {
    const nonce = newNonce();
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": options.policy(nonce),
      Vary: varies ? "Accept-Encoding, Cookie, Accept-Language" : "Accept-Encoding",
    };
    const status = page.status as 200;
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    if (gzip) headers["Content-Encoding"] = "gzip";
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    if (gzip) {
      const body = gzipWithSlots(page.gzip, nonce);
      // A view of the answer's bytes, not a copy.
      return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), status, headers);
    }
    return c.body(page.parts.join(nonce), status, headers);
  };

  const render = async (url: string, language: Language) => {
    const nonce = newNonce();
    const page = await options.renderer.render({ url, language, origin: deps.env.publicUrl, nonce, reads });
    return { status: page.status, html: await readAll(page.body), nonce };
  };

  return async (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    const first = path.split("/")[1] ?? "";
    const chosen = () => preferredLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header("accept-language"));

    if (!isLanguage(first)) {
      const resolution = resolveLanguagePrefix(path, chosen());
      if (resolution.kind === "redirect") {
        // A missing prefix depends on the visitor (302); a regional or unknown one never does (301).
        const personal = first === "" || (LOCALIZED_SEGMENTS as readonly string[]).includes(first);
        if (personal) {
          c.header("Vary", "Cookie, Accept-Language");
          c.header("Cache-Control", "private, no-cache");
        }
        return c.redirect(`${resolution.to}${url.search}`, personal ? 302 : 301);
      }
    }
    const language = isLanguage(first) ? first : chosen();
    const varies = !isLanguage(first);
    try {
      const key = cacheKey(path, url.searchParams, language);
      if (key) return answer(c, await cache.get(key, () => render(`${path}${url.search}`, language)), varies);
      const { status, html, nonce } = await render(`${path}${url.search}`, language);
      return answer(c, cachedPage(status, html, nonce), varies);
    } catch (error) {
      deps.logger.error({ err: error, path }, "a storefront page could not be rendered");
      const shell = options.shell();
      if (!shell) throw error;
      const nonce = newNonce();
      return c.html(options.withNonce(shell, nonce), 503, {
        "Cache-Control": "no-store",
        "Retry-After": "5",
        "Content-Security-Policy": options.policy(nonce),
      });
    }
  };
}
