import { describe, expect, it } from "vitest";
import { adminProductUpdateSchema, productSaveSchema } from "@shop/shared/schemas";
import { ADMIN_SAVE_SCHEMAS } from "./admin-save-schemas.ts";
import {
  ADMIN_SAVE_RESOURCES,
  isAdminSaveResource,
  productRevision,
  saveBody,
  SaveRefused,
  saveFailureOf,
} from "./saves.ts";

const translations = {
  en: { name: " Drug test ", description: "" },
  de: { name: "Drogentest", description: "" },
  bg: { name: "Тест", description: "" },
};

describe("saveBody", () => {
  it("is the value as the API's schema reads it: trimmed, defaults filled in, unknown fields left out", () => {
    const record = {
      id: 7,
      price: 24.9,
      stock: 3,
      active: true,
      translations,
      thumbnailUrl: null,
      version: 2,
      previousStock: 3,
    };
    expect(saveBody(adminProductUpdateSchema, record)).toEqual({
      price: 24.9,
      stock: 3,
      active: true,
      categoryIds: [],
      translations: { ...translations, en: { name: "Drug test", description: "" } },
      images: [],
      version: 2,
      previousStock: 3,
    });
  });

  it("refuses in the API's words, naming the field", () => {
    const refusal = (() => {
      try {
        saveBody(productSaveSchema, { price: -1, translation: { language: "de", name: "x" } });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(SaveRefused);
    expect(refusal).toMatchObject({ field: "price", message: "price must not be negative" });
  });
});

describe("productRevision", () => {
  it("sends back the version and the stock the editor opened", () => {
    expect(productRevision({ version: 4, stock: 7 })).toEqual({ version: 4, previousStock: 7 });
  });
});

describe("saveFailureOf", () => {
  it("tells an ended session and a stale record from other refusals", () => {
    expect(saveFailureOf(401, "unauthorized")).toBe("session_expired");
    expect(saveFailureOf(409, "stale_record")).toBe("stale_record");
    expect(saveFailureOf(409, "image_in_use")).toBe("refused");
    expect(saveFailureOf(400)).toBe("refused");
  });
});

it("knows the console's resources with save schemas", () => {
  expect(["products", "categories", "blog-posts", "users"].every(isAdminSaveResource)).toBe(true);
  expect(isAdminSaveResource("orders")).toBe(false);
  expect(isAdminSaveResource("toString")).toBe(false);
});

it("has a create and an update schema for each of them", () => {
  expect(Object.keys(ADMIN_SAVE_SCHEMAS).sort()).toEqual([...ADMIN_SAVE_RESOURCES].sort());
});
