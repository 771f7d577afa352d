import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields.ts";

const product = {
  id: 3,
  slug: "iron-test",
  priceCents: 1990,
  stock: 4,
  active: true,
  version: 2,
  updatedAt: new Date("2026-11-01T10:00:00Z"),
  translations: [
    {
      productId: 3,
      language: "en",
      name: "Iron test",
      description: "<p>en</p>",
      highlights: [],
      searchName: "iron test",
    },
    {
      productId: 3,
      language: "de",
      name: "Eisentest",
      description: "<p>de</p>",
      highlights: [],
      searchName: "eisentest",
    },
  ],
  categories: [{ id: 2 }, { id: 1 }],
  images: [{ fileKey: "p-1", isMain: true, position: 0 }],
};

describe("changedFields", () => {
  it("names the fields that differ in the console's words, never their values", () => {
    const after = {
      ...product,
      priceCents: 2490,
      version: 3,
      updatedAt: new Date(),
      translations: [
        product.translations[0],
        { ...product.translations[1], name: "Eisen-Test", searchName: "eisen test" },
      ],
      categories: [{ id: 1 }, { id: 2 }],
    };
    expect(changedFields(product, after)).toEqual(["price", "translations.de.name"]);
  });

  it("sees a new image, a new main image and a category added", () => {
    const after = {
      ...product,
      images: [
        { fileKey: "p-1", isMain: false, position: 0 },
        { fileKey: "p-2", isMain: true, position: 1 },
      ],
      categories: [{ id: 1 }, { id: 2 }, { id: 5 }],
    };
    expect(changedFields(product, after)).toEqual(["categoryIds", "images"]);
  });

  it("names nothing for a save that changed nothing", () => {
    expect(changedFields(product, { ...product, version: 3, updatedAt: new Date() })).toEqual([]);
  });

  it("names a new record's fields that have a value, and a password by its name", () => {
    const user = {
      id: 1,
      username: "maria",
      usernameKey: "maria",
      passwordHash: "scrypt$1$2",
      role: "SUPPORT",
      version: 1,
    };
    expect(changedFields(null, user)).toEqual(["password", "role", "username"]);
    expect(changedFields(user, { ...user, passwordHash: "scrypt$3$4", version: 2 })).toEqual(["password"]);
    expect(changedFields(null, { slug: "x", imageKey: null, categories: [] })).toEqual(["slug"]);
  });

  it("names a post's image once, whatever of its columns changed", () => {
    const post = { imageKey: "b-1", imageWidths: [320], imageWidth: 320, imageHeight: 200 };
    expect(changedFields(post, { imageKey: "b-2", imageWidths: [640], imageWidth: 640, imageHeight: 400 })).toEqual([
      "image",
    ]);
  });
});
