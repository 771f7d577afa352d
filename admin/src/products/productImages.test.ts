import { describe, expect, it } from "vitest";
import {
  addFiles,
  MAX_PRODUCT_IMAGES,
  moveImage,
  removeImage,
  setMainImage,
  toImagePayload,
  type ProductImageValue,
} from "./productImages.ts";

const stored = (fileKey: string, isMain = false): ProductImageValue => ({
  fileKey,
  imageUrl: `/uploads/${fileKey}.webp`,
  isMain,
});
const keys = (images: ProductImageValue[]) =>
  images.map((image) => (typeof image.fileKey === "string" ? image.fileKey : image.fileKey.title));
const mainOf = (images: ProductImageValue[]) => keys(images.filter((image) => image.isMain));

describe("product images", () => {
  it("appends chosen files as pending uploads; the first image of an empty product becomes main", () => {
    const file = new File(["x"], "new.png");
    const images = addFiles([], [{ file, previewUrl: "blob:1" }]);
    expect(images).toEqual([
      { fileKey: { rawFile: file, src: "blob:1", title: "new.png" }, imageUrl: "blob:1", isMain: true },
    ]);
    expect(mainOf(addFiles([stored("a", true)], [{ file, previewUrl: "blob:1" }]))).toEqual(["a"]);
  });

  it("stops at the API's limit of images", () => {
    const full = Array.from({ length: MAX_PRODUCT_IMAGES }, (_, i) => stored(String(i)));
    expect(addFiles(full, [{ file: new File(["x"], "one-too-many.png"), previewUrl: "blob:x" }])).toHaveLength(
      MAX_PRODUCT_IMAGES,
    );
  });

  it("moves an image up and down, ignoring moves past either end", () => {
    const images = [stored("a", true), stored("b"), stored("c")];
    expect(keys(moveImage(images, 2, 1))).toEqual(["a", "c", "b"]);
    expect(keys(moveImage(images, 0, 1))).toEqual(["b", "a", "c"]);
    expect(moveImage(images, 0, -1)).toBe(images);
    expect(moveImage(images, 2, 3)).toBe(images);
  });

  it("chooses the main image", () => {
    expect(mainOf(setMainImage([stored("a", true), stored("b")], 1))).toEqual(["b"]);
  });

  it("passes the main flag on when the main image is removed", () => {
    expect(mainOf(removeImage([stored("a", true), stored("b"), stored("c")], 0))).toEqual(["b"]);
    expect(mainOf(removeImage([stored("a"), stored("b", true)], 0))).toEqual(["b"]);
  });

  it("sends fileKeys in order with the main flag", () => {
    expect(toImagePayload([stored("a"), stored("b", true)])).toEqual([
      { fileKey: "a", isMain: false },
      { fileKey: "b", isMain: true },
    ]);
    expect(toImagePayload(undefined)).toEqual([]);
  });
});
