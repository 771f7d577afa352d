// The security headers of every answer: pages get the full set, API answers (JSON, never
// rendered) only nosniff. The server's fast path (cached-reads.ts) sends a cached page with the
// same set.
import type { MiddlewareHandler } from "hono";

// Set before the handler runs, so they are part of the response when it is created: changing a
// finished response's headers afterwards (as hono/secure-headers does) costs a copy per request.
// Pages get the full set; API answers (JSON, never rendered) only need nosniff.
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=15552000; includeSubDomains",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
};
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  if (c.req.path.startsWith("/api/")) c.header("X-Content-Type-Options", "nosniff");
  else for (const name in PAGE_SECURITY_HEADERS) c.header(name, PAGE_SECURITY_HEADERS[name]);
  await next();
};
