// The storefront's pages, rendered on the server (storefront/src/entry-server.tsx) in this process.
// Before any HTML, the language rules (docs/storefront.md §1, packages/shared/src/language-path.ts):
// - `/` and paths without a language (`/shop`) go to the visitor's language: the language cookie
//   the storefront sets, else Accept-Language, else English (302, varying on both);
// - a regional or unsupported prefix (`/de-AT/shop`, `/fr/shop`) is the same page for everyone (301).
// A page is then rendered with its data loaded through the API's own services, kept in the page
// cache (web/page-cache.ts) when it is the same for every visitor, and answered with a fresh CSP
// nonce spliced into it. A path that names nothing is the rendered not-found page with 404, and so
// is a URL the storefront cannot read (a percent-escape that is no UTF-8, a NUL character).
import type { Context } from "hono";
import {
  isLanguage,
  isProductSort,
  MAX_PRODUCT_PAGE,
  LANGUAGE_COOKIE,
  LOCALIZED_SEGMENTS,
  preferredLanguage,
  resolveLanguagePrefix,
  type Language,
  type StorefrontReads,
  type StorefrontRenderer,
} from "@shop/shared";
import { getCookie } from "hono/cookie";
import { routePath } from "hono/route";
import type { AppEnv, Deps } from "../context.ts";
import { PAGE_SECURITY_HEADERS } from "../http/security-headers.ts";
import { learntTargets, requestTarget } from "../platform/cached-reads.ts";
import { newNonce, type PagePolicy } from "./content-security-policy.ts";
import { cachedPage, createPageCache, type CachedPage } from "./page-cache.ts";
import { gzipWithSlots } from "./spliced-gzip.ts";
import { BLOG } from "../blog/blog-reads.ts";
import { CATEGORY_LISTS } from "../catalog/catalog-reads.ts";
import { PRODUCT_LISTS, productTag } from "../catalog/response-cache.ts";
import { storefrontReads } from "./storefront-reads.ts";

/**
 * Query parameters a page renders differently by, in the cache key's order; any other one (utm_*,
 * gclid) bypasses the cache. A page reads the first value of a repeated parameter.
 */
const PAGE_PARAMETERS = ["category", "sort", "page"] as const;
type PageParameter = (typeof PAGE_PARAMETERS)[number];
const isPageParameter = (name: string): name is PageParameter => (PAGE_PARAMETERS as readonly string[]).includes(name);

const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** The home and product pages show random picks: they change every few minutes, not per visit. */
const PAGE_CACHE_TTL_MS = 5 * 60 * 1000;
/** Request targets the fast path answers from the page cache: more than the shop has pages. */
const MAX_LEARNT_TARGETS = 4000;

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

/** A page of a list as the shop's own links write it: 2 to MAX_PRODUCT_PAGE, no leading zero (page 1 has no parameter). */
const isPageNumber = (value: string) =>
  /^[1-9]\d*$/.test(value) && Number(value) >= 2 && Number(value) <= MAX_PRODUCT_PAGE;

/**
 * The cache key of a request: its language, path and the values its page reads (the first of a
 * repeated parameter, as the page does). Null, so the page is rendered and not kept, when the query
 * has parameters no page reads, or a category or an order the catalog does not have: otherwise
 * anyone could fill the cache with pages of made-up values.
 */
function cacheKey(
  path: string,
  search: URLSearchParams,
  language: Language,
  isCategory: (slug: string) => boolean,
): string | null {
  const kept: string[] = [];
  for (const name of new Set(search.keys())) if (!isPageParameter(name)) return null;
  for (const name of PAGE_PARAMETERS) {
    const value = search.get(name);
    if (value === null) continue;
    const valid =
      name === "category" ? isCategory(value) : name === "sort" ? isProductSort(value) : isPageNumber(value);
    if (!valid) return null;
    kept.push(`${name}=${encodeURIComponent(value)}`);
  }
  return `${language} ${path}${kept.length ? `?${kept.join("&")}` : ""}`;
}

/**
 * Whether the storefront can read a URL: every path segment and query part decodes as UTF-8, and
 * none holds a NUL (which no page and no database text can hold).
 */
function isReadable(url: URL): boolean {
  const parts = [
    ...url.pathname.split("/"),
    ...url.search
      .slice(1)
      .split("&")
      .map((part) => part.replaceAll("+", " ")),
  ];
  try {
    return parts.every((part) => !decodeURIComponent(part).includes("\u0000"));
  } catch {
    return false; // URIError: a percent-escape that is no UTF-8
  }
}

/**
 * The reads a page is rendered from, each noting the tags of what it read (catalog/response-cache.ts):
 * a product list shows any product; a product, or random picks, show those products. Whatever a
 * page reads, the categories (every page's header and footer) and the blog are written down too.
 */
