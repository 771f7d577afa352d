// Runs on PostgreSQL too (api/vitest.config.ts): the staff store's SQL.
import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, SUPPORT, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";

let shop: TestShop;
const secret = new TextEncoder().encode("test-secret-that-is-long-enough-for-hs256-signing");

beforeAll(async () => {
  shop = await startTestShop({ LOGIN_MAX_FAILURES: "5", LOGIN_WINDOW_SECONDS: "60" });
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
});
afterAll(() => shop.close());

const deleteProduct = (token?: string) => shop.request("/api/products/drug-tests", { method: "DELETE", token });

describe("POST /api/admin-login", () => {
  it("answers a signed token with the role for valid credentials", async () => {
    const token = await shop.login(ADMIN);
    const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
    expect(payload).toMatchObject({ sub: "admin", role: "ADMIN" });
    expect(payload.exp - payload.iat).toBe(8 * 3600);
  });

  it("refuses wrong credentials with the same message for unknown users", async () => {
    for (const body of [
      { username: "admin", password: "wrong-password" },
      { username: "nobody", password: "x" },
    ]) {
      const response = await shop.request("/api/admin-login", {
        method: "POST",
        json: body,
        headers: { "x-test": "1" },
      });
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe("Invalid username or password");
    }
    expect((await shop.request("/api/admin-login", { method: "POST", json: { username: "admin" } })).status).toBe(400);
  });

  it("is rate-limited: after 5 failures a minute even the right password gets 429", async () => {
    const attempt = (password: string) =>
      shop.request("/api/admin-login", { method: "POST", json: { username: SUPPORT.username, password } });
    for (let i = 0; i < 5; i++) expect((await attempt("wrong")).status).toBe(401);
    const limited = await attempt(SUPPORT.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe("too_many_attempts");
    // Other usernames are not locked out by it.
    expect((await shop.request("/api/admin-login", { method: "POST", json: ADMIN })).status).toBe(200);
  });
});

describe("Bearer tokens on writes", () => {
  it("refuses a missing token", async () => {
    const response = await deleteProduct();
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("refuses an expired token", async () => {
    const expired = await new SignJWT({ role: "ADMIN", uid: 1 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("admin")
      .setIssuer("testkit-shop")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    expect((await deleteProduct(expired)).status).toBe(401);
  });

  it("refuses a token signed with another key", async () => {
    const forged = await new SignJWT({ role: "ADMIN", uid: 1 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("admin")
      .setIssuer("testkit-shop")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-of-enough-length-000000"));
    expect((await deleteProduct(forged)).status).toBe(401);
  });

  it("refuses an unsigned token (alg: none)", async () => {
    const unsigned = new UnsecuredJWT({ role: "ADMIN", uid: 1 })
      .setSubject("admin")
      .setIssuer("testkit-shop")
      .setExpirationTime("1h")
      .encode();
    expect((await deleteProduct(unsigned)).status).toBe(401);
  });

  it("refuses garbage", async () => {
    expect((await deleteProduct("not.a.jwt")).status).toBe(401);
  });

  it("forbids SUPPORT to change the catalog (403) and lets ADMIN", async () => {
    // Signed directly: the rate-limit test above has locked the support user's logins for a minute.
    const support = await shop.deps.tokens.sign({ username: SUPPORT.username, role: "SUPPORT", userId: 2, version: 1 });
    const response = await deleteProduct(support);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("forbidden");
    expect(await shop.deps.prisma.product.count()).toBe(1);
    const admin = await shop.login(ADMIN);
    expect((await deleteProduct(admin)).status).toBe(204);
    expect(await shop.deps.prisma.product.count()).toBe(0);
  });
});
