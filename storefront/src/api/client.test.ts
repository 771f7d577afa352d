import { describe, expect, it } from "vitest";
import { apiLanguage, parseErrorBody } from "./client.ts";

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
