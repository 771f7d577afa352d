// Where the bytes of uploaded images go: one small interface with two implementations, the
// local folder DATA_DIR/uploads (local-storage.ts) and an S3-compatible bucket (s3-storage.ts),
// chosen in deps.ts from the environment. store.ts owns everything else (validation, encoding,
// names, links); a storage only keeps files by name.
import type { Readable } from "node:stream";

/** File keys are random and never reused, so the file at a name never changes. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
const IMAGE_CONTENT_TYPE = "image/webp";
const PDF_CONTENT_TYPE = "application/pdf";

/** A stored file's type, by its name: the instructions for use are PDFs, everything else WebP. */
export function contentTypeOf(name: string): string {
  return name.endsWith(".pdf") ? PDF_CONTENT_TYPE : IMAGE_CONTENT_TYPE;
}

/** A stored file as the shop serves it at /uploads/<name>. */
export type StoredFile =
  | { status: "found"; body: Readable; etag: string; size: number | undefined }
  | { status: "not-modified"; etag?: string }
  | { status: "missing" };

export interface ImageStorage {
  /** Where the files are, for logs and errors: a folder or s3://bucket. */
  readonly location: string;
  put(name: string, data: Uint8Array): Promise<void>;
  /** Deletes the files; names that do not exist are no error. */
  delete(names: string[]): Promise<void>;
  /** The file, or not-modified when `ifNoneMatch` (an If-None-Match header) names its ETag. */
  read(name: string, ifNoneMatch?: string): Promise<StoredFile>;
  /** Readiness: throws when files could not be stored now. */
  check(): Promise<void>;
  close(): void;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 §13.1.2 says). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}
