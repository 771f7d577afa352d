// A real S3-compatible server for tests (s3rver, on loopback, storing in a temporary folder), so
// the shop's S3 upload store is tested over the real S3 protocol with the real AWS SDK. `env` is
// what the shop needs to use it (S3_BUCKET, S3_ENDPOINT, path-style addressing, s3rver's fixed keys).
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
// s3rver ships no type declarations; this is the part of its API the tests use.
// @ts-expect-error -- untyped CommonJS module
import S3rverModule from "s3rver";

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = S3rverModule as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/** s3rver accepts these credentials (any request signed with them). */
const ACCESS_KEY = "S3RVER";

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the shop at this server and bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = "shop-test-images"): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), "shop-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
