// The one owner of uploaded images: checks that a file really is an image (by its content),
// bounds its size, turns it into WebP in a few widths with sharp, stores the files in its storage
// (the DATA_DIR/uploads folder or an S3 bucket, storage.ts) and deletes them when asked, and builds
// the images' links. Which record an image belongs to is recorded in the database (catalog/images.ts).
import sharp from "sharp";
import type { ImageSource } from "@shop/shared";
import { ApiError } from "../errors.ts";
import { randomString } from "../platform/random.ts";
import type { ImageStorage, StoredFile } from "./storage.ts";

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
  readonly maxBytes: number;
  /** Where image links point: "/uploads" (the shop serves them), or S3_PUBLIC_URL. */
  readonly linkBase: string;
  /** Validates and stores an image; throws a 400/413 ApiError naming `field` when it is not acceptable. */
  save(data: Uint8Array, field: string, kind?: "p" | "b"): Promise<StoredImage>;
  remove(image: { fileKey: string; widths: number[] }): Promise<void>;
  /** A stored file by its name under /uploads (`<fileKey>-<width>.webp`), for the shop to serve. */
  read(name: string, ifNoneMatch?: string): Promise<StoredFile>;
  /** Readiness: throws when images could not be stored now (folder not writable, bucket unreachable). */
  check(): Promise<void>;
}

/** The path the shop serves images at, and the base of their links without S3_PUBLIC_URL. */
export const UPLOADS_PATH = "/uploads";

const fileName = (fileKey: string, width: number) => `${fileKey}-${width}.webp`;
/** The names of stored files (nothing else is ever read from the storage), the file key first. */
const FILE_NAME = /^([a-z]-[a-z0-9]+)-\d+\.webp$/;

/** An image's link for one width; `base` is the store's linkBase. */
export function imageUrl(fileKey: string, width: number, base: string): string {
  return `${base}/${fileName(fileKey, width)}`;
}

export function imageSource(
  image: { fileKey: string; widths: number[]; width: number; height: number },
  base: string,
): ImageSource {
  const widths = [...image.widths].sort((a, b) => a - b);
  const largest = widths[widths.length - 1];
  return {
    imageUrl: imageUrl(image.fileKey, largest, base),
    srcSet: widths.map((w) => `${imageUrl(image.fileKey, w, base)} ${w}w`).join(", "),
    width: image.width,
    height: image.height,
  };
}

/**
 * The file key a link points at, or null for anything else. Links under /uploads (relative or
 * on any origin) and under `base` (S3_PUBLIC_URL) are both recognised: links stored before the
 * shop moved its images to a bucket, or from behind its CDN, keep working.
 */
export function fileKeyFromUrl(url: string, base: string): string | null {
  const local = /\/uploads\/([a-z]-[a-z0-9]+)-\d+\.webp$/.exec(url);
  if (local) return local[1];
  return url.startsWith(`${base}/`) ? (FILE_NAME.exec(url.slice(base.length + 1))?.[1] ?? null) : null;
}

export function createUploadStore(
  storage: ImageStorage,
  options: { maxBytes: number; linkBase?: string },
): UploadStore {
  const { maxBytes } = options;
  return {
    maxBytes,
    linkBase: options.linkBase ?? UPLOADS_PATH,
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
      const names = widths.map((w) => fileName(fileKey, w));
      const written = await Promise.allSettled(names.map((name, i) => storage.put(name, encoded[i])));
      const failed = written.find((result) => result.status === "rejected");
      if (failed) {
        // No half-stored image: what was written goes again (best effort; the first error is the news).
        await storage.delete(names).catch(() => {});
        throw failed.reason;
      }
      return {
        fileKey,
        widths,
        width: largest,
        height: Math.round((originalHeight * largest) / originalWidth),
      };
    },
    async remove(image) {
      await storage.delete(image.widths.map((w) => fileName(image.fileKey, w)));
    },
    async read(name, ifNoneMatch) {
      return FILE_NAME.test(name) ? storage.read(name, ifNoneMatch) : { status: "missing" };
    },
    check: () => storage.check(),
  };
}
