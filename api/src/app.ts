// Builds the HTTP application (middleware, routes, errors) without listening, so tests call
// app.request() directly and server.ts only adds the socket.
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppEnv, Deps } from "./context.ts";
import { errorBody, handleError } from "./errors.ts";
import { loginRoutes } from "./auth/login.routes.ts";
import { productRoutes } from "./catalog/products.routes.ts";
import { blogRoutes } from "./blog/blogs.routes.ts";
import { categoryRoutes } from "./catalog/categories.routes.ts";
import { cartRoutes, orderRoutes } from "./orders/orders.routes.ts";
import { paymentRoutes } from "./orders/payments.routes.ts";
import { shopRoutes } from "./shop/shop.routes.ts";
import { webhookRoutes } from "./webhooks/webhooks.routes.ts";
import { newsletterRoutes } from "./newsletter/newsletter.routes.ts";
import { restockAlertRequestRoutes, restockAlertRoutes } from "./restock-alerts/restock-alerts.routes.ts";
import { adminProductRoutes } from "./admin/products.routes.ts";
import { adminCategoryRoutes } from "./admin/categories.routes.ts";
import { adminDiscountCodeRoutes } from "./admin/discount-codes.routes.ts";
import { adminBlogPostRoutes } from "./admin/blog-posts.routes.ts";
import { adminOrderRoutes } from "./admin/orders.routes.ts";
import { adminCustomerRoutes } from "./admin/customers.routes.ts";
import { adminUserRoutes } from "./admin/users.routes.ts";
import { adminAccountRoutes } from "./admin/account.routes.ts";
import { adminNewsletterCsvRoutes, adminNewsletterSubscriberRoutes } from "./admin/newsletter-subscribers.routes.ts";
import { adminDashboardRoutes } from "./admin/dashboard.routes.ts";
import { adminImageRoutes } from "./admin/images.routes.ts";
import { adminDocumentRoutes } from "./admin/documents.routes.ts";
import { adminAuditLogRoutes } from "./admin/audit-log.routes.ts";
import { webRoutes, type WebOptions } from "./web/web.routes.ts";
import { JSON_BODY_LIMIT, limitBody, limitUpload } from "./http/body-limit.ts";
import { shopRouter } from "./http/router.ts";
import { MAX_FILES_PER_REQUEST } from "./catalog/uploaded-files.ts";
import { observeRequests } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { metricsRoutes } from "./platform/metrics.routes.ts";
import { checkDatabase, checkReadiness } from "./platform/readiness.ts";

/**
 * Answers that may carry personal data or credentials (the console's API, logins, orders and
 * payments: every call that is not a public catalog read) are never stored by browsers or proxies.
 */
function isPrivate(method: string, path: string): boolean {
  return (method !== "GET" && method !== "HEAD") || path.startsWith("/api/admin");
}

/** The console's calls (`/api/admin/…`; the sign-in, `/api/admin-login`, is not one). */
const isConsoleCall = (path: string) => path.startsWith("/api/admin/");

/**
 * The API under /api as one chain, so its type carries every route's method, path, input and
 * answer: AppType below, which the storefront's client (hono/client) is typed by.
 */
