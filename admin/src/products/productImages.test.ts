import { describe, expect, it } from "vitest";
import {
  addFiles,
  dropUpload,
  isUploading,
  markUploaded,
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

  it("puts a checked upload's key and links in the place of its file", () => {
    const file = new File(["x"], "new.png");
    const images = addFiles([stored("a", true)], [{ file, previewUrl: "blob:1" }]);
    expect(isUploading(images[1])).toBe(true);
    const uploaded = markUploaded(images, file, {
      fileKey: "p-new",
      imageUrl: "/uploads/p-new-640.webp",
      srcSet: "/uploads/p-new-320.webp 320w, /uploads/p-new-640.webp 640w",
      width: 640,
      height: 480,
    });
    expect(uploaded[1]).toEqual({
      fileKey: "p-new",
      imageUrl: "/uploads/p-new-640.webp",
      srcSet: "/uploads/p-new-320.webp 320w, /uploads/p-new-640.webp 640w",
      isMain: false,
    });
    expect(uploaded[0]).toBe(images[0]);
    expect(uploaded.some(isUploading)).toBe(false);
  });

  it("drops a refused file alone, passing the main flag on, and ignores a file no longer there", () => {
    const refused = new File(["x"], "fake.jpg");
    const fine = new File(["x"], "fine.png");
    const images = addFiles(
      [],
      [
        { file: refused, previewUrl: "blob:1" },
        { file: fine, previewUrl: "blob:2" },
      ],
    );
    expect(mainOf(images)).toEqual(["fake.jpg"]);
    const left = dropUpload(images, refused);
    expect(keys(left)).toEqual(["fine.png"]);
    expect(mainOf(left)).toEqual(["fine.png"]);
    // Removed by the admin while it was being checked: nothing to replace or drop.
    expect(keys(dropUpload(left, refused))).toEqual(["fine.png"]);
    expect(markUploaded(left, refused, { fileKey: "p-x", imageUrl: "", srcSet: "", width: 1, height: 1 })).toEqual(
      left,
    );
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
