// Request bodies are bounded while they stream in: a declared Content-Length over the limit is
// refused before a byte is read, and a body without one (chunked) is counted as it is read and cut
// off at the limit. Nothing is buffered here, and nothing is read before the route's own checks
// (an upload route verifies the admin's token first), so an unauthenticated or oversized upload
// costs the shop no memory.
import type { Context, Next } from "hono";
import type { PlatformEnv, PlatformServices } from "../platform/services.ts";
import { ApiError } from "../errors.ts";

export const JSON_BODY_LIMIT = 256 * 1024;
/** Room for a multipart body's headers and JSON part beside its files. */
const MULTIPART_OVERHEAD = 256 * 1024;

const tooLarge = () => new ApiError(413, "payload_too_large", "The request body is too large");

/** A middleware of any app whose context holds the platform's services (the app's AppEnv does). */
type PlatformMiddleware = <E extends PlatformEnv>(c: Context<E>, next: Next) => Promise<void>;

export function limitBody(maxBytes: number | ((deps: PlatformServices) => number)): PlatformMiddleware {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const max = typeof maxBytes === "number" ? maxBytes : maxBytes(c.var.deps);
    const declared = c.req.header("content-length");
    if (declared !== undefined && !c.req.header("transfer-encoding")) {
      // Node's HTTP parser never hands over more than the declared length.
      if (Number(declared) > max) throw tooLarge();
      return next();
    }
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > max) {
            c.set("bodyTooLarge", true);
            controller.error(tooLarge());
          } else controller.enqueue(chunk);
        },
      }),
    );
    // `duplex` is Node's (undici's) and not in the DOM's RequestInit, which clients typing the API see.
    const init: RequestInit & { duplex: "half" } = { body: counted, duplex: "half" };
    c.req.raw = new Request(c.req.raw, init);
    await next();
  };
}

/** The bound of a multipart upload route: `files` images of at most MAX_UPLOAD_MB each. */
export const limitUpload = (files: number) =>
  limitBody((deps) => files * deps.env.MAX_UPLOAD_MB * 1024 * 1024 + MULTIPART_OVERHEAD);
