import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttpClient, fileNameOf } from "./httpClient.ts";

afterEach(() => vi.unstubAllGlobals());

describe("httpClient.file", () => {
  it("fetches a document with the admin token and answers it with its file name", async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="RE-2026-0042.pdf"',
          },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const file = await createHttpClient(() => "the-token").file("/api/admin/orders/7/invoice");
    expect(file.fileName).toBe("RE-2026-0042.pdf");
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/admin/orders/7/invoice");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer the-token");
  });

  it("turns the API's error answer into the console's HttpError", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: "not_found", message: "Invoice not found" } }), {
            status: 404,
            statusText: "Not Found",
            headers: { "Content-Type": "application/json" },
          }),
      ),
    );
    await expect(createHttpClient(() => null).file("/api/admin/orders/7/invoice")).rejects.toMatchObject({
      status: 404,
      message: "Invoice not found",
    });
  });
});

describe("fileNameOf", () => {
  it("reads the plain and the encoded name, the encoded first", () => {
    expect(fileNameOf('attachment; filename="invoice.pdf"')).toBe("invoice.pdf");
    expect(fileNameOf("attachment; filename=invoice.pdf")).toBe("invoice.pdf");
    expect(fileNameOf(`attachment; filename="Rechnung.pdf"; filename*=UTF-8''Rechnung%20%C3%BC.pdf`)).toBe(
      "Rechnung ü.pdf",
    );
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