function taggedReads(reads: StorefrontReads): { reads: StorefrontReads; tags: Set<string> } {
  const tags = new Set<string>([CATEGORY_LISTS, BLOG]);
  const products = <T extends { slug: string }>(items: T[]) => {
    for (const item of items) tags.add(productTag(item.slug));
    return items;
  };
  return {
    tags,
    reads: {
      ...reads,
      products: (query) => {
        tags.add(PRODUCT_LISTS);
        return reads.products(query);
      },
      product: (query) => {
        tags.add(productTag(query.slug));
        return reads.product(query);
      },
      randomProducts: async (query) => products(await reads.randomProducts(query)),
    },
  };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

export function storefrontPages(
  deps: Pick<
    Deps,
    | "analyticsProductId"
    | "cachedReads"
    | "catalogCache"
    | "catalogIndex"
    | "searchCache"
    | "env"
    | "logger"
    | "payments"
    | "prisma"
    | "uploads"
  >,
  options: StorefrontPagesOptions,
) {
  const cache = createPageCache({
    generation: () => deps.catalogCache.generation,
    staleSince: deps.catalogCache.staleSince,
    maxBytes: PAGE_CACHE_BYTES,
    ttlMs: PAGE_CACHE_TTL_MS,
  });
  const reads = storefrontReads(deps);

  // The catalog's category slugs, read again after a write that may have changed the categories.
  let categories: { generation: number; slugs: Promise<Set<string>> } | undefined;
  const categorySlugs = () => {
    const generation = deps.catalogCache.generation;
    if (!categories || deps.catalogCache.staleSince(categories.generation, [CATEGORY_LISTS])) {
      const slugs = deps.prisma.category
        .findMany({ select: { slug: true } })
        .then((rows) => new Set(rows.map((row) => row.slug)));
      categories = { generation, slugs };
      // A failed read is not kept: the next request asks again.
      slugs.catch(() => {
        if (categories?.slugs === slugs) categories = undefined;
      });
    }
    return categories.slugs;
  };

  /** A page's answer, with a fresh nonce spliced into it and named in its policy. */
  const pageAnswer = (page: CachedPage, varies: boolean, acceptEncoding: string | undefined, head: boolean) => {
    const nonce = newNonce();
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": options.policy(nonce),
      Vary: varies ? "Accept-Encoding, Cookie, Accept-Language" : "Accept-Encoding",
    };
    const status = page.status as 200;
    const gzip = acceptEncoding !== undefined && /\bgzip\b/.test(acceptEncoding);
    if (gzip) headers["Content-Encoding"] = "gzip";
    if (head) return { status, headers, body: null };
    if (gzip) {
      const body = gzipWithSlots(page.gzip, nonce);
      // A view of the answer's bytes, not a copy.
      return { status, headers, body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length) };
    }
    return { status, headers, body: page.parts.join(nonce) };
  };
  const answer = (c: Context<AppEnv>, page: CachedPage, varies: boolean) => {
    const { status, headers, body } = pageAnswer(
      page,
      varies,
      c.req.header("accept-encoding"),
      c.req.method === "HEAD",
    );
    return body === null ? c.body(null, status, headers) : c.body(body, status, headers);
  };

  // The fast path's reader (http/cached-reads.ts): the request targets of pages that are the same
  // for every visitor (a language in the path) and were answered from the page cache, until the
  // next write of anything but products (which may change which categories exist); each is
  // answered from the cache while its page is fresh (a page a product's change made stale is not).
  const learnt = learntTargets(MAX_LEARNT_TARGETS);
  let learntGeneration = deps.catalogCache.generation;
  const learntStale = () => deps.catalogCache.staleSince(learntGeneration, [CATEGORY_LISTS]);
  const learn = (c: Context<AppEnv>, key: string) => {
    const target = requestTarget(c.req.url);
    if (learntStale()) learnt.clear();
    learntGeneration = deps.catalogCache.generation;
    learnt.learn(target, key, routePath(c));
  };
  deps.cachedReads.add((target, requestHeaders) => {
    const known = learnt.get(target);
    if (!known || learntStale()) return undefined;
    const page = cache.peek(known.key);
    if (!page) return undefined;
    const { status, headers, body } = pageAnswer(page, false, requestHeaders["accept-encoding"], false);
    const length = typeof body === "string" ? Buffer.byteLength(body) : body!.byteLength;
    return {
      route: known.route,
      status,
      headers: { ...PAGE_SECURITY_HEADERS, ...headers, "Content-Length": String(length) },
      body,
    };
  });

  const render = async (url: string, language: Language) => {
    const nonce = newNonce();
    const { reads: pageReads, tags } = taggedReads(reads);
    const page = await options.renderer.render({
      url,
      language,
      origin: deps.env.publicUrl,
      nonce,
      analyticsProductDetails: deps.env.ANALYTICS_PRODUCT_DETAILS,
      reads: pageReads,
    });
    return { status: page.status, html: await readAll(page.body), nonce, tags: [...tags] };
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
      if (!isReadable(url)) {
        // A client's mistake (or a probe), not the shop's: the not-found page, logged as such.
        deps.logger.info({ path }, "a storefront URL that cannot be read: answered as not found");
        const { html, nonce } = await render(`/${language}/404`, language);
        return answer(c, cachedPage(404, html, nonce), varies);
      }
      const slugs = url.searchParams.has("category") ? await categorySlugs() : undefined;
      const key = cacheKey(path, url.searchParams, language, (slug) => slugs?.has(slug) ?? false);
      if (key) {
        const page = await cache.get(key, () => render(`${path}${url.search}`, language));
        if (!varies && page.status === 200) learn(c, key);
        return answer(c, page, varies);
      }
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
