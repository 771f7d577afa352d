// The permission table (@shop/shared/permissions) walked against the app's routes: every admin
// route names the one permission it needs, every permission is needed somewhere, and each role gets
// through exactly the routes the table gives it.
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MOVES } from "@shop/shared/order-states";
import { allows, PERMISSION_NAMES, type Permission } from "@shop/shared/permissions";
import { Role } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { can, permissionOf } from "../auth/guard.ts";
import { SUPPORT, startTestShop, type TestShop } from "../../test/harness.ts";

interface RouteGuard {
  method: string;
  path: string;
  permissions: Permission[];
}

/** Each route of `app` (its middleware mounted with `use` aside) and the permissions its handlers check. */
function routeGuards(app: Hono<AppEnv>): RouteGuard[] {
  const routes = new Map<string, RouteGuard>();
  for (const { method, path, handler } of app.routes) {
    if (method === "ALL") continue;
    const key = `${method} ${path}`;
    const route = routes.get(key) ?? { method, path, permissions: [] };
    const permission = permissionOf(handler);
    if (permission) route.permissions.push(permission);
    routes.set(key, route);
  }
  return [...routes.values()];
}

const isAdminRoute = (route: RouteGuard) => route.path.startsWith("/api/admin/");
/** The admin routes that do not name exactly one permission, as `METHOD path`. */
const unguarded = (routes: RouteGuard[]) =>
  routes.filter((route) => isAdminRoute(route) && route.permissions.length !== 1).map((r) => `${r.method} ${r.path}`);

/** A path of the route with its parameters filled in: no such record, which is enough to pass or fail the guard. */
const concretePath = (path: string) =>
  path
    .replace(/:email\b/g, "nobody%40example.com")
    .replace(/:number\b/g, "CN-0")
    .replace(/:[a-z]+\b/gi, "999999");

let shop: TestShop;
let routes: RouteGuard[];
const tokens = new Map<Role, string>();

beforeAll(async () => {
  shop = await startTestShop();
  routes = routeGuards(shop.app);
  tokens.set("ADMIN", await shop.login());
  tokens.set("SUPPORT", await shop.login(SUPPORT));
});
afterAll(() => shop.close());

describe("the permission table against the routes", () => {
  it("finds the admin routes", () => {
    const admin = routes.filter(isAdminRoute).map((route) => `${route.method} ${route.path}`);
    expect(admin.length).toBeGreaterThan(40);
    expect(admin).toContain("POST /api/admin/orders/:id/refunds");
    expect(admin).toContain("GET /api/admin/newsletter-subscribers.csv");
  });

  it("has every admin route name exactly one permission", () => {
    expect(unguarded(routes)).toEqual([]);
  });

  it("reports an admin route that names none", () => {
    const app = new Hono<AppEnv>().route(
      "/api/admin/things",
      new Hono<AppEnv>().get("/", can("products.read"), (c) => c.text("guarded")).delete("/:id", (c) => c.text("open")),
    );
    expect(unguarded(routeGuards(app))).toEqual(["DELETE /api/admin/things/:id"]);
  });

  it("uses every permission of the table: on a route or for an order move", () => {
    const used = new Set<Permission>(routes.flatMap((route) => route.permissions));
    for (const move of Object.values(ORDER_MOVES)) if (move.permission) used.add(move.permission);
    expect(PERMISSION_NAMES.filter((permission) => !used.has(permission))).toEqual([]);
  });

  it("turns away a request without a token on every admin route", async () => {
    const admitted: string[] = [];
    for (const route of routes.filter(isAdminRoute)) {
      const response = await shop.request(concretePath(route.path), { method: route.method });
      if (response.status !== 401) admitted.push(`${route.method} ${route.path}: ${response.status}`);
    }
    expect(admitted).toEqual([]);
  });

  it("lets each role through exactly the routes the table gives it", async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((route) => route.permissions.length === 1)) {
      const [permission] = route.permissions;
      for (const role of Object.values(Role)) {
        const response = await shop.request(concretePath(route.path), {
          method: route.method,
          token: tokens.get(role),
        });
        const refused = response.status === 403;
        if (refused === allows(role, permission))
          wrong.push(`${role} ${route.method} ${route.path} (${permission}): ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
