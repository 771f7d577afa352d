import { saveBody } from "@shop/admin-client/saves";
import { adminCategorySchema, adminCategoryUpdateSchema } from "@shop/shared/schemas";
import { describe, expect, it } from "vitest";
import { toCategoryPayload, toCategoryUpdate } from "./categoryPayload.ts";

const seo = { seoTitle: "", seoDescription: "" };
const translations = {
  en: { name: "Drug tests", seoTitle: "Home drug tests", seoDescription: "Urine and saliva tests." },
  de: { name: "Drogentests", ...seo },
  bg: { name: "Тестове", ...seo },
};

describe("category payloads", () => {
  it("a save sends the version the form was loaded with", () => {
    expect(
      saveBody(
        adminCategoryUpdateSchema,
        toCategoryUpdate(
          { id: 2, slug: "drug-tests", position: 1, translations, productCount: 4, version: 5 },
          { previousData: { version: 5 } },
        ),
      ),
    ).toEqual({
      slug: "drug-tests",
      position: 1,
      translations,
      version: 5,
    });
  });

  it("a new category has no version", () => {
    expect(saveBody(adminCategorySchema, toCategoryPayload({ slug: "", position: 0, translations }))).toEqual({
      position: 0,
      translations,
    });
  });
});
