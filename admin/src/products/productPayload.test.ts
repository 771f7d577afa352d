import { saveBody } from "@shop/admin-client/saves";
import { adminProductSchema, adminProductUpdateSchema } from "@shop/shared/schemas";
import { describe, expect, it } from "vitest";
import { toProductPayload, toProductUpdate } from "./productPayload.ts";

const form = {
  id: 7,
  slug: "",
  price: 24.9,
  stock: 12,
  active: true,
  categoryIds: [1],
  translations: {
    en: { name: "Drug test", description: "", highlights: [], safetyWarnings: "" },
    de: { name: "Drogentest", description: "", highlights: [], safetyWarnings: "" },
    bg: { name: "Тест", description: "", highlights: [], safetyWarnings: "" },
  },
  images: [],
  version: 3,
  thumbnailUrl: null,
};

describe("product payloads", () => {
  it("sends the version the form was loaded with and the stock it showed, with the stock the admin typed", () => {
    const payload = toProductUpdate(form, { previousData: { version: 3, stock: 10 } });
    expect(payload).toMatchObject({ stock: 12, version: 3, previousStock: 10, slug: undefined, price: 24.9 });
    // What the data provider sends: the record's read-only fields are not the schema's.
    const body = saveBody(adminProductUpdateSchema, payload);
    expect(body).toMatchObject({ stock: 12, version: 3, previousStock: 10 });
    expect(body).not.toHaveProperty("thumbnailUrl");
    expect(body).not.toHaveProperty("id");
  });

  it("takes version and stock from the loaded record, not from the form", () => {
    expect(toProductUpdate({ ...form, version: 9 }, { previousData: { version: 4, stock: 10 } })).toMatchObject({
      version: 4,
      previousStock: 10,
    });
  });

  it("a new product has no version", () => {
    expect(saveBody(adminProductSchema, toProductPayload(form))).not.toHaveProperty("version");
    expect(saveBody(adminProductSchema, toProductPayload(form))).not.toHaveProperty("previousStock");
  });

  it("without the loaded record an update sends no version, which the schema refuses", () => {
    expect(toProductUpdate(form)).toMatchObject({ version: undefined, previousStock: undefined });
    expect(() => saveBody(adminProductUpdateSchema, toProductUpdate(form))).toThrow("version");
  });
});
