import { HttpError } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDataProvider } from "./dataProvider.ts";
import { createHttpClient, type HttpClient, type ShopHttpClient } from "./httpClient.ts";

type Call = { url: string; method: string; body: unknown };

/** A stand-in for the API: answers uploads with a key, echoes writes, records every call. */
function fakeApi(failUpload?: HttpError) {
  const calls: Call[] = [];
  const httpClient: HttpClient = async (url: string, options: RequestInit = {}) => {
    const method = options.method ?? "GET";
    const body: unknown =
      options.body instanceof FormData
        ? options.body
        : typeof options.body === "string"
          ? JSON.parse(options.body)
          : undefined;
    calls.push({ url, method, body });
    const json: unknown = url.includes("/images")
      ? failUpload
        ? await Promise.reject(failUpload)
        : { fileKey: "p-new1", imageUrl: "/uploads/p-new1-640.webp", srcSet: "", width: 640, height: 480 }
      : { id: 7, ...(body as object) };
    return { status: 200, headers: new Headers(), body: "", json };
  };
  const file: ShopHttpClient["file"] = async (url, json) => {
    calls.push({ url, method: json === undefined ? "GET" : "POST", body: json });
    return { blob: new Blob(["%PDF"], { type: "application/pdf" }), fileName: "RE-2026-0042.pdf" };
  };
  return { calls, dataProvider: createDataProvider(Object.assign(httpClient, { file })) };
}

const product = {
  price: 9.5,
  stock: 4,
  active: true,
  translations: {
    en: { name: "Drug test", description: "" },
    de: { name: "Drogentest", description: "" },
    bg: { name: "Тест", description: "" },
  },
};
const post = {
  author: "admin",
  translations: {
    en: { title: "Post", excerpt: "", content: "" },
    de: { title: "Beitrag", excerpt: "", content: "" },
    bg: { title: "Статия", excerpt: "", content: "" },
  },
};

