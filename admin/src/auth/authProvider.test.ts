import { describe, expect, it } from "vitest";
import { memoryStorage, unsignedToken } from "@shop/admin-client/testing";
import { ADMIN_TOKEN_KEY } from "@shop/admin-client/token";
import { canRoleAccess, consolePermission } from "./access.ts";
import { createAuthProvider } from "./authProvider.ts";

const NOW = Date.UTC(2025, 0, 1);
const tokenFor = unsignedToken;
const validToken = (role = "ADMIN", sub = "admin") => tokenFor({ sub, role, exp: NOW / 1000 + 3600 });

function setup(options: { token?: string; response?: Response } = {}) {
  const storage = memoryStorage(options.token ? { [ADMIN_TOKEN_KEY]: options.token } : {});
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init });
    return Promise.resolve(options.response ?? new Response(null, { status: 500 }));
  };
  const provider = createAuthProvider({ storage, fetch, now: () => NOW });
  return { provider, storage, calls };
}

describe("authProvider", () => {
  it("logs in with the API and keeps the token under adminToken", async () => {
    const token = validToken("SUPPORT", "sam");
    const { provider, storage, calls } = setup({ response: Response.json({ token }) });
    await provider.login({ username: "sam", password: "secret" });
    expect(calls[0].url).toBe("/api/admin-login");
    expect(calls[0].init?.method).toBe("POST");
    expect(JSON.parse(calls[0].init?.body as string)).toEqual({ username: "sam", password: "secret" });
    expect(storage.items.get(ADMIN_TOKEN_KEY)).toBe(token);
    expect(await provider.getPermissions?.({})).toBe("SUPPORT");
    expect(await provider.getIdentity?.()).toEqual({ id: "sam", fullName: "sam" });
  });

  it("explains wrong credentials and rate limiting", async () => {
    const wrong = setup({ response: Response.json({ error: { code: "x", message: "no" } }, { status: 401 }) });
    await expect(wrong.provider.login({ username: "a", password: "b" })).rejects.toThrow(
      "app.auth.invalid_credentials",
    );
    const limited = setup({ response: new Response(null, { status: 429 }) });
    await expect(limited.provider.login({ username: "a", password: "b" })).rejects.toThrow(
      "app.auth.too_many_attempts",
    );
  });

  it("sends the second factor's code and tells a missing code from a wrong one", async () => {
    const refusal = (code: string) =>
      setup({ response: Response.json({ error: { code, message: "no", field: "totp" } }, { status: 401 }) });
    await expect(refusal("totp_required").provider.login({ username: "a", password: "b" })).rejects.toThrow(
      "app.auth.totp_required",
    );
    const wrong = refusal("totp_invalid");
    await expect(wrong.provider.login({ username: "a", password: "b", totp: "123456" })).rejects.toThrow(
      "app.auth.totp_invalid",
    );
    expect(JSON.parse(wrong.calls[0].init?.body as string)).toEqual({ username: "a", password: "b", totp: "123456" });
  });

  it("refuses a token without an admin role", async () => {
    const token = tokenFor({ sub: "x", role: "CUSTOMER", exp: NOW / 1000 + 60 });
    const { provider, storage } = setup({ response: Response.json({ token }) });
    await expect(provider.login({ username: "x", password: "y" })).rejects.toThrow("app.auth.role_not_allowed");
    expect(storage.items.has(ADMIN_TOKEN_KEY)).toBe(false);
  });

  it("accepts a valid token and refuses an expired or missing one", async () => {
    await expect(setup({ token: validToken() }).provider.checkAuth({})).resolves.toBeUndefined();
    const expired = tokenFor({ sub: "admin", role: "ADMIN", exp: NOW / 1000 - 1 });
    await expect(setup({ token: expired }).provider.checkAuth({})).rejects.toThrow("app.auth.session_expired");
    await expect(setup().provider.checkAuth({})).rejects.toEqual({ message: false });
    expect(await setup({ token: expired }).provider.getPermissions?.({})).toBeUndefined();
  });

  it("logs out on 401 but stays logged in on 403", async () => {
    const { provider } = setup({ token: validToken() });
    await expect(provider.checkError({ status: 401 })).rejects.toThrow();
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it("removes the token on logout", async () => {
    const { provider, storage } = setup({ token: validToken() });
    await provider.logout({});
    expect(storage.items.has(ADMIN_TOKEN_KEY)).toBe(false);
  });

  it("answers canAccess from the stored role", async () => {
    const support = setup({ token: validToken("SUPPORT") }).provider;
    expect(await support.canAccess?.({ resource: "orders", action: "show" })).toBe(true);
    expect(await support.canAccess?.({ resource: "products", action: "edit" })).toBe(false);
    expect(await setup().provider.canAccess?.({ resource: "orders", action: "list" })).toBe(false);
  });
});

describe("canRoleAccess", () => {
  it("lets ADMIN do everything", () => {
    expect(canRoleAccess("ADMIN", "users", "delete")).toBe(true);
  });

  it("lets SUPPORT work on orders and read the catalog", () => {
    expect(canRoleAccess("SUPPORT", "orders", "edit")).toBe(true);
    expect(canRoleAccess("SUPPORT", "orders", "delete")).toBe(false);
    for (const resource of ["products", "categories", "blog-posts"]) {
      expect(canRoleAccess("SUPPORT", resource, "list")).toBe(true);
      expect(canRoleAccess("SUPPORT", resource, "show")).toBe(true);
      expect(canRoleAccess("SUPPORT", resource, "create")).toBe(false);
      expect(canRoleAccess("SUPPORT", resource, "edit")).toBe(false);
      expect(canRoleAccess("SUPPORT", resource, "delete")).toBe(false);
    }
    expect(canRoleAccess("SUPPORT", "users", "list")).toBe(false);
  });

  it("lets SUPPORT open a customer's orders, which nobody edits", () => {
    expect(canRoleAccess("SUPPORT", "customers", "show")).toBe(true);
    expect(canRoleAccess("SUPPORT", "customers", "edit")).toBe(false);
    expect(canRoleAccess("SUPPORT", "customers", "delete")).toBe(false);
  });

  it("keeps the newsletter's subscribers (list and export) from SUPPORT", () => {
    expect(canRoleAccess("SUPPORT", "newsletter-subscribers", "list")).toBe(false);
    expect(canRoleAccess("ADMIN", "newsletter-subscribers", "list")).toBe(true);
    expect(canRoleAccess("SUPPORT", "newsletter-subscribers", "export")).toBe(false);
    expect(canRoleAccess("ADMIN", "newsletter-subscribers", "export")).toBe(true);
  });

  it("lets SUPPORT refund, mark returns received and resend e-mails, and keeps a customer's data export and erasure ADMIN's", () => {
    for (const action of ["refund", "return", "resend"]) {
      expect(canRoleAccess("SUPPORT", "orders", action)).toBe(true);
      expect(canRoleAccess("ADMIN", "orders", action)).toBe(true);
    }
    for (const action of ["export", "erase"]) {
      expect(canRoleAccess("SUPPORT", "customers", action)).toBe(false);
      expect(canRoleAccess("ADMIN", "customers", action)).toBe(true);
    }
  });

  it("refuses to every role what the permission table does not name", () => {
    for (const role of ["ADMIN", "SUPPORT"] as const) {
      expect(canRoleAccess(role, "orders", "delete")).toBe(false);
      expect(canRoleAccess(role, "payments", "list")).toBe(false);
      expect(canRoleAccess(role, "orders", "toString")).toBe(false);
    }
  });

  it("shows the audit log to ADMIN only", () => {
    for (const action of ["list", "show"]) {
      expect(canRoleAccess("ADMIN", "audit-log", action)).toBe(true);
      expect(canRoleAccess("SUPPORT", "audit-log", action)).toBe(false);
    }
  });
});

describe("consolePermission", () => {
  it("reads react-admin's actions as a resource's read or write, and names the rest as the table does", () => {
    const expected: [resource: string, action: string, permission: string | null][] = [
      ["products", "list", "products.read"],
      ["products", "export", "products.read"],
      ["products", "delete", "products.write"],
      ["orders", "edit", "orders.edit"],
      ["orders", "refund", "orders.refund"],
      ["newsletter-subscribers", "export", "newsletter-subscribers.export"],
      ["customers", "erase", "customers.erase"],
      ["orders", "create", null],
    ];
    for (const [resource, action, permission] of expected)
      expect(consolePermission(resource, action), `${resource} ${action}`).toBe(permission);
  });
});
