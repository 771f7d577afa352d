import { describe, expect, it } from "vitest";
import { acceptPriceInput, onlyImages, parsePrice, updateBlog } from "./adminApi.ts";

describe("price input", () => {
  it("accepts numbers and ignores anything else", () => {
    expect(acceptPriceInput("29", "29.9")).toBe("29.9");
    expect(acceptPriceInput("29.9", "29.9a")).toBe("29.9");
    expect(acceptPriceInput("29", "")).toBe("");
    expect(acceptPriceInput("29.90", "29.901")).toBe("29.90");
    expect(parsePrice("29,90")).toBe(29.9);
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
    const blog = { author: "admin", categorySlugs: [], translation: { language: "en" as const, title: "T", content: "" }, removeImage: false };
    expect(() => updateBlog(undefined, blog, null, "en", "token")).toThrow("Slug is required for update");
  });
});
