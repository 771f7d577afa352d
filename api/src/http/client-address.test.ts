// The client address the limits count: behind the shop's own proxies it is read from the right of
// X-Forwarded-For, one address has one spelling, and an IPv6 client is its /64.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../../test/harness.ts";
import { readEnv } from "../env.ts";
import { clientAddressOf, normalClientAddress } from "./client-address.ts";

describe("the client behind trusted proxies", () => {
  it("is the entry as many places from the right as there are proxies, whatever the client put left of it", () => {
    expect(clientAddressOf("6.6.6.6, 203.0.113.7", "10.0.0.2", 1)).toBe("203.0.113.7");
    expect(clientAddressOf("6.6.6.6, 203.0.113.7, 10.0.0.9", "10.0.0.2", 2)).toBe("203.0.113.7");
    // Several headers are one list.
    expect(clientAddressOf("6.6.6.6,203.0.113.7 , 10.0.0.9", "10.0.0.2", 2)).toBe("203.0.113.7");
  });

  it("is the left-most entry when the header has fewer entries than proxies, and the peer without trust", () => {
    expect(clientAddressOf("203.0.113.7", "10.0.0.2", 2)).toBe("203.0.113.7");
    expect(clientAddressOf("6.6.6.6, 203.0.113.7", "10.0.0.2", 0)).toBe("10.0.0.2");
    expect(clientAddressOf(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddressOf("not-an-address", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddressOf(undefined, undefined, 1)).toBe("unknown");
  });

  it("gives every spelling of one IPv4 address one key", () => {
    for (const spelling of [
      "1.2.3.4",
      "001.002.003.004",
      "::ffff:1.2.3.4",
      "::FFFF:1.2.3.4",
      "::ffff:0102:0304",
      "0:0:0:0:0:ffff:1.2.3.4",
      "1.2.3.4:5678",
      "[::ffff:1.2.3.4]:443",
    ]) {
      expect([spelling, normalClientAddress(spelling)]).toEqual([spelling, "1.2.3.4"]);
    }
    expect(normalClientAddress("1.2.3.256")).toBeNull();
    expect(normalClientAddress("1.2.3")).toBeNull();
  });

  it("groups an IPv6 client by its /64", () => {
    const one = normalClientAddress("2001:db8:aa:bb::1");
    expect(one).toBe("2001:db8:aa:bb::/64");
    for (const other of ["2001:0DB8:00aa:00bb:ffff:1:2:3", "[2001:db8:aa:bb::99]:8080", "2001:db8:aa:bb::1%eth0"]) {
      expect(normalClientAddress(other)).toBe(one);
    }
    expect(normalClientAddress("2001:db8:aa:bc::1")).not.toBe(one);
    expect(normalClientAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("reads TRUST_PROXY as a number of proxies, true as one and false as none", () => {
    const hops = (value?: string) =>
      readEnv({ NODE_ENV: "test", ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;
    expect([hops(), hops("false"), hops("0"), hops("true"), hops("1"), hops("3")]).toEqual([0, 0, 0, 1, 1, 3]);
    expect(() => hops("yes")).toThrow(/TRUST_PROXY/);
    expect(() => hops("-1")).toThrow(/TRUST_PROXY/);
  });
});

describe("the limits behind a proxy", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ TRUST_PROXY: "1", ORDER_LOOKUP_MAX_MISSES: "3" });
  });
  afterAll(() => shop.close());

  it("count a client who writes its own X-Forwarded-For entries, or respells its address, as one", async () => {
    const lookup = (forwardedFor: string) =>
      shop.request("/api/orders/lookup", {
        method: "POST",
        json: { orderNumber: "TK-AAAA-AAAA", email: "eve@example.com" },
        headers: { "x-forwarded-for": forwardedFor },
      });
    const statuses = [];
    for (const [i, spelling] of ["198.51.100.4", "::ffff:198.51.100.4", "198.051.100.004", "198.51.100.4"].entries()) {
      statuses.push((await lookup(`10.9.9.${i}, ${spelling}`)).status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    // Another client behind the same proxy is not locked out.
    expect((await lookup("198.51.100.5")).status).toBe(404);
  });
});