function api(deps: Deps) {
  // The widest upload (a product with all its images); single-image routes bound themselves tighter.
  const uploadLimit = limitUpload(MAX_FILES_PER_REQUEST);
  const jsonLimit = limitBody(JSON_BODY_LIMIT);
  const compressAnswer = compress({ threshold: 1024 });
  return (
    new Hono<AppEnv>()
      .use(async (c, next) => {
        if (isPrivate(c.req.method, c.req.path)) c.header("Cache-Control", "no-store");
        // Reading methods have no body to bound (and touching it would cost every GET a full Request).
        if (c.req.method === "GET" || c.req.method === "HEAD") return next();
        const multipart = /^multipart\//i.test(c.req.header("content-type") ?? "");
        return (multipart ? uploadLimit : jsonLimit)(c, next);
      })
      // Every read over 1 KB, a search's products included, and every answer of the console goes
      // compressed; cached catalog answers carry their own precompressed bodies (catalog/response-cache.ts),
      // which this leaves as they are. Other writes' answers are small, and some carry a payment's secret
      // beside what the shopper typed, which compression must not let anyone measure.
      .use((c, next) => (c.req.method === "GET" || isConsoleCall(c.req.path) ? compressAnswer(c, next) : next()))
      // Liveness: is the process able to serve (its database answers)?
      .get("/health", async (c) => {
        c.header("Cache-Control", "no-store");
        if ((await checkDatabase(deps)) === "ok") return c.json({ status: "ok" });
        return c.json(errorBody("service_unavailable", "The database is unreachable"), 503);
      })
      // Readiness: may the load balancer send traffic here (the database answers, not draining)?
      // Redis or the bucket away is "degraded", still 200 (platform/readiness.ts).
      .get("/health/ready", async (c) => {
        c.header("Cache-Control", "no-store");
        if (deps.draining) {
          return c.json({ ...errorBody("service_unavailable", "Shutting down"), status: "draining" as const }, 503);
        }
        const { ready, status, checks, failing } = await checkReadiness(deps);
        if (ready) return c.json({ status, checks });
        return c.json(
          {
            ...errorBody("service_unavailable", `Not ready: ${failing.join(", ")}`),
            status: "unavailable" as const,
            checks,
          },
          503,
        );
      })
      .route("/admin-login", loginRoutes)
      .route("/products", restockAlertRequestRoutes)
      .route("/products", productRoutes)
      .route("/blogs", blogRoutes)
      .route("/categories", categoryRoutes)
      .route("/orders", orderRoutes)
      .route("/cart", cartRoutes)
      .route("/payments", paymentRoutes)
      .route("/shop", shopRoutes)
      .route("/webhooks", webhookRoutes)
      .route("/newsletter", newsletterRoutes)
      .route("/restock-alerts", restockAlertRoutes)
      .route("/admin/products", adminProductRoutes)
      .route("/admin/categories", adminCategoryRoutes)
      .route("/admin/discount-codes", adminDiscountCodeRoutes)
      .route("/admin/blog-posts", adminBlogPostRoutes)
      .route("/admin/orders", adminOrderRoutes)
      .route("/admin/customers", adminCustomerRoutes)
      .route("/admin/users", adminUserRoutes)
      .route("/admin/account", adminAccountRoutes)
      .route("/admin/newsletter-subscribers", adminNewsletterSubscriberRoutes)
      .route("/admin/newsletter-subscribers.csv", adminNewsletterCsvRoutes)
      .route("/admin/dashboard", adminDashboardRoutes)
      .route("/admin/images", adminImageRoutes)
      .route("/admin/documents", adminDocumentRoutes)
      .route("/admin/audit-log", adminAuditLogRoutes)
      .all("*", (c) => c.json(errorBody("not_found", `No API route ${c.req.method} ${c.req.path}`), 404))
  );
}

/**
 * The type of the app mounted at /api: `hc<AppType>("/api")` calls it with typed paths, queries,
 * bodies and answers. Import it as a type only (`import type`): no server code reaches a bundle.
 */
export type AppType = ReturnType<typeof api>;

export function createApp(deps: Deps, web?: WebOptions) {
  const app = new Hono<AppEnv>({ router: shopRouter() });
  app.use(observeRequests(deps));
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(securityHeaders);
  app.route("/api", api(deps));
  // At the root, outside the typed API: operators' scrapers call it, never the storefront.
  app.route("/metrics", metricsRoutes);
  if (web) app.route("/", webRoutes(deps, web));
  app.notFound((c) => c.json(errorBody("not_found", "Not found"), 404));
  app.onError((error, c) => handleError(error, c, deps.logger));
  return app;
}
