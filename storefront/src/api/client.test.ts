import { afterEach, describe, expect, it, vi } from "vitest";
import {
  api,
  ApiError,
  apiLanguage,
  apiRequest,
  parseErrorBody,
  pathParam,
  readJson,
  REQUEST_TIMEOUT_MS,
} from "./client.ts";

describe("parseErrorBody", () => {
  it("reads the API's error shape", () => {
    const error = parseErrorBody(
      409,
      JSON.stringify({ error: { code: "out_of_stock", message: "Sold out", field: "items.0" } }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe("out_of_stock");
    expect(error.message).toBe("Sold out");
    expect(error.field).toBe("items.0");
  });

  it("keeps the Retry-After of a refusal in seconds, and ignores one that is not a number of seconds", () => {
    const body = JSON.stringify({ error: { code: "too_many_attempts", message: "Wait" } });
    expect(parseErrorBody(429, body, "90").retryAfterSeconds).toBe(90);
    expect(parseErrorBody(429, body, "Wed, 21 Oct 2026 07:28:00 GMT").retryAfterSeconds).toBeUndefined();
    expect(parseErrorBody(429, body).retryAfterSeconds).toBeUndefined();
  });

  it("keeps a non-JSON body as the message", () => {
    const error = parseErrorBody(502, "Bad Gateway");
    expect(error.code).toBe("http_error");
    expect(error.message).toBe("Bad Gateway");
    expect(error.responseText).toBe("Bad Gateway");
  });
});

describe("apiLanguage", () => {
  it("sends the language upper-case", () => {
    expect(apiLanguage("bg")).toBe("BG");
  });
});

describe("the typed client", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** Answers every request with the given status and body, and records what was asked. */
  function answer(status: number, body: string) {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(body, { status })),
    );
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }

  it("calls the API's path with the query, accepting JSON, and reads the typed answer", async () => {
    const fetch = answer(200, JSON.stringify([{ slug: "drug-tests" }]));
    const products = await readJson(api.products.$get({ query: { lang: "EN", category: "kits" } }));
    expect(products.map((product) => product.slug)).toEqual(["drug-tests"]);
    const [input, init] = fetch.mock.calls[0];
    expect(input).toBe("/api/products?lang=EN&category=kits");
    expect(new Headers(init?.headers).get("accept")).toBe("application/json");
  });

  it("puts an encoded path parameter into the path and sends JSON bodies", async () => {
    const fetch = answer(200, JSON.stringify({ orderNumber: "A/1", status: "PAID", total: 1 }));
    await readJson(api.orders.confirm[":orderNumber"].$post({ param: { orderNumber: pathParam("A/1") } }));
    expect(fetch.mock.calls[0][0]).toBe("/api/orders/confirm/A%2F1");
    answer(202, JSON.stringify({ status: "check_inbox" }));
    await api.newsletter.$post({ json: { email: "a@example.com", language: "EN" } });
  });

  it("turns the API's error answer into ApiError", async () => {
    answer(409, JSON.stringify({ error: { code: "out_of_stock", message: "Sold out", field: "items.0" } }));
    const failure = readJson(api.cart.quote.$post({ json: { items: [] } }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, code: "out_of_stock", field: "items.0" });
  });

  it("turns a failed connection or an unreadable answer into a network_error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(api.payments.config.$get()).rejects.toMatchObject({ status: 0, code: "network_error" });
    answer(200, "<html>");
    await expect(readJson(api.payments.config.$get())).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      ),
    );
    const call = api.payments.config.$get();
    const outcome = expect(call).rejects.toMatchObject({ status: 0, code: "timeout", message: "Request timed out" });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await outcome;
  });

  it("keeps apiRequest for untyped calls through the same fetch", async () => {
    const fetch = answer(200, "");
    await expect(apiRequest("/blogs/x", { method: "DELETE", token: "t" })).resolves.toBeUndefined();
    const [input, init] = fetch.mock.calls[0];
    expect(input).toBe("/api/blogs/x");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer t");
  });
});
