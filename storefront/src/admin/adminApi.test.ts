import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEuros } from "@shop/shared";
import { NEW_PRODUCT_STOCK } from "@shop/shared/schemas";
import { SaveRefused } from "@shop/admin-client/saves";
import { ApiError } from "../api/client.ts";
import {
  acceptPriceInput,
  onlyImages,
  priceInputValue,
  productSaveInput,
  saveFailure,
  saveProduct,
  updateBlog,
} from "./adminApi.ts";

describe("price input", () => {
  it("accepts numbers and ignores anything else", () => {
    expect(acceptPriceInput("29", "29.9")).toBe("29.9");
    expect(acceptPriceInput("29.9", "29.9a")).toBe("29.9");
    expect(acceptPriceInput("29", "")).toBe("");
    expect(acceptPriceInput("29.90", "29.901")).toBe("29.90");
    expect(parseEuros("29,90")).toBe(2990);
  });

  it("shows a price in the language's own format, which it reads back", () => {
    expect(priceInputValue(22.9, "de")).toBe("22,90");
    expect(priceInputValue(22.9, "bg")).toBe("22,90");
    expect(priceInputValue(22.9, "en")).toBe("22.90");
    expect(priceInputValue(1234.5, "de")).toBe("1234,50");
    for (const language of ["en", "de", "bg"] as const) {
      const shown = priceInputValue(1234.5, language);
      expect(acceptPriceInput("", shown)).toBe(shown);
      expect(parseEuros(shown)).toBe(123450);
    }
  });
});

describe("image uploads", () => {
  it("keeps image files only", () => {
    const photo = new File(["x"], "kit.png", { type: "image/png" });
    const pdf = new File(["x"], "leaflet.pdf", { type: "application/pdf" });
    expect(onlyImages([photo, pdf])).toEqual({ images: [photo], rejected: 1 });
  });
});

describe("updateBlog", () => {
  it("needs a slug", () => {
    const blog = {
      author: "admin",
      categorySlugs: [],
      translation: { language: "en" as const, title: "T", content: "" },
      removeImage: false,
    };
    expect(() => updateBlog(undefined, blog, null, "en", "token")).toThrow("Slug is required for update");
  });
});

const edited = {
  price: 24.9,
  mainImageIndex: 0,
  categories: ["drug-tests"],
  translation: { language: "de" as const, name: "Drogentest", description: "" },
  imageUrls: [],
};

describe("productSaveInput", () => {
  it("sends back the version the editor opened, and no stock (it has no stock field)", () => {
    expect(productSaveInput(edited, { version: 4, active: true })).toEqual({ ...edited, active: true, version: 4 });
  });

  it("a new product has no version to send back, and leaves going on sale to the API", () => {
    expect(productSaveInput(edited, null)).toEqual({ ...edited, stock: NEW_PRODUCT_STOCK });
  });
});

describe("saves on the wire", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Answers every request with `{}` and hands back the JSON part of the multipart body. */
  function captureJsonPart(part: string) {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response("{}", { status: 200 })));
    vi.stubGlobal("fetch", fetch);
    return () => JSON.parse((fetch.mock.calls[0][1].body as FormData).get(part) as string) as unknown;
  }

  it("a product update carries the version and no stock in its JSON part", async () => {
    const sent = captureJsonPart("product");
    await saveProduct("drug-tests", productSaveInput(edited, { version: 4, active: true }), [], "token");
    expect(sent()).toMatchObject({ version: 4 });
    expect(sent()).not.toHaveProperty("stock");
  });

  it("refuses an update without a version before sending it, as the API would", () => {
    const { version: _version, ...unversioned } = productSaveInput(edited, { version: 4, active: true });
    expect(() => saveProduct("drug-tests", unversioned, [], "token")).toThrow(SaveRefused);
  });

  it("sends a product as productSaveSchema reads it, and nothing it refuses", async () => {
    const sent = captureJsonPart("product");
    const spaced = { ...edited, translation: { ...edited.translation, name: "  Drogentest  " } };
    await saveProduct(null, productSaveInput(spaced, null), [], "token");
    expect(sent()).toMatchObject({ translation: { language: "de", name: "Drogentest", description: "" } });

    // Refused before anything is sent, as "Slug is required for update" is (the save flow catches both).
    const refused = () => saveProduct(null, productSaveInput({ ...edited, price: -1 }, null), [], "token");
    expect(refused).toThrow(SaveRefused);
    expect(refused).toThrow("price must not be negative");
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });

  it("a blog save carries the version in its JSON part", async () => {
    const sent = captureJsonPart("blog");
    const blog = {
      author: "admin",
      categorySlugs: [],
      translation: { language: "en" as const, title: "T", content: "" },
      removeImage: false,
      version: 3,
    };
    await updateBlog("post", blog, null, "en", "token");
    expect(sent()).toMatchObject({ version: 3 });
  });
});

describe("saveFailure", () => {
  const apiError = (status: number, code: string, message: string) =>
    new ApiError(status, code, message, undefined, "");

  it("explains a stale save and keeps the server's words", () => {
    expect(
      saveFailure(apiError(409, "stale_record", "The product was changed by someone else since you opened it")),
    ).toEqual({
      key: "admin.staleRecord",
      detail: "The product was changed by someone else since you opened it",
    });
  });

  it("keeps the existing messages for an expired session and other refusals", () => {
    expect(saveFailure(apiError(401, "unauthorized", "Token expired"))).toEqual({ key: "admin.sessionExpired" });
    expect(saveFailure(apiError(409, "slug_taken", "Slug already used"))).toEqual({
      key: "admin.saveFailed",
      detail: "Slug already used",
    });
    expect(saveFailure(new Error("boom"))).toEqual({ key: "admin.saveFailed" });
    expect(saveFailure(new SaveRefused("price must not be negative", "price"))).toEqual({
      key: "admin.saveFailed",
      detail: "price must not be negative",
    });
  });
});
