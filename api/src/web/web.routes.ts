// In production the API process also serves the built front ends: /uploads (images), /admin
// (the console) and everything else as the storefront, whose HTML carries each page's own head.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv, Deps } from "../context.ts";
import { renderStorefrontHtml } from "./seo.ts";
import { sitemapRoutes } from "./sitemap.routes.ts";
import { publicOrigin } from "./origin.ts";

export interface WebOptions {
  storefrontDir: string;
  adminDir: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

export function webRoutes(deps: Deps, options: WebOptions) {
  const app = new Hono<AppEnv>();
  const storefrontIndex = join(options.storefrontDir, "index.html");
  const adminIndex = join(options.adminDir, "index.html");
  const template = existsSync(storefrontIndex) ? readFileSync(storefrontIndex, "utf8") : null;
  const adminHtml = existsSync(adminIndex) ? readFileSync(adminIndex, "utf8") : null;

  app.use(
    "/uploads/*",
    serveStatic({
      root: deps.uploads.dir,
      rewriteRequestPath: (path) => path.replace(/^\/uploads/, ""),
      // File keys are random and never reused, so an image at a URL never changes.
      onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE),
    }),
  );
  app.get("/uploads/*", (c) => c.text("Not found", 404));

  app.use(
    "/admin/*",
    serveStatic({
      root: options.adminDir,
      rewriteRequestPath: (path) => path.replace(/^\/admin/, ""),
      onFound: (path, c) => c.header("Cache-Control", path.includes("/assets/") ? IMMUTABLE : "no-cache"),
    }),
  );
  app.get("/admin", (c) => (adminHtml ? c.html(adminHtml, 200, { "Cache-Control": "no-cache" }) : c.text("The admin console is not built", 503)));
  app.get("/admin/*", (c) => (adminHtml ? c.html(adminHtml, 200, { "Cache-Control": "no-cache" }) : c.text("The admin console is not built", 503)));

  app.route("/", sitemapRoutes);

  app.use(
    "*",
    serveStatic({
      root: options.storefrontDir,
      onFound: (path, c) => {
        if (path.endsWith("index.html")) return;
        c.header("Cache-Control", path.includes("/assets/") ? IMMUTABLE : "public, max-age=3600");
      },
      rewriteRequestPath: (path) => (path === "/" || path.endsWith("/index.html") ? "/__no_static_index__" : path),
    }),
  );
  app.get("*", async (c) => {
    if (!template) return c.text("The storefront is not built: run npm run build", 503);
    const page = await renderStorefrontHtml(deps, template, c.req.path, publicOrigin(c), options.storefrontDir);
    return c.html(page.html, page.status, { "Cache-Control": "no-cache" });
  });
  return app;
}
