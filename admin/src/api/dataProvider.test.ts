import { HttpError } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDataProvider } from "./dataProvider.ts";
import { createHttpClient, type HttpClient } from "./httpClient.ts";

type Call = { url: string; method: string; body: unknown };

/** A stand-in for the API: answers uploads with a key, echoes writes, records every call. */
function fakeApi(failUpload?: HttpError) {
  const calls: Call[] = [];
  let uploads = 0;
  const httpClient: HttpClient = async (url: string, options: RequestInit = {}) => {
    const method = options.method ?? "GET";
    const body: unknown =
      options.body instanceof FormData
        ? options.body
        : typeof options.body === "string"
          ? JSON.parse(options.body)
          : undefined;
    calls.push({ url, method, body });
    const json: unknown = url.endsWith("/images")
      ? failUpload
        ? await Promise.reject(failUpload)
        : { fileKey: `p-new${++uploads}` }
      : { id: 7, ...(body as object) };
    return { status: 200, headers: new Headers(), body: "", json };
  };
  return { calls, dataProvider: createDataProvider(httpClient) };
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

const image = (name: string) => ({ rawFile: new File(["x"], name, { type: "image/png" }), src: `blob:${name}` });

describe("dataProvider", () => {
  it("uploads new product images first, then saves the product with their fileKeys", async () => {
    const { calls, dataProvider } = fakeApi();
    const images = [
      { fileKey: "p-old", isMain: false },
      { fileKey: image("front.png"), isMain: true },
    ];
    const data = { ...product, id: 7, thumbnailUrl: "/uploads/p-old-640.webp", version: 3, previousStock: 4, images };
    await dataProvider.update("products", { id: 7, previousData: { id: 7 }, data });

    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "POST /api/admin/images",
      "PUT /api/admin/products/7",
    ]);
    expect((calls[0].body as FormData).get("file")).toBeInstanceOf(File);
    // The body is what adminProductUpdateSchema reads: the record's read-only fields stay home.
    expect(calls[1].body).toEqual({
      ...product,
      categoryIds: [],
      version: 3,
      previousStock: 4,
      images: [
        { fileKey: "p-old", isMain: false },
        { fileKey: "p-new1", isMain: true },
      ],
    });
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

  it("creates a post with its uploaded image key", async () => {
    const { calls, dataProvider } = fakeApi();
    await dataProvider.create("blog-posts", { data: { ...post, imageKey: image("cover.jpg") } });
    expect(calls[1]).toEqual({
      url: "/api/admin/blog-posts",
      method: "POST",
      body: { ...post, categoryIds: [], imageKey: "p-new1" },
    });
  });

  it("leaves resources without a save schema as they are", async () => {
    const { calls, dataProvider } = fakeApi();
    await dataProvider.update("orders", { id: 3, previousData: { id: 3 }, data: { note: "Called the customer" } });
    expect(calls).toEqual([{ url: "/api/admin/orders/3", method: "PUT", body: { note: "Called the customer" } }]);
  });

  it("names the refused file and saves nothing when an upload fails", async () => {
    const tooLarge = new HttpError("file: too large", 413, {
      error: { code: "file_too_large", message: "The image is larger than 10 MB", field: "file" },
    });
    const { calls, dataProvider } = fakeApi(tooLarge);
    const saving = dataProvider.create("blog-posts", { data: { imageKey: image("huge.png") } });
    await expect(saving).rejects.toMatchObject({ status: 413, message: "huge.png: The image is larger than 10 MB" });
    expect(calls.filter((call) => call.method !== "POST" || !call.url.endsWith("/images"))).toEqual([]);
  });

  it("refunds through the API's refund call", async () => {
    const { calls, dataProvider } = fakeApi();
    await dataProvider.refundOrder(12);
    expect(calls).toEqual([{ url: "/api/admin/orders/12/refund", method: "POST", body: undefined }]);
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
});
