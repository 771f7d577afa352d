// The one owner of uploaded images: checks that a file really is an image (by its content),
// bounds its size, turns it into WebP in a few widths with sharp, stores it under
// DATA_DIR/uploads and deletes it when asked. Which record an image belongs to is recorded in the
// database (catalog/images.ts).
import { access, constants, mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { ImageSource } from "@shop/shared";
import { ApiError } from "../errors.ts";
import { randomString } from "../platform/random.ts";

/** Widths stored for each image; a smaller original is never enlarged. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif", "heif", "tiff"]);
const MAX_PIXELS = 40_000_000;

export interface StoredImage {
  fileKey: string;
  widths: number[];
  width: number;
  height: number;
}

export interface UploadStore {
  readonly dir: string;
  readonly maxBytes: number;
  /** Validates and stores an image; throws a 400/413 ApiError naming `field` when it is not acceptable. */
  save(data: Uint8Array, field: string, kind?: "p" | "b"): Promise<StoredImage>;
  remove(image: { fileKey: string; widths: number[] }): Promise<void>;
  /** Readiness: throws when images could not be stored now (the folder is not writable). */
  check(): Promise<void>;
}

export function imageUrl(fileKey: string, width: number): string {
  return `/uploads/${fileKey}-${width}.webp`;
}

export function imageSource(image: { fileKey: string; widths: number[]; width: number; height: number }): ImageSource {
  const widths = [...image.widths].sort((a, b) => a - b);
  const largest = widths[widths.length - 1];
  return {
    imageUrl: imageUrl(image.fileKey, largest),
    srcSet: widths.map((w) => `${imageUrl(image.fileKey, w)} ${w}w`).join(", "),
    width: image.width,
    height: image.height,
  };
}

/** The file key an /uploads URL points at, or null for anything else. */
export function fileKeyFromUrl(url: string): string | null {
  return /\/uploads\/([a-z]-[a-z0-9]+)-\d+\.webp$/.exec(url)?.[1] ?? null;
}

export function createUploadStore(dir: string, maxBytes: number): UploadStore {
  return {
    dir,
    maxBytes,
    async save(data, field, kind = "p") {
      if (data.byteLength > maxBytes) {
        throw new ApiError(
          413,
          "file_too_large",
          `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
          field,
        );
      }
      const notAnImage = () =>
        new ApiError(400, "invalid_image", "The file is not a supported image (JPEG, PNG, WebP, AVIF, GIF)", field);
      let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
      try {
        metadata = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
      } catch {
        throw notAnImage();
      }
      if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height)
        throw notAnImage();

      // The header gives the size as displayed (EXIF orientation applied) without decoding pixels.
      const { width: originalWidth, height: originalHeight } = metadata.autoOrient ?? metadata;
      const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= originalWidth);
      if (widths.length === 0) widths.push(originalWidth);
      const largest = Math.max(...widths);

      // Re-encoding applies the orientation and strips metadata (GPS, camera). Every width is
      // encoded before anything is written: a file whose pixels turn out corrupt stores nothing.
      const oriented = sharp(data, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
      const encoded = await Promise.all(
        widths.map((w) =>
          oriented.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
        ),
      ).catch(() => {
        throw notAnImage();
      });
      const fileKey = `${kind}-${randomString(12, "abcdefghijklmnopqrstuvwxyz0123456789")}`;
      await mkdir(dir, { recursive: true });
      await Promise.all(widths.map((w, i) => writeFile(join(dir, `${fileKey}-${w}.webp`), encoded[i])));
      return {
        fileKey,
        widths,
        width: largest,
        height: Math.round((originalHeight * largest) / originalWidth),
      };
    },
    async remove(image) {
      await Promise.all(image.widths.map((w) => rm(join(dir, `${image.fileKey}-${w}.webp`), { force: true })));
    },
    async check() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
  };
}