describe("dataProvider", () => {
  it("looks up, exports and erases one customer with the e-mail address in the body, never in the path", async () => {
    const { calls, dataProvider } = fakeApi();
    await dataProvider.getOne("customers", { id: "erika+shop@example.com" });
    await dataProvider.exportCustomerData("erika+shop@example.com");
    await dataProvider.eraseCustomer("erika+shop@example.com", "asked by e-mail");
    expect(calls).toEqual([
      { url: "/api/admin/customers/lookup", method: "POST", body: { email: "erika+shop@example.com" } },
      { url: "/api/admin/customers/export", method: "POST", body: { email: "erika+shop@example.com" } },
      {
        url: "/api/admin/customers/erase",
        method: "POST",
        body: { email: "erika+shop@example.com", reason: "asked by e-mail" },
      },
    ]);
    expect(calls.map((call) => call.url).join(" ")).not.toMatch(/erika|%40/);
  });

  it("saves a product with the keys of its uploaded images, leaving the record's read-only fields home", async () => {
    const { calls, dataProvider } = fakeApi();
    const images = [
      { fileKey: "p-old", isMain: false },
      { fileKey: "p-new1", isMain: true },
    ];
    const data = { ...product, id: 7, thumbnailUrl: "/uploads/p-old-640.webp", version: 3, previousStock: 4, images };
    await dataProvider.update("products", { id: 7, previousData: { id: 7 }, data });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(["PUT /api/admin/products/7"]);
    // The body is what adminProductUpdateSchema reads.
    expect(calls[0].body).toEqual({ ...product, categoryIds: [], version: 3, previousStock: 4, images });
  });

  it("never sends an image that is still being checked", async () => {
    const { calls, dataProvider } = fakeApi();
    const pending = { rawFile: new File(["x"], "front.png"), src: "blob:front", title: "front.png" };
    const saving = dataProvider.update("products", {
      id: 7,
      previousData: { id: 7 },
      data: { ...product, version: 3, images: [{ fileKey: pending, isMain: true }] },
    });
    await expect(saving).rejects.toMatchObject({ status: 400 });
    expect(calls).toEqual([]);
  });

  it("refuses a body its save schema refuses, as the API would, sending nothing", async () => {
    const { calls, dataProvider } = fakeApi();
    const saving = dataProvider.update("products", { id: 7, previousData: { id: 7 }, data: { ...product, price: -1 } });
    await expect(saving).rejects.toMatchObject({
      status: 400,
      message: "price: price must not be negative",
      body: { errors: { price: "price must not be negative" } },
    });
    expect(calls).toEqual([]);
  });

  it("creates a post with its image's key", async () => {
    const { calls, dataProvider } = fakeApi();
    await dataProvider.create("blog-posts", { data: { ...post, imageKey: "b-cover" } });
    // Page-head texts left out are sent empty: the post's page uses its defaults.
    const seo = { seoTitle: "", seoDescription: "" };
    const translations = Object.fromEntries(
      Object.entries(post.translations).map(([language, text]) => [language, { ...text, ...seo }]),
    );
    expect(calls).toEqual([
      {
        url: "/api/admin/blog-posts",
        method: "POST",
        body: { ...post, translations, categoryIds: [], imageKey: "b-cover" },
      },
    ]);
  });

  it("leaves resources without a save schema as they are", async () => {
    const { calls, dataProvider } = fakeApi();
    await dataProvider.update("orders", { id: 3, previousData: { id: 3 }, data: { note: "Called the customer" } });
    expect(calls).toEqual([{ url: "/api/admin/orders/3", method: "PUT", body: { note: "Called the customer" } }]);
  });

  it("uploads a chosen image at once, for a product or a post, and answers its key and links", async () => {
    const { calls, dataProvider } = fakeApi();
    const file = new File(["x"], "cover.jpg", { type: "image/jpeg" });
    expect(await dataProvider.uploadImage(file, "blog")).toMatchObject({ fileKey: "p-new1", width: 640 });
    await dataProvider.uploadImage(file, "product");
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "POST /api/admin/images?for=blog",
      "POST /api/admin/images?for=product",
    ]);
    expect((calls[0].body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("passes a refused upload on as the API's error", async () => {
    const refused = new HttpError("file: The file is not a supported image", 400, {
      error: { code: "invalid_image", message: "The file is not a supported image", field: "file" },
    });
    const { dataProvider } = fakeApi(refused);
    await expect(dataProvider.uploadImage(new File(["x"], "fake.jpg"), "product")).rejects.toBe(refused);
  });

  it("sends an order's e-mail again and fetches its documents through their own calls", async () => {
    const { calls, dataProvider } = fakeApi();
    await dataProvider.resendOrderEmail(12, "shipped");
    const invoice = await dataProvider.orderDocument(12, "invoice");
    await dataProvider.orderDocument(12, "credit-note");
    expect(invoice.fileName).toBe("RE-2026-0042.pdf");
    expect(calls).toEqual([
      { url: "/api/admin/orders/12/emails", method: "POST", body: { kind: "shipped" } },
      { url: "/api/admin/orders/12/invoice", method: "GET", body: undefined },
      { url: "/api/admin/orders/12/credit-note", method: "GET", body: undefined },
    ]);
  });

  it("refunds and quotes refunds through the API's refund calls, marks a return received and fetches a credit note by its number", async () => {
    const { calls, dataProvider } = fakeApi();
    await dataProvider.refundOrder(12, { restock: false });
    await dataProvider.refundPart(
      12,
      { items: [{ orderItemId: 5, quantity: 1 }], restock: true, reason: "Back sealed" },
      "k1",
    );
    await dataProvider.quoteRefund(12, { items: [{ orderItemId: 5, quantity: 1 }], shipping: false });
    await dataProvider.markReturned(12);
    await dataProvider.creditNote(12, "CN-2026-000003");
    expect(calls).toEqual([
      { url: "/api/admin/orders/12/refund", method: "POST", body: { restock: false } },
      {
        url: "/api/admin/orders/12/refunds",
        method: "POST",
        body: { items: [{ orderItemId: 5, quantity: 1 }], restock: true, reason: "Back sealed" },
      },
      {
        url: "/api/admin/orders/12/refunds/quote",
        method: "POST",
        body: { items: [{ orderItemId: 5, quantity: 1 }], shipping: false },
      },
      { url: "/api/admin/orders/12/returned", method: "POST", body: undefined },
      { url: "/api/admin/orders/12/credit-notes/CN-2026-000003", method: "GET", body: undefined },
    ]);
  });

  describe("the confirmed subscribers' CSV", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("is downloaded with the token and kept exactly as the API wrote it", async () => {
      const csv = 'email,language,subscribed_at,confirmed_at\r\n"""a,b""@example.com",de,x,y\r\n';
      const fetch = vi.fn((_url: string, _init?: RequestInit) =>
        Promise.resolve(new Response(csv, { status: 200, headers: { "content-type": "text/csv; charset=utf-8" } })),
      );
      vi.stubGlobal("fetch", fetch);
      const dataProvider = createDataProvider(createHttpClient(() => "the-token"));
      expect(await dataProvider.exportConfirmedSubscribers()).toBe(csv);
      const [url, init] = fetch.mock.calls[0];
      expect(url).toBe("/api/admin/newsletter-subscribers.csv");
      expect(new Headers(init?.headers).get("authorization")).toBe("Bearer the-token");
    });

    it("fails with the API's error when the role may not export", async () => {
      const refusal = { error: { code: "forbidden", message: "This needs the ADMIN role" } };
      vi.stubGlobal(
        "fetch",
        vi.fn(() => Promise.resolve(Response.json(refusal, { status: 403 }))),
      );
      const dataProvider = createDataProvider(createHttpClient(() => "support-token"));
      await expect(dataProvider.exportConfirmedSubscribers()).rejects.toMatchObject({ status: 403 });
    });
  });

  describe("a list longer than the API's page", () => {
    /** 250 rows; answers each range as the API does, cut to MAX_LIST_PAGE rows. */
    const api = () => {
      const ranges: [number, number][] = [];
      const httpClient: HttpClient = async (url: string) => {
        const [start, end] = JSON.parse(new URL(url, "http://shop").searchParams.get("range")!) as [number, number];
        ranges.push([start, end]);
        const last = Math.min(end, start + 99, 249);
        const rows = Array.from({ length: Math.max(0, last - start + 1) }, (_, i) => ({ id: start + i }));
        return {
          status: 200,
          headers: new Headers({ "Content-Range": `orders ${start}-${last}/250` }),
          body: "",
          json: rows,
        };
      };
      return { ranges, dataProvider: createDataProvider(Object.assign(httpClient, { file: vi.fn() })) };
    };
    const sort = { field: "id", order: "ASC" as const };

    it("is read in pages of 100 until one comes back short (an export's 1,000 rows)", async () => {
      const { ranges, dataProvider } = api();
      const page = await dataProvider.getList("orders", { pagination: { page: 1, perPage: 1000 }, sort, filter: {} });
      expect(ranges).toEqual([
        [0, 99],
        [100, 199],
        [200, 299],
      ]);
      expect(page.total).toBe(250);
      expect(page.data.map((row) => row.id)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    });

    it("reads a later page of an odd size in pages that fit it, and a page of 100 or fewer at once", async () => {
      const { ranges, dataProvider } = api();
      const page = await dataProvider.getList("orders", { pagination: { page: 2, perPage: 120 }, sort, filter: {} });
      expect(ranges).toEqual([
        [120, 139],
        [140, 159],
        [160, 179],
        [180, 199],
        [200, 219],
        [220, 239],
      ]);
      expect(page.data.map((row) => row.id)).toEqual(Array.from({ length: 120 }, (_, i) => 120 + i));
      ranges.length = 0;
      await dataProvider.getList("orders", { pagination: { page: 3, perPage: 100 }, sort, filter: {} });
      expect(ranges).toEqual([[200, 299]]);
    });
  });

  describe("a list's total", () => {
    const listing = (contentRange: string) => {
      const httpClient: HttpClient = async () => ({
        status: 200,
        headers: new Headers({ "Content-Range": contentRange }),
        body: "[]",
        json: [{ id: 1 }],
      });
      return createDataProvider(Object.assign(httpClient, { file: vi.fn() }));
    };
    const sort = { field: "id", order: "DESC" as const };

    it("is the counted total when the API counted every match", async () => {
      const page = await listing("orders 0-0/42").getList("orders", {
        pagination: { page: 1, perPage: 25 },
        sort,
        filter: {},
      });
      expect(page).toEqual({ data: [{ id: 1 }], total: 42 });
    });

    it("is left out past the API's count, with a next page to go to", async () => {
      const dataProvider = listing("orders 25-49/*");
      const page = await dataProvider.getList("orders", { pagination: { page: 2, perPage: 25 }, sort, filter: {} });
      expect(page).toEqual({ data: [{ id: 1 }], pageInfo: { hasNextPage: true, hasPreviousPage: true } });
      const first = await dataProvider.getList("orders", { pagination: { page: 1, perPage: 25 }, sort, filter: {} });
      expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    });
  });
});
