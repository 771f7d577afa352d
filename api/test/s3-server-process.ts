// The process of startS3Server (s3-server.ts): s3rver serving `directory` with `bucket`, on a free
// loopback port it reports over the IPC channel; it stops when its parent disconnects or exits.
// @ts-expect-error -- s3rver ships no type declarations (untyped CommonJS module)
import S3rverModule from "s3rver";

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = S3rverModule as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.send?.({ port });
process.on("disconnect", () => {
  void server.close().finally(() => process.exit(0));
});
