// /sitemap.xml, the sitemap index, and its children (/sitemap-products-1.xml.gz, …), built by
// catalog/sitemaps.ts and kept until the next catalog or blog write; /robots.txt points to the index and
// keeps crawlers out of the API, the console and the checkout.
import { Hono, type Context } from "hono";
import { LANGUAGES } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { notFound } from "../errors.ts";
import { publicOrigin } from "./origin.ts";
import type { SitemapFile } from "../catalog/sitemaps.ts";

/** Crawlers may keep a sitemap an hour; after that they ask again, conditionally. */
const CACHE_CONTROL = "public, max-age=3600";

/** 304 when the client has this file already: its ETag, or (without If-None-Match) its build time. */
function unchanged(c: Context, file: SitemapFile): boolean {
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch) return ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === file.etag || tag === `W/${file.etag}`);
  const since = Date.parse(c.req.header("if-modified-since") ?? "");
  return !Number.isNaN(since) && Math.floor(file.builtAt.getTime() / 1000) * 1000 <= since;
}

function answer(c: Context, file: SitemapFile, headers: Record<string, string>): Response {
  const common = {
    ETag: file.etag,
    "Last-Modified": file.builtAt.toUTCString(),
    "Cache-Control": CACHE_CONTROL,
    ...headers,
  };
  if (unchanged(c, file)) return c.body(null, 304, common);
  return c.body(new Uint8Array(file.body), 200, { ...common, "Content-Length": String(file.body.byteLength) });
}

/** A child sitemap's path, its name captured: /sitemap-products-1.xml.gz. */
const SITEMAP_CHILD = /^\/(sitemap-[a-z]+-[0-9]+\.xml\.gz)$/;

export const sitemapRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    const { index } = await c.var.deps.sitemaps.current();
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    return answer(c, gzip ? index.gzip : index.xml, {
      "Content-Type": "application/xml; charset=utf-8",
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    });
  })
  // A child is a gzip file (its name says so), served as one whatever the client accepts. Its
  // path is matched here rather than by a pattern route: a parameter at the root beside the
  // storefront's `/:lang/…` would make Hono's RegExpRouter refuse the whole table (http/router.ts).
  .get("*", async (c, next) => {
    const name = SITEMAP_CHILD.exec(c.req.path)?.[1];
    if (!name) return next();
    const file = (await c.var.deps.sitemaps.current()).children.get(name);
    if (!file) throw notFound("Sitemap");
    return answer(c, file, { "Content-Type": "application/gzip" });
  })
  .get("/robots.txt", (c) => {
    const disallowed = [
      "/api/",
      "/admin",
      "/admin-login",
      ...LANGUAGES.flatMap((l) => [`/${l}/cart`, `/${l}/checkout`, `/${l}/payment`, `/${l}/success`]),
    ];
    const body = [
      "User-agent: *",
      "Allow: /",
      ...disallowed.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${publicOrigin(c)}/sitemap.xml`,
      "",
    ].join("\n");
    return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
  });
