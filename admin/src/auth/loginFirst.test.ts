import { describe, expect, it } from "vitest";
import { unsignedToken } from "@shop/admin-client/testing";
import { loginRedirectFor } from "./loginFirst.ts";

const NOW = Date.UTC(2025, 0, 1);
const token = (exp: number) => unsignedToken({ sub: "admin", role: "ADMIN", exp });

describe("loginRedirectFor", () => {
  it("sends an anonymous visitor to the login page and remembers the page asked for", () => {
    expect(loginRedirectFor("#/orders?filter=%7B%7D", null, NOW)).toEqual({
      hash: "#/login",
      state: { usr: { nextPathname: "/orders", nextSearch: "?filter=%7B%7D" }, key: "default", idx: 0 },
    });
    expect(loginRedirectFor("", null, NOW)?.state.usr.nextPathname).toBe("/");
  });

  it("treats an expired token as no session", () => {
    expect(loginRedirectFor("#/orders/3/show", token(NOW / 1000 - 1), NOW)?.state.usr.nextPathname).toBe(
      "/orders/3/show",
    );
  });

  it("leaves signed-in staff and the login page alone", () => {
    expect(loginRedirectFor("#/orders", token(NOW / 1000 + 60), NOW)).toBeNull();
    expect(loginRedirectFor("#/login", null, NOW)).toBeNull();
  });
});
