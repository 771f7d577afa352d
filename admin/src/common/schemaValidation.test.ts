import { adminProductSchema, adminUserCreateSchema } from "@shop/shared/schemas";
import { describe, expect, it } from "vitest";
import { validateWith } from "./schemaValidation.ts";

const validProduct = {
  price: 29.9,
  stock: 10,
  active: true,
  categoryIds: [1],
  translations: {
    en: { name: "Drug test", description: "" },
    de: { name: "Drogentest", description: "" },
    bg: { name: "Тест за наркотици", description: "" },
  },
};

describe("validateWith", () => {
  const validateProduct = validateWith(adminProductSchema);

  it("accepts what the API accepts", () => {
    expect(validateProduct(validProduct)).toEqual({});
  });

  it("puts translated messages at the nested field the API would name", () => {
    const errors = validateProduct({
      ...validProduct,
      price: null,
      stock: 1.5,
      slug: "Not A Slug",
      translations: { ...validProduct.translations, de: { name: "  ", description: "" } },
    });
    expect(errors).toEqual({
      price: { message: "ra.validation.required", args: {} },
      stock: { message: "app.validation.whole_number", args: {} },
      slug: { message: "app.validation.format", args: {} },
      translations: { de: { name: { message: "ra.validation.required", args: {} } } },
    });
  });

  it("reports limits with their numbers", () => {
    expect(validateProduct({ ...validProduct, price: -1 }).price).toEqual({ message: "ra.validation.minValue", args: { min: 0 } });
    const errors = validateWith(adminUserCreateSchema)({ username: "ab", password: "short", role: "OWNER" });
    expect(errors).toEqual({
      username: { message: "ra.validation.minLength", args: { min: 3 } },
      password: { message: "ra.validation.minLength", args: { min: 10 } },
      role: { message: "ra.validation.oneOf", args: { options: "ADMIN, SUPPORT" } },
    });
  });
});
