import { MIN_PASSWORD_LENGTH, passwordWeakness } from "@shop/shared";
import { adminProductSchema, adminUserCreateSchema, adminUserUpdateSchema } from "@shop/shared/schemas";
import { describe, expect, it } from "vitest";
import { validateWith, type ValidationMessage } from "./schemaValidation.ts";

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

  it("shows the issue of one line of a list on the list's input (a product's claims)", () => {
    const claims = (highlights: string[]) =>
      validateProduct({
        ...validProduct,
        translations: { ...validProduct.translations, en: { ...validProduct.translations.en, highlights } },
      });
    expect(claims(["Result in 5 minutes", "x".repeat(161)])).toEqual({
      translations: { en: { highlights: { message: "ra.validation.maxLength", args: { max: 160 } } } },
    });
    expect(claims(Array.from({ length: 7 }, (_, i) => `Claim ${i + 1}`))).toEqual({
      translations: { en: { highlights: { message: "app.validation.too_many", args: { max: 6 } } } },
    });
    expect(claims(["Result in 5 minutes", "", "  "])).toEqual({});
  });

  it("reports limits with their numbers", () => {
    expect(validateProduct({ ...validProduct, price: -1 }).price).toEqual({
      message: "ra.validation.minValue",
      args: { min: 0 },
    });
    const errors = validateWith(adminUserCreateSchema)({ username: "ab", password: "short", role: "OWNER" });
    expect(errors).toEqual({
      username: { message: "ra.validation.minLength", args: { min: 3 } },
      password: { message: "ra.validation.minLength", args: { min: MIN_PASSWORD_LENGTH } },
      role: { message: "ra.validation.oneOf", args: { options: "ADMIN, SUPPORT" } },
    });
  });

  it("explains every password and username rule in the console's words, not the schema's English", () => {
    const weakPasswords = [
      "short",
      "x".repeat(201),
      "abababababababab",
      "123456789012345678",
      "qwertzuiopasdf",
      "Password1234",
      "anna.schmidt.secret",
    ];
    const reasons = weakPasswords.map((password) => passwordWeakness(password, "anna.schmidt"));
    expect(new Set(reasons).size).toBe(weakPasswords.length);
    const validateUser = validateWith(adminUserCreateSchema);
    for (const password of weakPasswords) {
      const error = validateUser({ username: "anna.schmidt", password, role: "SUPPORT" }).password as ValidationMessage;
      expect(error.message, password).toMatch(/^(ra|app)\.validation\./);
    }
    const { username } = validateUser({ username: "system", password: "violet-harbour-42", role: "SUPPORT" });
    expect((username as ValidationMessage).message).toBe("app.validation.reserved_username");
    expect(validateWith(adminUserUpdateSchema.omit({ version: true }))({ password: "1234567890123" })).toEqual({
      password: { message: "app.validation.password.only_digits", args: {} },
    });
  });
});
