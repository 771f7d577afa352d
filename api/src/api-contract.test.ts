// docs/api-contract.md names every call of the API in code spans (`GET /api/products/{slug}?lang=`).
// This keeps the doc and the app together: a route the app registers that the doc does not name
// fails, and so does a documented call that no route answers (it would reach the catch-all 404).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import type { Deps } from "./context.ts";

const DOC_PATH = new URL("../../docs/api-contract.md", import.meta.url);
const METHODS = new Set(["GET", "POST", "PUT", "DELETE", "PATCH"]);

interface DocumentedCall {
  method: string;
  /** The path as written, `{name}` for a path parameter, without the query string. */
  path: string;
  text: string;
}

/** Every code span of the doc that starts with a method and an /api path. */
function documentedCalls(markdown: string): { calls: DocumentedCall[]; malformed: string[] } {
  const calls: DocumentedCall[] = [];
  const malformed: string[] = [];
  for (const [, text] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const match = /^([A-Z][A-Z/|]*) (\/api\S*)/.exec(text);
    if (!match) continue;
    const [, method, target] = match;
    const path = target.split("?")[0];
    // One call per span, each path written out: `POST /api/products` and `PUT /api/products/{slug}`,
    // not `POST/PUT /api/products[/{slug}]`, so each can be checked.
    if (!METHODS.has(method) || !/^\/api(\/[\w.-]+|\/\{\w+\})+$/.test(path)) malformed.push(text);
    else calls.push({ method, path, text });
  }
  return { calls, malformed };
}

// The routes are only listed, never called: no dependency is touched.
const app = createApp({} as Deps);

/** The registered route (method and pattern) that answers a request, as the router picks it. */
function servingRoute(method: string, path: string): string | undefined {
  const [matches] = app.router.match(method, path);
  for (const [[, route]] of matches) if (route.method === method) return `${route.method} ${route.path}`;
  return undefined;
}

/** A documented path as a request would carry it: `{slug}` becomes a value no static segment has. */
const samplePath = (path: string) => path.replace(/\{(\w+)\}/g, "__$1__");

describe("docs/api-contract.md", () => {
  const { calls, malformed } = documentedCalls(readFileSync(DOC_PATH, "utf8"));
  const registered = [
    ...new Set(
      app.routes
        .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
        .map((route) => `${route.method} ${route.path}`),
    ),
  ];

  it("writes each call as one method and one path", () => {
    expect(calls.length).toBeGreaterThan(20);
    expect(malformed).toEqual([]);
  });

  it("documents only calls that a route answers", () => {
    const unanswered = calls
      .filter((call) => !servingRoute(call.method, samplePath(call.path)))
      .map((call) => call.text);
    expect(unanswered).toEqual([]);
  });

  it("documents every route the app registers", () => {
    const documented = new Set(calls.map((call) => servingRoute(call.method, samplePath(call.path))));
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
  });

  it("tells a parameter from a fixed segment", () => {
    // `{slug}` reaches the route with `:slug`, and /random its own route, not the product's.
    expect(servingRoute("GET", samplePath("/api/products/{slug}"))).toBe("GET /api/products/:slug");
    expect(servingRoute("GET", "/api/products/random")).toBe("GET /api/products/random");
    expect(servingRoute("GET", "/api/nowhere")).toBeUndefined();
  });
});
