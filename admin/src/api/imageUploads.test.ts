import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import { hasPendingImage, imageRefusalOf, pendingImage } from "./imageUploads.ts";
import { toHttpError } from "./apiError.ts";

const file = (name: string) => new File(["x"], name, { type: "image/png" });

describe("hasPendingImage", () => {
  it("finds a file still being checked in a post's image or among a product's images", () => {
    const pending = pendingImage(file("a.png"), "blob:a");
    expect(hasPendingImage(pending)).toBe(true);
    expect(
      hasPendingImage([
        { fileKey: "p-stored", isMain: true },
        { fileKey: pending, isMain: false },
      ]),
    ).toBe(true);
  });

  it("finds none in stored keys, nothing or an empty list", () => {
    expect(hasPendingImage("b-stored")).toBe(false);
    expect(hasPendingImage(null)).toBe(false);
    expect(hasPendingImage(undefined)).toBe(false);
    expect(hasPendingImage([{ fileKey: "p-stored", isMain: true }])).toBe(false);
  });
});

describe("imageRefusalOf", () => {
  it("tells a file that is no image (the API looked at its content) from one that is too large", () => {
    const notAnImage = toHttpError(
      400,
      {
        error: {
          code: "invalid_image",
          message: "The file is not a supported image (JPEG, PNG, WebP, AVIF, GIF)",
          field: "file",
        },
      },
      "Bad Request",
    );
    expect(imageRefusalOf(file("photo.jpg"), notAnImage)).toMatchObject({ file: "photo.jpg", reason: "not_an_image" });

    const tooLarge = toHttpError(
      413,
      { error: { code: "file_too_large", message: "The image is larger than 10 MB", field: "file" } },
      "Payload Too Large",
    );
    expect(imageRefusalOf(file("huge.png"), tooLarge)).toMatchObject({ reason: "too_large" });
    // Far beyond the limit, the body limit refuses the request before the image is read.
    const bodyTooLarge = toHttpError(
      413,
      { error: { code: "payload_too_large", message: "The request body is too large" } },
      "Payload Too Large",
    );
    expect(imageRefusalOf(file("huger.png"), bodyTooLarge)).toMatchObject({ reason: "too_large" });
  });

  it("keeps the message of any other failure", () => {
    expect(imageRefusalOf(file("a.png"), new HttpError("Service Unavailable", 503))).toEqual({
      file: "a.png",
      reason: "failed",
      message: "Service Unavailable",
    });
    expect(imageRefusalOf(file("a.png"), new TypeError("Failed to fetch"))).toMatchObject({
      reason: "failed",
      message: "Failed to fetch",
    });
  });
});
