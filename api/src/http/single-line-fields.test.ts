// One-line fields refuse line breaks (Unicode's separators too), other control characters,
// text-direction controls and invisible or format characters, which would print as extra lines on
// invoices ("Total due: … to IBAN …"), show a name reversed in the console or make two names look
// the same: 400 naming the field, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await startTestShop();
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 50 }]);
  admin = await shop.login();
});
afterAll(() => shop.close());

const ADDRESS = {
  firstName: "Anna",
  lastName: "Schmidt",
  address: "Hauptstraße 5",
  city: "Berlin",
  country: "DE",
  postCode: "10115",
  phone: "+49301234567",
};

const refusal = async (response: Response) => {
  const body = (await response.json()) as { error: { code: string; field?: string } };
  return { status: response.status, code: body.error.code, field: body.error.field };
};

describe("an order's addresses", () => {
  it("refuse line breaks, tabs, other controls and text-direction characters, naming the field", async () => {
    const orders = await shop.deps.prisma.order.count();
    const cases: [string, Record<string, string>, string][] = [
      ["shippingAddress", { firstName: "Anna\nTotal due: 0.00 EUR to IBAN DE00" }, "shippingAddress.firstName"],
      ["shippingAddress", { lastName: "Schmidt\r\nPaid" }, "shippingAddress.lastName"],
      ["billingAddress", { address: "Hauptstraße\t5" }, "billingAddress.address"],
      ["billingAddress", { city: "\u202eniltreB" }, "billingAddress.city"],
      ["shippingAddress", { postCode: "10115\u2066" }, "shippingAddress.postCode"],
      ["shippingAddress", { city: "Berlin\u200f" }, "shippingAddress.city"],
      ["shippingAddress", { firstName: "An\u061cna" }, "shippingAddress.firstName"],
      ["billingAddress", { firstName: "An\u0085na" }, "billingAddress.firstName"],
    ];
    for (const [part, change, field] of cases) {
      const response = await shop.request("/api/orders", {
        method: "POST",
        json: orderPayload([{ slug: "drug-tests", quantity: 1 }], { [part]: { ...ADDRESS, ...change } }),
      });
      expect([field, await refusal(response)]).toEqual([field, { status: 400, code: "invalid_request", field }]);
    }
    expect(await shop.deps.prisma.order.count()).toBe(orders);
    // Letters of any script, and spaces around a value, are fine.
    const fine = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "drug-tests", quantity: 1 }], {
        shippingAddress: { ...ADDRESS, firstName: "  Иван ", city: "Plovdiv – Пловдив" },
      }),
    });
    expect(fine.status).toBe(201);
  });

  it("refuse Unicode's line and paragraph separators and invisible or format characters, in one rule, saying so", async () => {
    const orders = await shop.deps.prisma.order.count();
    const addresses = await shop.deps.prisma.orderAddress.count();
    const cases: [string, Record<string, string>, string][] = [
      // An invoice prints U+2028 and U+2029 as line breaks: a made-up total under the street.
      ["billingAddress", { address: "Street 1\u2028\u2028TOTAL DUE: EUR 0.00" }, "billingAddress.address"],
      ["shippingAddress", { addressLine2: "Floor 2\u2029Paid in full" }, "shippingAddress.addressLine2"],
      // Invisible look-alikes of a name: zero-width characters, joiners, the BOM, word joiners.
      ["shippingAddress", { firstName: "An\u200bna" }, "shippingAddress.firstName"],
      ["shippingAddress", { lastName: "Sch\u200dmidt" }, "shippingAddress.lastName"],
      ["billingAddress", { firstName: "An\ufeffna" }, "billingAddress.firstName"],
      ["billingAddress", { lastName: "Schmidt\u2060\u2064" }, "billingAddress.lastName"],
      ["shippingAddress", { company: "ACME\u00ad GmbH" }, "shippingAddress.company"],
      // Hangul fillers: a "name" that shows as nothing.
      ["shippingAddress", { firstName: "\u3164" }, "shippingAddress.firstName"],
      ["shippingAddress", { lastName: "\u115f\u1160" }, "shippingAddress.lastName"],
      ["billingAddress", { company: "\uffa0" }, "billingAddress.company"],
      // Tag characters carry hidden text.
      ["billingAddress", { city: "Berlin\u{e0041}\u{e0042}" }, "billingAddress.city"],
    ];
    for (const [part, change, field] of cases) {
      const response = await shop.request("/api/orders", {
        method: "POST",
        json: orderPayload([{ slug: "drug-tests", quantity: 1 }], { [part]: { ...ADDRESS, ...change } }),
      });
      const body = (await response.clone().json()) as { error: { message: string } };
      expect([field, await refusal(response)]).toEqual([field, { status: 400, code: "invalid_request", field }]);
      expect(body.error.message).toContain("no line or paragraph breaks, control, invisible");
    }
    expect(await shop.deps.prisma.order.count()).toBe(orders);
    expect(await shop.deps.prisma.orderAddress.count()).toBe(addresses);
  });

  it("refuse the same in a withdrawal's name", async () => {
    const response = await shop.request("/api/orders/withdrawals", {
      method: "POST",
      json: { orderNumber: "TK-AAAA-AAAA", email: "anna@example.com", name: "Anna\u202e" },
    });
    expect(await refusal(response)).toEqual({ status: 400, code: "invalid_request", field: "name" });
    const invisible = await shop.request("/api/orders/withdrawals", {
      method: "POST",
      json: { orderNumber: "TK-AAAA-AAAA", email: "anna@example.com", name: "Anna\u2028Schmidt" },
    });
    expect(await refusal(invisible)).toEqual({ status: 400, code: "invalid_request", field: "name" });
  });
});

