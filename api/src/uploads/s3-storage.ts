// Uploaded images as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2),
// through the official AWS SDK: the storage with S3_BUCKET. Objects are named like the local files
// (`<fileKey>-<width>.webp`, at the bucket's root) and carry their content type and the immutable
// Cache-Control, so a CDN or a public bucket in front of them (S3_PUBLIC_URL) serves them right too.
// A bucket that stops answering costs a request a few seconds, never a hang: connections and
// answers are timed out, tried twice at most, and the request gets 503 storage_unavailable.
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { ApiError, NETWORK_ERROR_CODES } from "../errors.ts";
import { contentTypeOf, IMMUTABLE, type ImageStorage } from "./storage.ts";

export interface S3Options {
  bucket: string;
  region: string;
  /** For S3-compatible services; AWS itself when unset. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Both or neither; without them, the SDK's default credential chain (env, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** How long to wait for a connection to the bucket, and for an answer (no byte for this long). */
const S3_CONNECTION_TIMEOUT_MS = 2000;
const S3_REQUEST_TIMEOUT_MS = 3000;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const nameOf = (error: unknown) => (error instanceof Error ? error.name : String(error));

/** What the bucket answered, or 503 when it did not answer at all. */
const answerOf = <T>(request: Promise<T>): Promise<T> =>
  request.catch((error: unknown) => {
    throw unavailable(error);
  });

/** The bucket did not answer (timed out, refused, unreachable): 503, as opposed to an answer that is an error. */
function unavailable(error: unknown) {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  const unanswered = name === "TimeoutError" || (typeof code === "string" && NETWORK_ERROR_CODES.has(code));
  if (error instanceof S3ServiceException || !unanswered) return error;
  return new ApiError(
    503,
    "storage_unavailable",
    "The image storage is not answering; please try again shortly",
    undefined,
    { "Retry-After": "5" },
  );
}

export function s3Storage(options: S3Options): ImageStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The idle timeout (socketTimeout) ends a request that gets no byte for that long; the SDK's
    // requestTimeout only warns unless told otherwise, and would cut off a slow but moving upload.
    requestHandler: { connectionTimeout: S3_CONNECTION_TIMEOUT_MS, socketTimeout: S3_REQUEST_TIMEOUT_MS },
    // One retry for a passing failure; a bucket that does not answer costs at most two timeouts.
    maxAttempts: 2,
    // The SDK's default checksums (CRC32 on every upload) are not understood by every S3-compatible
    // service; with a custom endpoint they are sent only where the operation requires one.
    ...(options.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
  });
  const Bucket = options.bucket;
  return {
    location: `s3://${Bucket}`,
    async put(name, data) {
      await answerOf(
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: data,
            ContentType: contentTypeOf(name),
            CacheControl: IMMUTABLE,
          }),
        ),
      );
    },
    async delete(names) {
      // One request per object: DeleteObjects (the batch) is missing from some S3-compatible services.
      await Promise.all(names.map((name) => answerOf(client.send(new DeleteObjectCommand({ Bucket, Key: name })))));
    },
    async read(name, ifNoneMatch) {
      try {
        const object = await answerOf(
          client.send(new GetObjectCommand({ Bucket, Key: name, IfNoneMatch: ifNoneMatch })),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`s3://${Bucket}/${name} came without a body`);
        return { status: "found", body: object.Body, etag: object.ETag ?? "", size: object.ContentLength };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304) return { status: "not-modified" };
        if (status === 404) return { status: "missing" };
        throw error;
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = statusOf(error);
        throw new Error(
          `The image bucket s3://${Bucket} is not usable: ${status ? `HTTP ${status} ` : ""}${nameOf(error)}`,
          { cause: error },
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
