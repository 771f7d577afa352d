// A real S3-compatible server for tests (s3rver, on loopback, storing in a temporary folder), so
// the shop's S3 upload store is tested over the real S3 protocol with the real AWS SDK. `env` is
// what the shop needs to use it (S3_BUCKET, S3_ENDPOINT, path-style addressing, s3rver's fixed keys).
// It runs in a process of its own (s3-server-process.ts), as a bucket does: in the test's process
// the embedded database and the image encoding held up its answers past the shop's S3 timeouts on
// a busy machine.
import { fork } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
  const child = fork(join(import.meta.dirname, "s3-server-process.ts"), [directory, bucket], {
    // Node runs the TypeScript file itself (type stripping); none of the test runner's flags.
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = once(child, "exit");
  const [message] = (await Promise.race([
    once(child, "message"),
    exited.then(([code]) => Promise.reject(new Error(`s3rver exited with ${String(code)} before it listened`))),
  ])) as [{ port: number }];
  const endpoint = `http://127.0.0.1:${message.port}`;
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
      if (child.exitCode === null) {
        child.disconnect();
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