describe("the console's records", () => {
  it("refuse them in names, titles and authors; a note may span lines but holds no text-direction controls", async () => {
    const [product] = (await (await shop.request("/api/admin/products", { token: admin })).json()) as {
      id: number;
    }[];
    const record = (await (await shop.request(`/api/admin/products/${product.id}`, { token: admin })).json()) as {
      translations: Record<string, { name: string }>;
    };
    const renamed = await shop.request(`/api/admin/products/${product.id}`, {
      method: "PUT",
      token: admin,
      json: {
        ...record,
        translations: { ...record.translations, de: { ...record.translations.de, name: "Test\nKit" } },
      },
    });
    expect(await refusal(renamed)).toEqual({ status: 400, code: "invalid_request", field: "translations.de.name" });

    const category = await shop.request("/api/admin/categories", {
      method: "POST",
      token: admin,
      json: { translations: { en: { name: "Tests\u2066" }, de: { name: "Tests" }, bg: { name: "Тестове" } } },
    });
    expect(await refusal(category)).toEqual({ status: 400, code: "invalid_request", field: "translations.en.name" });
    const invisibleCategory = await shop.request("/api/admin/categories", {
      method: "POST",
      token: admin,
      json: { translations: { en: { name: "Tests" }, de: { name: "Tests\u200b" }, bg: { name: "Тестове" } } },
    });
    expect(await refusal(invisibleCategory)).toEqual({
      status: 400,
      code: "invalid_request",
      field: "translations.de.name",
    });

    const post = await shop.request("/api/admin/blog-posts", {
      method: "POST",
      token: admin,
      json: {
        author: "Dr.\nEvil",
        translations: {
          en: { title: "T", excerpt: "", content: "" },
          de: { title: "T", excerpt: "", content: "" },
          bg: { title: "T", excerpt: "", content: "" },
        },
      },
    });
    expect(await refusal(post)).toEqual({ status: 400, code: "invalid_request", field: "author" });

    const order = await shop.deps.prisma.order.findFirstOrThrow();
    const note = (text: string) =>
      shop.request(`/api/admin/orders/${order.id}`, { method: "PUT", token: admin, json: { note: text } });
    expect(await refusal(await note("Called the customer \u202e"))).toEqual({
      status: 400,
      code: "invalid_request",
      field: "note",
    });
    expect((await note("Called the customer.\nParcel goes out tomorrow.")).status).toBe(200);
  });
});
