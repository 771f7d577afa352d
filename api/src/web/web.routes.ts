// In production the API process also serves the built front ends: /uploads (images, from the
// upload store's folder or bucket), /admin (the console) and everything else as the storefront,
// whose pages are rendered here on the server (web/storefront-pages.ts).
// Both front ends' HTML is always produced here, never served as a file: each answer carries
// its own Content-Security-Policy nonce.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { StorefrontRenderer } from "@shop/shared";
import type { AppEnv, Deps } from "../context.ts";
import { consolePolicy, newNonce, storefrontPolicy, withNonce } from "./content-security-policy.ts";
import { sitemapRoutes } from "./sitemap.routes.ts";
import { storefrontPages } from "./storefront-pages.ts";
import { contentTypeOf, IMMUTABLE } from "../uploads/storage.ts";

export interface WebOptions {
  storefrontDir: string;
  adminDir: string;
  /** The storefront's server renderer (storefront/dist-server); without one its pages answer 503. */
  renderer?: StorefrontRenderer | null;
}

/**
 * The paths static serving must leave alone: HTML is rendered, never a file (index.html of a
 * folder, or named), and the build's manifest (.vite/) is the server's, not the public's.
 */
const renderedHtml = (path: string) =>
  path === "" || path === "/" || path.endsWith(".html") || path.startsWith("/.vite/") ? "/__rendered__" : path;

/** A built index.html, read again when a rebuild changes it (no restart needed after a build). */
function builtHtml(path: string): () => string | null {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(path);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(path, "utf8") };
      return cached.html;
    } catch {
      return null;
    }
  };
}

/** Sets Cache-Control on static files that were found (serveStatic has answered by then). */
function cacheControl(policy: (path: string) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.get("content-type")?.startsWith("text/html")) {
      c.res.headers.set("Cache-Control", policy(c.req.path));
    }
  };
}

export function webRoutes(deps: Deps, options: WebOptions) {
  const app = new Hono<AppEnv>();
  const storefrontHtml = builtHtml(join(options.storefrontDir, "index.html"));
  const adminHtml = builtHtml(join(options.adminDir, "index.html"));
  const consoleCsp = consolePolicy(deps.uploads.linkBase);

  // File keys are random and never reused, so an image at a URL never changes. The store reads
  // only names of its own files; the body is streamed from the folder or the bucket.
  app.get("/uploads/:name", async (c) => {
    const file = await deps.uploads.read(c.req.param("name"), c.req.header("if-none-match"));
    if (file.status === "missing") return c.text("Not found", 404);
    const headers: Record<string, string> = { "Cache-Control": IMMUTABLE };
    if (file.etag) headers.ETag = file.etag;
    if (file.status === "not-modified") return c.body(null, 304, headers);
    headers["Content-Type"] = contentTypeOf(c.req.param("name"));
    if (file.size !== undefined) headers["Content-Length"] = String(file.size);
    if (c.req.method === "HEAD") {
      file.body.destroy();
      return c.body(null, 200, headers);
    }
    return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200, headers);
  });
  app.get("/uploads/*", (c) => c.text("Not found", 404));

  app.use(
    "/admin/*",
    cacheControl((path) => (path.includes("/assets/") ? IMMUTABLE : "no-cache")),
  );
  app.use(
    "/admin/*",
    serveStatic({
      root: options.adminDir,
      precompressed: true,
      rewriteRequestPath: (path) => renderedHtml(path.replace(/^\/admin/, "")),
    }),
  );
  const serveConsole = (c: Context<AppEnv>) => {
    const html = adminHtml();
    if (!html) return c.text("The admin console is not built: run npm run build", 503);
    const nonce = newNonce();
    return c.html(withNonce(html, nonce), 200, {
      "Cache-Control": "no-cache",
      "Content-Security-Policy": consoleCsp(nonce),
    });
  };
  app.get("/admin", serveConsole);
  app.get("/admin/*", serveConsole);

  app.route("/", sitemapRoutes);

  // Built assets carry a content hash in their names; other public files may change. Only a path
  // whose last segment names a file (`.js`, `.svg`, `.json`…) is looked for on disk: a page's
  // path never does, so rendering a page costs no file lookups.
  const storefrontFiles = serveStatic({
    root: options.storefrontDir,
    precompressed: true,
    rewriteRequestPath: renderedHtml,
  });
  const filesCacheControl = cacheControl((path) => (path.startsWith("/assets/") ? IMMUTABLE : "public, max-age=3600"));
  const namesAFile = (path: string) => /\.[^/]+$/.test(path);
  const onlyFiles =
    (handler: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
    (c, next) =>
      namesAFile(c.req.path) ? handler(c, next) : next();
  app.use(onlyFiles(filesCacheControl));
  app.use(onlyFiles(storefrontFiles));
  const storefrontCsp = storefrontPolicy(deps.payments.publicConfig(), deps.uploads.linkBase);
  const renderer = options.renderer;
  const pages =
    renderer && storefrontPages(deps, { renderer, policy: storefrontCsp, shell: storefrontHtml, withNonce });
  app.get("*", (c) => (pages ? pages(c) : c.text("The storefront is not built: run npm run build", 503)));
  return app;
}
