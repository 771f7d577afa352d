// The one owner of uploaded files: checks that a file really is an image (by its content),
// bounds its size, turns it into WebP in a few widths with sharp, stores the files in its storage
// (the DATA_DIR/uploads folder or an S3 bucket, storage.ts) and deletes them when asked, and builds
// the images' links. The instructions for use are stored beside them as PDFs (`d-<key>.pdf`),
// checked to be PDFs by their bytes. Which record an image belongs to is recorded in the database (catalog/images.ts).
import sharp from "sharp";
import type { ImageSource } from "@shop/shared";
import { ApiError } from "../errors.ts";
import { randomString } from "../platform/random.ts";
import type { ImageStorage, StoredFile } from "./storage.ts";

/** Widths stored for each image; a smaller original is never enlarged. */
const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
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
  /** Checks that the file is a PDF (by its bytes) and stores it; its key starts with `d-`. */
  saveDocument(data: Uint8Array, field: string): Promise<StoredImage>;
  /** Deletes an image's files, or a document (a `d-` key). */
  remove(image: { fileKey: string; widths: number[] }): Promise<void>;
  /** A stored file by its name under /uploads (`<fileKey>-<width>.webp`, `<fileKey>.pdf`), for the shop to serve. */
  read(name: string, ifNoneMatch?: string): Promise<StoredFile>;
  /** Readiness: throws when images could not be stored now (folder not writable, bucket unreachable). */
  check(): Promise<void>;
}

/** The path the shop serves images at, and the base of their links without S3_PUBLIC_URL. */
export const UPLOADS_PATH = "/uploads";

const fileName = (fileKey: string, width: number) => `${fileKey}-${width}.webp`;
/** The names of stored files (nothing else is ever read from the storage), the file key first. */
const FILE_NAME = /^([a-z]-[a-z0-9]+)-\d+\.webp$/;
const DOCUMENT_NAME = /^d-[a-z0-9]+\.pdf$/;
const documentName = (fileKey: string) => `${fileKey}.pdf`;
const isDocumentKey = (fileKey: string) => fileKey.startsWith("d-");

/** A document's link; `base` is the store's linkBase. */
export function documentUrl(fileKey: string, base: string): string {
  return `${base}/${documentName(fileKey)}`;
}

/**
 * Whether the bytes are a PDF: the header `%PDF-1.x` or `%PDF-2.x` at the start (PDF 32000-1
 * §7.5.2) and the end-of-file marker `%%EOF` in its last kilobyte (§7.5.5). A renamed image or
 * a truncated upload is neither.
 */
export function isPdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 8)).toString("latin1");
  if (!/^%PDF-[12]\.\d/.test(head)) return false;
  return Buffer.from(data.subarray(Math.max(0, data.byteLength - 1024)))
    .toString("latin1")
    .includes("%%EOF");
}

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
        // A storage that did not answer (503) would not answer the deletions either: the answer
        // does not wait for them.
        const cleanup = storage.delete(names).catch(() => {});
        if (!(failed.reason instanceof ApiError && failed.reason.status === 503)) await cleanup;
        throw failed.reason;
      }
      return {
        fileKey,
        widths,
        width: largest,
        height: Math.round((originalHeight * largest) / originalWidth),
      };
    },
    async saveDocument(data, field) {
      if (data.byteLength > maxBytes) {
        throw new ApiError(
          413,
          "file_too_large",
          `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
          field,
        );
      }
      if (!isPdf(data)) throw new ApiError(400, "invalid_document", "The file is not a PDF document", field);
      const fileKey = `d-${randomString(12, "abcdefghijklmnopqrstuvwxyz0123456789")}`;
      await storage.put(documentName(fileKey), data);
      return { fileKey, widths: [], width: 0, height: 0 };
    },
    async remove(image) {
      if (isDocumentKey(image.fileKey)) await storage.delete([documentName(image.fileKey)]);
      else await storage.delete(image.widths.map((w) => fileName(image.fileKey, w)));
    },
    async read(name, ifNoneMatch) {
      return FILE_NAME.test(name) || DOCUMENT_NAME.test(name) ? storage.read(name, ifNoneMatch) : { status: "missing" };
    },
    check: () => storage.check(),
  };
}
